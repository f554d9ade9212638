import type { ReactNode } from "react";
import { renderToStaticMarkup as render } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { InLanguage } from "@/lib/i18n/testing";
import { ParcelStateBadge } from "./parcel-state-badge";
import { ParcelTimeline } from "./parcel-timeline";

/** Inside the desk's provider, as every page is (times follow its language). */
const renderToStaticMarkup = (node: ReactNode) => render(<InLanguage>{node}</InLanguage>);

const event = (state: string, source: "webhook" | "status" | "timeline", at: string) => ({ parcelId: "p1", state, source, at, receivedAt: at });

describe("a parcel's timeline", () => {
  it("lists every step with who told us, and warns only of a step whose notification never came", () => {
    const html = renderToStaticMarkup(
      <ParcelTimeline
        events={[
          event("ready", "timeline", "2026-11-23T09:59:00.000Z"),
          event("qualifiedforpickup", "webhook", "2026-11-23T10:00:00.000Z"),
          event("onroutetopickup", "timeline", "2026-11-23T10:01:00.000Z"),
          event("delivered", "webhook", "2026-11-23T10:20:00.000Z"),
        ]}
      />,
    );
    expect(html.match(/data-testid="parcel-event"/g)).toHaveLength(4);
    expect(html).toContain("Finding a courier");
    expect(html).toContain("notified");
    expect(html).toContain("read from the provider");
    expect(html.match(/No notification has come for this step/g)).toHaveLength(1);
    expect(html.indexOf("Ready to ship")).toBeLessThan(html.indexOf("Finding a courier"));
    expect(html.indexOf("No notification")).toBeGreaterThan(html.indexOf("Courier on the way to pickup"));
  });

  it("never warns about creation, which no notification announces", () => {
    const html = renderToStaticMarkup(<ParcelTimeline events={[event("ready", "timeline", "2026-11-23T09:59:00.000Z")]} />);
    expect(html).toContain("Ready to ship");
    expect(html).not.toContain("No notification");
  });

  it("ends with the deletion of a deleted parcel", () => {
    const html = renderToStaticMarkup(<ParcelTimeline events={[event("ready", "timeline", "2026-11-23T09:59:00.000Z"), event("deleted", "status", "2026-11-23T10:05:00.000Z")]} />);
    expect(html).toContain(">Deleted<");
    expect(html).not.toContain("No notification");
  });

  it("says so when nothing has happened yet", () => {
    expect(renderToStaticMarkup(<ParcelTimeline events={[]} />)).toContain("Nothing has happened to this parcel");
  });
});

describe("a parcel's state badge", () => {
  it("shows a waiting request beside the state it has not changed yet", () => {
    const html = renderToStaticMarkup(<ParcelStateBadge parcel={{ status: "created", state: "ready", requested: "ship" }} />);
    expect(html).toContain("Ready to ship");
    expect(html).toContain("Requested: shipping…");
  });

  it("shows no request once the state has moved", () => {
    const html = renderToStaticMarkup(<ParcelStateBadge parcel={{ status: "created", state: "requestercancel", requested: null }} />);
    expect(html).toContain("Cancelled");
    expect(html).not.toContain("Requested");
  });
});
