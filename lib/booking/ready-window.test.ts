import { describe, expect, it } from "vitest";
import { defaultReadyWindow, readReadyWindow, wallClockIn, windowPhase, type ReadyWindow, type ReadyWindowProblem } from "./ready-window";

const NOW = Date.parse("2026-11-29T08:00:00Z"); // 09:00 in Madrid
const HOUR = 3_600_000;
const read = (date: string, from: string, until: string, zone = "Europe/Madrid", now = NOW) => readReadyWindow({ date, from, until }, zone, now);
const ok = (r: ReadyWindow | ReadyWindowProblem) => {
  if ("kind" in r) throw new Error(`refused: ${r.kind}`);
  return { opens: r.opensAt.toISOString(), closes: r.closesAt.toISOString() };
};

describe("a guest's window, on the pickup's clock", () => {
  it("starts as today from now until 23:59 on the pickup's clock, whichever zone", () => {
    expect(defaultReadyWindow(NOW, "Europe/Madrid")).toEqual({ date: "2026-11-29", from: "09:00", until: "23:59" });
    expect(defaultReadyWindow(NOW, "America/New_York")).toEqual({ date: "2026-11-29", from: "03:00", until: "23:59" });
    expect(defaultReadyWindow(NOW, "Pacific/Auckland")).toEqual({ date: "2026-11-29", from: "21:00", until: "23:59" });
  });

  it("reads the same typed times as different instants in different zones", () => {
    expect(ok(read("2026-11-30", "17:00", "19:00"))).toEqual({ opens: "2026-11-30T16:00:00.000Z", closes: "2026-11-30T18:00:00.000Z" });
    expect(ok(read("2026-11-30", "17:00", "19:00", "America/Sao_Paulo"))).toEqual({ opens: "2026-11-30T20:00:00.000Z", closes: "2026-11-30T22:00:00.000Z" });
    expect(ok(read("2026-11-30", "17:00", "19:00", "Asia/Tokyo"))).toEqual({ opens: "2026-11-30T08:00:00.000Z", closes: "2026-11-30T10:00:00.000Z" });
  });

  it("opens now when it opened already, and is refused once it has closed", () => {
    expect(ok(read("2026-11-29", "07:00", "23:59"))).toEqual({ opens: "2026-11-29T08:00:00.000Z", closes: "2026-11-29T22:59:00.000Z" });
    expect(read("2026-11-29", "07:00", "08:59")).toMatchObject({ kind: "past", field: "until" });
    expect(read("2026-11-28", "10:00", "12:00")).toMatchObject({ kind: "past" });
  });

  it("refuses a window ending before it starts, or opening more than 60 days ahead", () => {
    expect(read("2026-11-30", "19:00", "17:00")).toMatchObject({ kind: "backwards", field: "until" });
    expect(read("2026-11-30", "19:00", "19:00")).toMatchObject({ kind: "backwards" });
    expect(ok(read("2027-01-28", "09:00", "12:00")).opens).toBe("2027-01-28T08:00:00.000Z");
    expect(read("2027-01-28", "09:01", "12:00")).toMatchObject({ kind: "too_far", field: "date" });
    expect(read("2027-03-01", "09:00", "12:00")).toMatchObject({ kind: "too_far" });
  });

  it("refuses a date or time that does not exist", () => {
    expect(read("2027-02-30", "09:00", "12:00")).toMatchObject({ kind: "invalid", field: "from" });
    expect(read("2026-11-30", "09:00", "25:00")).toMatchObject({ kind: "invalid", field: "until" });
  });

  it("takes an edge the clocks skip as the moment after, one they pass twice as the first, and measures a window across the change in real hours", () => {
    const spring = Date.parse("2027-03-27T12:00:00Z");
    // Madrid skips 02:00–03:00 on 28 March 2027: 02:30 is taken as 03:30 (01:30Z).
    expect(ok(read("2027-03-28", "02:30", "04:00", "Europe/Madrid", spring))).toEqual({
      opens: "2027-03-28T01:30:00.000Z",
      closes: "2027-03-28T02:00:00.000Z",
    });
    const across = ok(read("2027-03-28", "01:00", "05:00", "Europe/Madrid", spring));
    expect(Date.parse(across.closes) - Date.parse(across.opens)).toBe(3 * HOUR);
    // Madrid passes 02:00–03:00 twice on 25 October 2026: 02:30 is its first time (00:30Z).
    const autumn = Date.parse("2026-10-24T12:00:00Z");
    expect(ok(read("2026-10-25", "02:30", "06:00", "Europe/Madrid", autumn)).opens).toBe("2026-10-25T00:30:00.000Z");
    const back = ok(read("2026-10-25", "01:00", "05:00", "Europe/Madrid", autumn));
    expect(Date.parse(back.closes) - Date.parse(back.opens)).toBe(5 * HOUR);
    // New York's own change, a week later than Madrid's.
    expect(ok(read("2026-11-01", "01:30", "03:00", "America/New_York", autumn)).opens).toBe("2026-11-01T05:30:00.000Z");
  });

  it("stands before, open or closed at a moment", () => {
    const w = { readyFrom: new Date(NOW), readyUntil: new Date(NOW + HOUR) };
    expect(windowPhase(w, NOW - 1)).toBe("before");
    expect(windowPhase(w, NOW)).toBe("open");
    expect(windowPhase(w, NOW + HOUR - 1)).toBe("open");
    expect(windowPhase(w, NOW + HOUR)).toBe("closed");
  });

  it("writes an instant as the pickup's clock reads it", () => {
    expect(wallClockIn(new Date("2026-11-29T22:59:00Z"), "Europe/Madrid")).toBe("2026-11-29 23:59:00");
    expect(wallClockIn(new Date("2026-11-29T22:59:00Z"), "America/Sao_Paulo")).toBe("2026-11-29 19:59:00");
  });
});
