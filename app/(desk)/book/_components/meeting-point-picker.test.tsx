import { renderToStaticMarkup } from "react-dom/server";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { InLanguage } from "@/lib/i18n/testing";
import { MeetingPointBrowser, MeetingPointPicker, MeetingPointSummary, type Hub } from "./meeting-point-picker";

const hub: Hub = {
  uid: "hub-mad-atocha",
  location_id: "loc-mad-atocha",
  title: { en: "Madrid Puerta de Atocha Station", es: "Estación de Madrid Puerta de Atocha" },
  meeting_points: ["a", "b"].map((x) => ({
    uid: `mp-${x}`,
    title: { en: `Door ${x}`, es: `Puerta ${x}` },
    coordinates: { latitude: 40.4, longitude: -3.6 },
    header_image_url: `/${x}/header.svg`,
    bottom_image_url: null,
    instructions: [
      { en: "Go up.", es: "Sube.", step_image_url: `/${x}/step-1.svg` },
      { en: "Wait at the bay.", es: "Espera en la dársena.", step_image_url: null },
    ],
  })),
};
const noop = () => {};
const render = (node: ReactNode) => renderToStaticMarkup(<InLanguage>{node}</InLanguage>);
/** The text, tags left out: names from the provider sit in their own elements (translate="no"). */
const text = (html: string) => html.replace(/<[^>]+>/g, "");

describe("MeetingPointPicker", () => {
  it("offers each meeting point as a numbered radio in the agent's language, the chosen one checked, and a way to its photos and directions", () => {
    const value = { id: "mp-b", loc: [40.4, -3.6] as [number, number], name: "Puerta b", locationId: "loc-mad-atocha" };
    const html = render(<MeetingPointPicker hub={hub} stopLabel="Pickup" language="es" value={value} onChange={noop} />);
    expect(text(html)).toContain("Pickup is at Estación de Madrid Puerta de Atocha: choose where the driver meets the guest, here or on the map.");
    expect(html).toContain('role="radiogroup"');
    expect(html.match(/data-testid="meeting-point-option"/g)).toHaveLength(2);
    expect(html).toMatch(/data-uid="mp-b"[^>]*data-checked="true"/);
    expect(html).toMatch(/<img src="\/a\/header.svg" alt="" loading="lazy"/);
    expect(html.match(/type="radio"/g)).toHaveLength(2);
    expect(html.match(/checked=""/g)).toHaveLength(1);
    expect(html.replace(/<[^>]+>/g, " ")).toMatch(/2\s+Puerta b/);
    expect(html).toMatch(/aria-haspopup="dialog"[^>]*>Compare photos and directions</);
    expect(html).toContain("Clear meeting point");
    // The dialog, and its large photos, come only once it opens.
    expect(html).not.toContain("<dialog");
  });

  it("has no clear button before a choice, and says so when the hub lists no meeting points", () => {
    expect(render(<MeetingPointPicker hub={hub} stopLabel="Pickup" language="en" value={null} onChange={noop} />)).not.toContain("Clear meeting point");
    const empty = render(<MeetingPointPicker hub={{ ...hub, meeting_points: [] }} stopLabel="Destination" language="en" value={null} onChange={noop} />);
    expect(empty).toContain("no meeting points");
    expect(empty).not.toContain("radiogroup");
  });
});

describe("MeetingPointSummary", () => {
  it("reads as one line", () => {
    const value = { id: "mp-a", loc: [0, 0] as [number, number], name: "Door a", locationId: "l" };
    expect(text(render(<MeetingPointSummary value={value} hubTitle="Atocha" />))).toBe("Meeting point: Door a · Atocha");
  });
});

describe("MeetingPointBrowser", () => {
  const browse = (value: { id: string } | null, initial = "mp-a") =>
    render(
      <MeetingPointBrowser
        hub={hub}
        language="en"
        value={value && { id: value.id, loc: [0, 0], name: "", locationId: "loc-mad-atocha" }}
        initial={initial}
        onChoose={noop}
      />,
    );

  it("lists the points as tabs and shows the one in view with a large photo and each step beside its picture where the card has room", () => {
    const html = browse(null, "mp-b");
    expect(html.match(/role="tab"/g)).toHaveLength(2);
    expect(html).toMatch(/role="tab"[^>]*aria-selected="false"[^>]*tabindex="-1"[^>]*data-uid="mp-a"/);
    expect(html).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*tabindex="0"[^>]*data-uid="mp-b"/);
    expect(html).toMatch(/role="tabpanel"[^>]*aria-labelledby="[^"]+-tab-1"/);
    expect(html).toMatch(/data-testid="meeting-point-details" data-uid="mp-b"/);
    expect(html).toMatch(/<img src="\/b\/header.svg" alt="Door b"[^>]*class="[^"]*aspect-video/);
    // Two steps, numbered, the first with its picture in the column beside its text.
    const steps = html.slice(html.indexOf('aria-label="Directions to Door b"'));
    expect(steps.match(/<li /g)).toHaveLength(2);
    expect(steps).toMatch(/<li class="grid[^"]*@xl:grid-cols-\[[^"]+"><img src="\/b\/step-1.svg" alt=""/);
    expect(steps.replace(/<[^>]+>/g, " ")).toMatch(/1\s+Go up\.\s+2\s+Wait at the bay\./);
    expect(html).toContain('>Meet at <span translate="no">Door b</span></button>');
  });

  it("marks the chosen point, and offers to clear it when it is in view", () => {
    const html = browse({ id: "mp-a" });
    expect(html).toMatch(/data-uid="mp-a"[\s\S]*?Chosen/);
    expect(html).toContain("The driver meets the guest here.");
    expect(html).toContain(">Clear meeting point</button>");
    expect(html).not.toContain("Meet at Door a");
  });
});
