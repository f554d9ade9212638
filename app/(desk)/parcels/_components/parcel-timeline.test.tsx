import type { ReactNode } from "react";
import { renderToStaticMarkup as render } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { messageRef } from "@/lib/i18n/message-ref";
import { InLanguage } from "@/lib/i18n/testing";
import { ParcelStateBadge } from "./parcel-state-badge";
import { ParcelTimeline } from "./parcel-timeline";
import { StoredMessage } from "./parcel-words";

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
    const html = renderToStaticMarkup(
      <ParcelTimeline events={[event("ready", "timeline", "2026-11-23T09:59:00.000Z"), event("deleted", "status", "2026-11-23T10:05:00.000Z")]} />,
    );
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

describe("in the reader's language", () => {
  const inSpanish = (node: ReactNode) => render(<InLanguage locale="es">{node}</InLanguage>);

  it("reads states, requests and steps in Spanish, and a state it does not know as the provider spells it", () => {
    expect(inSpanish(<ParcelStateBadge parcel={{ status: "created", state: "ready", requested: "ship" }} />)).toContain("Listo para enviar");
    expect(inSpanish(<ParcelStateBadge parcel={{ status: "created", state: "ready", requested: "ship" }} />)).toContain("Solicitado: enviando…");
    expect(inSpanish(<ParcelStateBadge parcel={{ status: "created", state: "teleporting", requested: null }} />)).toContain(
      '<span translate="no">teleporting</span>',
    );
    expect(inSpanish(<ParcelTimeline events={[event("qualifiedforpickup", "timeline", "2026-11-23T10:00:00.000Z")]} />)).toContain(
      "No ha llegado ninguna notificación",
    );
  });

  it("puts a message kept on a parcel into the reader's words, and shows the provider's own words as they came", () => {
    expect(inSpanish(<StoredMessage message={messageRef("parcels.requestLapsed", { request: "cancel" })} />)).toBe(
      "El servicio de envíos aceptó la cancelación, pero el estado del envío nunca lo reflejó. Revisa el envío y vuelve a intentarlo.",
    );
    expect(renderToStaticMarkup(<StoredMessage message={messageRef("parcels.gone")} />)).toBe("The delivery service no longer has this parcel.");
    expect(inSpanish(<StoredMessage message="The delivery service refused this: bad dropoff." />)).toBe(
      '<span translate="no">The delivery service refused this: bad dropoff.</span>',
    );
  });
});
