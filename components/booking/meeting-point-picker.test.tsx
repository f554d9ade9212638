import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MeetingPointPicker, MeetingPointSummary, type Hub } from "./meeting-point-picker";

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
    instructions: [{ en: "Go up.", es: "Sube.", step_image_url: `/${x}/step-1.svg` }],
  })),
};
const noop = () => {};

describe("MeetingPointPicker", () => {
  it("offers each meeting point as a radio in the agent's language, the chosen one checked", () => {
    const value = { id: "mp-b", loc: [40.4, -3.6] as [number, number], name: "Puerta b", locationId: "loc-mad-atocha" };
    const html = renderToStaticMarkup(<MeetingPointPicker hub={hub} stopLabel="Pickup" language="es" value={value} onChange={noop} />);
    expect(html).toContain("is at Estación de Madrid Puerta de Atocha: choose where the driver meets the guest.");
    expect(html).toContain('role="radiogroup"');
    expect(html.match(/data-testid="meeting-point-option"/g)).toHaveLength(2);
    expect(html).toMatch(/data-uid="mp-b"[^>]*data-checked="true"/);
    expect(html).toMatch(/<img src="\/a\/header.svg" alt="Puerta a" loading="lazy"/);
    expect(html.match(/type="radio"/g)).toHaveLength(2);
    expect(html.match(/checked=""/g)).toHaveLength(1);
    expect(html).toContain("Show directions");
    expect(html).toContain("Clear meeting point");
  });

  it("has no clear button before a choice, and says so when the hub lists no meeting points", () => {
    expect(renderToStaticMarkup(<MeetingPointPicker hub={hub} stopLabel="Pickup" language="en" value={null} onChange={noop} />)).not.toContain(
      "Clear meeting point",
    );
    const empty = renderToStaticMarkup(<MeetingPointPicker hub={{ ...hub, meeting_points: [] }} stopLabel="Destination" language="en" value={null} onChange={noop} />);
    expect(empty).toContain("no meeting points");
    expect(empty).not.toContain("radiogroup");
  });
});

describe("MeetingPointSummary", () => {
  it("reads as one line", () => {
    const value = { id: "mp-a", loc: [0, 0] as [number, number], name: "Door a", locationId: "l" };
    const text = renderToStaticMarkup(<MeetingPointSummary value={value} hubTitle="Atocha" />).replace(/<[^>]+>/g, "");
    expect(text).toBe("Meeting point: Door a · Atocha");
  });
});
