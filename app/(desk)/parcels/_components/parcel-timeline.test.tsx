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
  it("lists every state with who told us, and says when no notification ever came", () => {
    const html = renderToStaticMarkup(
      <ParcelTimeline events={[event("qualifiedforpickup", "webhook", "2026-11-23T10:00:00.000Z"), event("onroutetopickup", "timeline", "2026-11-23T10:01:00.000Z"), event("delivered", "status", "2026-11-23T10:20:00.000Z")]} />,
    );
    expect(html.match(/data-testid="parcel-event"/g)).toHaveLength(3);
    expect(html).toContain("Finding a courier");
    expect(html).toContain("notified");
    expect(html).toContain("read from timeline");
    expect(html).toContain("No notification ever came for this step");
    expect(html).toContain("read from status");
    expect(html.indexOf("Finding a courier")).toBeLessThan(html.indexOf("Delivered"));
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
