import { describe, expect, it } from "vitest";
import type { BoardRow } from "./board";
import { pickupTimes, routeWords, rowNote, rowPrice, rowState } from "./board-format";

const row = (over: Partial<BoardRow> = {}): BoardRow => ({
  id: "b1", journeyId: "j1", status: "booked", pickupAt: "2026-11-23T13:30:00.000Z", startAt: null, zone: "Europe/Madrid", riderName: "Ana",
  riderPhone: null, requester: "R", agent: null, pickupLabel: "Atocha", destinationLabel: "Chamartín", stopCount: 2, productName: "Cabify",
  labelSlug: null, state: "hired", endState: null, readAt: "2026-11-23T13:29:50.000Z", checkedAt: "2026-11-23T13:29:50.000Z", following: true,
  driver: null, vehicle: null, estimate: { amount: 1500, currency: "EUR" }, totals: null, attention: null, problem: null, settlement: null, ...over,
});
const NOW = Date.parse("2026-11-23T13:30:00Z");

describe("a board row", () => {
  it("shows the pickup's local time, and the desk's only when its clock reads differently", () => {
    expect(pickupTimes(row(), "Europe/Madrid", false)).toEqual({ pickup: "14:30 (Madrid time)", desk: null });
    expect(pickupTimes(row(), "America/Mexico_City", false)).toEqual({ pickup: "14:30 (Madrid time)", desk: "07:30 your time" });
    expect(pickupTimes(row(), "Europe/Madrid", true).pickup).toBe("Mon 23 Nov, 14:30 (Madrid time)");
  });

  it("says the state in plain words, and what went wrong for a problem", () => {
    expect(rowState(row(), NOW)).toMatchObject({ label: "Driver on the way", key: "hired" });
    expect(rowState(row({ state: "terminated", endState: "drop off" }), NOW).label).toBe("Completed");
    expect(rowState(row({ state: "no show", endState: "no show", attention: "no show" }), NOW)).toMatchObject({ label: "The guest did not show up", tone: "problem" });
    expect(rowState(row({ status: "uncertain", state: null }), NOW).label).toBe("Booking not confirmed");
    expect(rowState(row({ status: "failed", state: null }), NOW).label).toMatch(/^Not booked/);
  });

  it("tells a booking the desk marked not booked from one the ride service refused, with who and when", () => {
    const lost = { status: "failed" as const, state: null, journeyId: null, problem: "Service Unavailable" };
    const marked = row({ ...lost, settlement: { how: "not booked", by: "Ana Agent", at: "2026-11-23T13:05:00.000Z" } });
    expect(rowState(marked, NOW).label).toBe("Marked not booked");
    expect(rowNote(marked, "Europe/Madrid")).toBe("Ana Agent marked it not booked on Mon 23 Nov, 14:05.");
    const again = row({ ...lost, settlement: { how: "rebooked", by: null, at: "2026-11-23T13:05:00.000Z" } });
    expect(rowState(again, NOW).label).toBe("Not booked: booked again");
    expect(rowNote(again, "UTC")).toBe("Someone at the desk said it was not booked and booked it again on Mon 23 Nov, 13:05.");
    for (const r of [marked, again]) expect(`${rowState(r, NOW).label} ${rowNote(r, "UTC")}`).not.toMatch(/refused|The ride service said/);

    const refused = row({ status: "failed", state: null, journeyId: null, problem: "reason is required" });
    expect(rowState(refused, NOW).label).toBe("Not booked: the ride service refused it");
    expect(rowNote(refused, "UTC")).toBe("The ride service said: reason is required");
    // An open problem says more in its own area.
    expect(rowNote(row({ status: "uncertain", state: null, attention: "uncertain", problem: "Service Unavailable" }), "UTC")).toBeNull();
  });

  it("shows the final price once the provider has it, else the estimate", () => {
    expect(rowPrice(row())).toEqual({ text: "€15.00", final: false });
    const eur = (amount: number) => ({ amount, currency: "EUR" });
    expect(rowPrice(row({ totals: { price: eur(1800), discount: eur(0), priceTotal: eur(1800) } }))).toEqual({ text: "€18.00", final: true });
    expect(rowPrice(row({ estimate: null }))).toBeNull();
  });

  it("counts the stops between pickup and destination", () => {
    expect(routeWords(row())).toEqual({ route: "Atocha → Chamartín", via: null });
    expect(routeWords(row({ stopCount: 4 })).via).toBe("2 stops between");
  });
});
