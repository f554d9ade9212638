import { describe, expect, it } from "vitest";
import type { BoardRow } from "./board";
import { pickupTimes, routeWords, rowNote, rowPrice, rowState } from "./board-format";

const row = (over: Partial<BoardRow> = {}): BoardRow => ({
  id: "b1",
  journeyId: "j1",
  status: "booked",
  pickupAt: "2026-11-23T13:30:00.000Z",
  startAt: null,
  zone: "Europe/Madrid",
  riderName: "Ana",
  riderPhone: null,
  requester: "R",
  agent: null,
  pickupLabel: "Atocha",
  destinationLabel: "Chamartín",
  stopCount: 2,
  productName: "Cabify",
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

describe("a board row", () => {
  it("gives the pickup's local time with its place, and the desk's only when its clock reads differently, in the reader's language", () => {
    expect(pickupTimes(row(), "Europe/Madrid", false, "en-GB")).toEqual({ pickup: "14:30", place: "Madrid", desk: null });
    expect(pickupTimes(row(), "America/Mexico_City", false, "en-GB")).toEqual({ pickup: "14:30", place: "Madrid", desk: "07:30" });
    expect(pickupTimes(row(), "Europe/Madrid", true, "en-GB").pickup).toBe("Mon 23 Nov, 14:30");
    expect(pickupTimes(row(), "Europe/Madrid", true, "es-ES").pickup).toBe("lun, 23 nov, 14:30");
    expect(pickupTimes(row({ zone: null }), "America/Lima", false, "en-GB")).toEqual({ pickup: "08:30", place: null, desk: null });
  });

  it("gives the state, and what went wrong for a problem", () => {
    expect(rowState(row(), NOW)).toMatchObject({ status: { kind: "state", state: "hired" }, key: "hired", tone: "active" });
    expect(rowState(row({ state: "terminated", endState: "drop off" }), NOW)).toMatchObject({ status: { kind: "state", state: "drop off" }, tone: "done" });
    expect(rowState(row({ state: "no show", endState: "no show", attention: "no show" }), NOW)).toMatchObject({
      status: { kind: "attention", problem: "no show" },
      tone: "problem",
    });
    expect(rowState(row({ status: "uncertain", state: null }), NOW).status).toEqual({ kind: "attention", problem: "uncertain" });
    expect(rowState(row({ status: "failed", state: null }), NOW).status).toEqual({ kind: "notBooked", how: "refused" });
    expect(rowState(row({ status: "pending", state: null }), NOW).status).toEqual({ kind: "pending" });
  });

  it("shows a ride held for approval, or declined, as such: no journey to describe", () => {
    expect(rowState(row({ status: "awaiting_approval", state: null, journeyId: null }), NOW)).toEqual({
      status: { kind: "approval", status: "awaiting_approval" },
      tone: "unknown",
      key: "awaiting_approval",
      age: null,
    });
    expect(rowState(row({ status: "declined", state: null, journeyId: null }), NOW)).toMatchObject({
      status: { kind: "approval", status: "declined" },
      tone: "cancelled",
      key: "declined",
    });
  });

  it("shows a ride waiting for its guest, and one whose guest never called or that the desk cancelled, with no journey to describe", () => {
    const held = (status: "waiting_for_guest" | "guest_never_ready" | "ready_cancelled") => rowState(row({ status, state: null, journeyId: null }), NOW);
    expect(held("waiting_for_guest")).toEqual({
      status: { kind: "approval", status: "waiting_for_guest" },
      tone: "unknown",
      key: "waiting_for_guest",
      age: null,
    });
    expect(held("guest_never_ready")).toMatchObject({ tone: "cancelled", key: "guest_never_ready" });
    expect(held("ready_cancelled")).toMatchObject({ tone: "cancelled", key: "ready_cancelled" });
  });

  it("tells a booking the desk marked not booked from one the ride service refused, with who and when", () => {
    const lost = { status: "failed" as const, state: null, journeyId: null, problem: "Service Unavailable" };
    const marked = row({ ...lost, settlement: { how: "not booked", by: "Ana Agent", at: "2026-11-23T13:05:00.000Z" } });
    expect(rowState(marked, NOW).status).toEqual({ kind: "notBooked", how: "marked" });
    expect(rowNote(marked)).toEqual({ kind: "settled", how: "marked", by: "Ana Agent", at: "2026-11-23T13:05:00.000Z" });
    const again = row({ ...lost, settlement: { how: "rebooked", by: null, at: "2026-11-23T13:05:00.000Z" } });
    expect(rowState(again, NOW).status).toEqual({ kind: "notBooked", how: "rebooked" });
    expect(rowNote(again)).toEqual({ kind: "settled", how: "rebooked", by: null, at: "2026-11-23T13:05:00.000Z" });

    const refused = row({ status: "failed", state: null, journeyId: null, problem: "reason is required" });
    expect(rowState(refused, NOW).status).toEqual({ kind: "notBooked", how: "refused" });
    expect(rowNote(refused)).toEqual({ kind: "providerSaid", text: "reason is required" });
    // An open problem says more in its own area.
    expect(rowNote(row({ status: "uncertain", state: null, attention: "uncertain", problem: "Service Unavailable" }))).toBeNull();
  });

  it("shows the final price once the provider has it, else the estimate, formatted for the reader", () => {
    expect(rowPrice(row(), "en-GB")).toEqual({ text: "€15.00", final: false });
    const eur = (amount: number) => ({ amount, currency: "EUR" });
    expect(rowPrice(row({ totals: { price: eur(1800), discount: eur(0), priceTotal: eur(1800) } }), "en-GB")).toEqual({ text: "€18.00", final: true });
    expect(rowPrice(row(), "es-ES")?.text).toBe("15,00\u00a0€");
    expect(rowPrice(row({ estimate: null }), "en-GB")).toBeNull();
  });

  it("counts the stops between pickup and destination", () => {
    expect(routeWords(row())).toEqual({ route: "Atocha → Chamartín", between: 0 });
    expect(routeWords(row({ stopCount: 4 })).between).toBe(2);
  });
});
