import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Locale } from "@/lib/locales";
import { InLanguage } from "@/lib/i18n/testing";
import type { BoardRow as Row } from "@/lib/journeys/board";
import { BoardRow } from "./board-row";
import { BehindReason, useJourneyDescription } from "./journey-words";

const row = (over: Partial<Row> = {}): Row => ({
  id: "b1",
  journeyId: "j1",
  status: "booked",
  pickupAt: "2026-11-23T13:30:00.000Z",
  startAt: null,
  zone: "Europe/Madrid",
  riderName: "Ana Ruiz",
  riderPhone: null,
  requester: "María López",
  agent: "Aitor Agent",
  pickupLabel: "Atocha",
  destinationLabel: "Chamartín",
  stopCount: 2,
  productName: "Executive",
  labelSlug: null,
  eventGroup: null,
  state: "hired",
  endState: null,
  readAt: "2026-11-23T13:29:50.000Z",
  checkedAt: "2026-11-23T13:29:50.000Z",
  following: true,
  driver: null,
  vehicle: null,
  estimate: { amount: 1500, currency: "EUR" },
  totals: null,
  attention: null,
  problem: null,
  settlement: null,
  ...over,
});
const NOW = Date.parse("2026-11-23T13:30:00Z");

/** The text a person reads, tags left out. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replaceAll("&#x27;", "'")
    .replaceAll("&amp;", "&")
    .replaceAll("&quot;", '"');
const render = (r: Row, { desk = "Europe/Madrid", withDay = false, locale = "en" as Locale } = {}) =>
  renderToStaticMarkup(
    <InLanguage locale={locale}>
      <ul>
        <BoardRow row={r} deskZone={desk} nowMs={NOW} withDay={withDay} />
      </ul>
    </InLanguage>,
  );

describe("a board row, in the reader's words", () => {
  it("says the pickup on its own clock, the desk's time when it differs, who it is for and the state", () => {
    const html = render(row(), { desk: "America/Mexico_City" });
    expect(text(html)).toContain("14:30 (Madrid time)");
    expect(text(html)).toContain("07:30 your time");
    expect(text(html)).toContain("Ana Ruiz · for María López · booked by Aitor Agent");
    expect(html).toMatch(/data-testid="board-state"[^>]*>Driver on the way</);
    expect(text(html)).toContain("€15.00 estimated");
    // Names and places are data, kept as they came; times are <time> elements.
    expect(html).toContain('<time dateTime="2026-11-23T13:30:00.000Z">14:30</time>');
    expect(html).toContain('<span translate="no">Madrid</span>');
    expect(html).toContain('<span translate="no">María López</span>');
  });

  it("says the group of a ride booked from an event's sheet", () => {
    expect(text(render(row({ eventGroup: "Arrivals, 1 December" })))).toContain(
      "Ana Ruiz · for María López · booked by Aitor Agent · group Arrivals, 1 December",
    );
    expect(render(row({ eventGroup: "Arrivals, 1 December" }), { locale: "es" })).toContain('grupo <span translate="no">Arrivals, 1 December</span>');
    expect(render(row())).not.toContain("board-group");
  });

  it("speaks Spanish and Portuguese, with their formats", () => {
    const es = text(
      render(
        row({ totals: { price: { amount: 1800, currency: "EUR" }, discount: { amount: 0, currency: "EUR" }, priceTotal: { amount: 1800, currency: "EUR" } } }),
        { withDay: true, locale: "es" },
      ),
    );
    expect(es).toContain("lun, 23 nov, 14:30 (hora de Madrid)");
    expect(es).toContain("para María López · reservado por Aitor Agent");
    expect(es).toContain("Conductor en camino");
    expect(es).toContain("18,00\u00a0€ final");
    const pt = text(render(row({ stopCount: 3 }), { locale: "pt" }));
    expect(pt).toContain("Motorista a caminho");
    expect(pt).toContain("(1 parada intermediária)");
  });

  it("counts the stops between, names a problem and what to do, and offers to resolve it", () => {
    const html = render(row({ stopCount: 4, state: "no show", endState: "no show", attention: "no show" }));
    expect(text(html)).toContain("Atocha → Chamartín (2 stops between)");
    expect(html).toMatch(/data-testid="board-state"[^>]*>The guest did not show up</);
    expect(text(html)).toContain("The driver waited at the pickup but the guest never came.");
    expect(text(html)).toContain("Resolve the problem with Ana Ruiz's ride");
  });

  it("tells a booking the desk marked not booked from one the ride service refused, with who and when", () => {
    const lost = { status: "failed" as const, state: null, journeyId: null, problem: "Service Unavailable" };
    const marked = text(render(row({ ...lost, settlement: { how: "not booked", by: "Ana Agent", at: "2026-11-23T13:05:00.000Z" } })));
    expect(marked).toContain("Marked not booked");
    expect(marked).toContain("Ana Agent marked it not booked on Mon 23 Nov, 14:05.");
    const again = text(render(row({ ...lost, settlement: { how: "rebooked", by: null, at: "2026-11-23T13:05:00.000Z" } }), { desk: "UTC" }));
    expect(again).toContain("Not booked: booked again");
    expect(again).toContain("Someone at the desk said it was not booked and booked it again on Mon 23 Nov, 13:05.");
    for (const t of [marked, again]) expect(t).not.toMatch(/refused|The ride service said/);
    const refused = text(render(row({ status: "failed", state: null, journeyId: null, problem: "reason is required" })));
    expect(refused).toContain("Not booked: the ride service refused it");
    expect(refused).toContain("The ride service said: “reason is required”");
  });

  it("says a state's age when it may be out of date", () => {
    const html = render(row({ readAt: "2026-11-23T13:28:00.000Z", checkedAt: "2026-11-23T13:29:50.000Z" }));
    expect(text(html)).toContain("2 min ago, checking…");
    expect(text(render(row({ readAt: "2026-11-23T13:28:00.000Z", checkedAt: "2026-11-23T13:29:50.000Z" }), { locale: "es" }))).toContain(
      "hace 2 min, comprobando…",
    );
  });
});

function Described({ facts, now }: { facts: Parameters<ReturnType<typeof useJourneyDescription>>[0]; now: number }) {
  const d = useJourneyDescription()(facts, now);
  return (
    <p data-key={d.key}>
      {d.label}
      {d.freshness && ` [${d.freshness}]`}
    </p>
  );
}
const describeIn = (facts: Parameters<typeof Described>[0]["facts"], now: number, locale: Locale = "en") =>
  text(
    renderToStaticMarkup(
      <InLanguage locale={locale}>
        <Described facts={facts} now={now} />
      </InLanguage>,
    ),
  );

describe("a journey's state, in the reader's words", () => {
  const base = { state: null, startAt: null, zone: null, readAt: null, checkedAt: null, following: true };
  const now = Date.parse("2026-11-23T15:00:00Z");

  it("never invents a state", () => {
    expect(describeIn(base, now)).toBe("Booked · checking the ride's state…");
    expect(describeIn({ ...base, checkedAt: "2026-11-23T14:59:50Z" }, now)).toBe("Booked · the ride service has not answered yet");
  });

  it("shows a reservation as scheduled, on the pickup's clock", () => {
    const reserved = { ...base, state: "hire", startAt: "2026-11-23 16:14:00", zone: "Europe/Madrid", readAt: "2026-11-23T14:59:58Z" };
    expect(describeIn(reserved, Date.parse("2026-11-23T14:00:00Z"))).toBe("Scheduled for Mon 23 Nov, 16:14 (Madrid time)");
    expect(describeIn(reserved, Date.parse("2026-11-23T14:00:00Z"), "es")).toBe("Programado para el lun, 23 nov, 16:14 (hora de Madrid)");
    expect(describeIn(reserved, Date.parse("2026-11-23T15:04:00Z"))).toBe("Looking for a driver [4 min ago, checking…]");
  });

  it("says a reservation read a while ago has nothing to change before its driver search, not that it is being checked", () => {
    const reserved = {
      ...base,
      state: "hire",
      startAt: "2026-11-23 16:14:00",
      zone: "Europe/Madrid",
      readAt: "2026-11-23T13:59:00Z",
      checkedAt: "2026-11-23T13:59:00Z",
    };
    const at = Date.parse("2026-11-23T14:00:00Z");
    expect(describeIn(reserved, at)).toBe("Scheduled for Mon 23 Nov, 16:14 (Madrid time) [read 1 min ago; no change before its driver search]");
    expect(describeIn(reserved, at, "es")).toBe(
      "Programado para el lun, 23 nov, 16:14 (hora de Madrid) [leída hace 1 min; sin cambios antes de la búsqueda de conductor]",
    );
    // A read that failed since is still being checked.
    expect(describeIn({ ...reserved, checkedAt: "2026-11-23T13:59:50Z" }, at)).toContain("[1 min ago, checking…]");
  });

  it("shows a state the desk has no words for as the provider wrote it", () => {
    expect(describeIn({ ...base, state: "teleported", readAt: "2026-11-23T14:59:58Z" }, now)).toBe("teleported");
  });
});

describe("why the board may be behind", () => {
  const say = (freshness: Parameters<typeof BehindReason>[0]["freshness"], locale: Locale = "en") =>
    renderToStaticMarkup(
      <InLanguage locale={locale}>
        <BehindReason freshness={freshness} />
      </InLanguage>,
    );
  it("names the stopped jobs, or how many rides under way went unread", () => {
    expect(say({ behind: true, reason: "jobs stopped", staleJourneys: 0, oldestReadAt: null })).toMatch(/background jobs are not running/);
    expect(say({ behind: true, reason: "stale", staleJourneys: 2, oldestReadAt: null })).toContain("2 rides under way have not been read");
    expect(say({ behind: true, reason: "stale", staleJourneys: 1, oldestReadAt: null })).toContain("1 ride under way has not been read");
    expect(say({ behind: true, reason: "stale", staleJourneys: 1, oldestReadAt: null }, "es")).toContain("1 viaje en curso lleva un rato sin consultarse");
  });
});
