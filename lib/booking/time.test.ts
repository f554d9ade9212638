import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { inEnglish } from "@/lib/i18n/in-english";
import { isProblem, readReservation, reservationBounds } from "./time";

const MADRID = "Europe/Madrid";
const now = Date.UTC(2027, 0, 12, 9, 0, 0); // 10:00 in Madrid
const kind = (r: ReturnType<typeof readReservation>) => (isProblem(r) ? r.kind : "ok");

describe("reservation time in the pickup's zone", () => {
  it("refuses 29 minutes ahead and accepts 30", () => {
    expect(kind(readReservation("2027-01-12", "10:29", MADRID, now))).toBe("too_soon");
    expect(kind(readReservation("2027-01-12", "10:30", MADRID, now))).toBe("ok");
    expect(kind(readReservation("2027-01-12", "10:29:59", MADRID, now))).toBe("too_soon");
  });

  it("accepts exactly 60 days ahead and refuses a minute more, counting calendar days in the zone", () => {
    expect(kind(readReservation("2027-03-13", "10:00", MADRID, now))).toBe("ok");
    expect(kind(readReservation("2027-03-13", "10:01", MADRID, now))).toBe("too_far");
    // Across the spring change: 60 days from 12 Feb 10:00 is 13 Apr 10:00 local, 23 hours' worth of a day shorter.
    const feb = Date.UTC(2027, 1, 12, 9, 0, 0);
    expect(kind(readReservation("2027-04-13", "10:00", MADRID, feb))).toBe("ok");
    expect(kind(readReservation("2027-04-13", "10:01", MADRID, feb))).toBe("too_far");
  });

  it("explains a time the clocks skip and one they pass twice", () => {
    const march = Date.UTC(2027, 2, 20, 9, 0, 0);
    const gap = readReservation("2027-03-28", "02:30", MADRID, march);
    expect(gap).toMatchObject({ kind: "nonexistent" });
    expect(inEnglish(isProblem(gap) ? gap.message : null)).toBe(
      "2027-03-28 02:30 does not exist in Europe/Madrid: the clocks go forward then. Choose a time an hour later or earlier.",
    );
    // In the reader's language, still on the pickup's clock.
    const inSpanish = readReservation("2027-03-28", "02:30", MADRID, march, "es-ES");
    expect(inEnglish(isProblem(inSpanish) ? inSpanish.message : null)).toMatch(/^28 mar 2027, 2:30 does not exist/);
    const october = Date.UTC(2027, 9, 20, 9, 0, 0);
    expect(readReservation("2027-10-31", "02:30", MADRID, october)).toMatchObject({ kind: "ambiguous" });
    expect(kind(readReservation("2027-10-31", "03:30", MADRID, october))).toBe("ok");
  });

  it("gives the provider's start_at in the pickup's wall-clock time", () => {
    expect(readReservation("2027-01-12", "18:45", MADRID, now)).toEqual({
      startAt: "2027-01-12 18:45:00",
      epochMs: Date.UTC(2027, 0, 12, 17, 45),
      zone: MADRID,
    });
    const ny = readReservation("2027-01-12", "18:45", "America/New_York", now);
    expect(!isProblem(ny) && ny.epochMs).toBe(Date.UTC(2027, 0, 12, 23, 45));
  });

  it("refuses impossible dates", () => {
    expect(kind(readReservation("2027-02-30", "10:00", MADRID, now))).toBe("invalid");
    expect(kind(readReservation("2027-01-12", "25:00", MADRID, now))).toBe("invalid");
  });

  it("agrees with its own bounds for any lead time", () => {
    fc.assert(
      fc.property(fc.integer({ min: -60, max: 61 * 24 * 60 }), (minutes) => {
        const t = new Date(now + minutes * 60_000);
        const local = new Intl.DateTimeFormat("sv-SE", { timeZone: MADRID, dateStyle: "short", timeStyle: "short" }).format(t).split(" ");
        const ok = minutes >= 30 && minutes <= 60 * 24 * 60;
        expect(kind(readReservation(local[0]!, local[1]!, MADRID, now)) === "ok").toBe(ok);
      }),
      { numRuns: 300 },
    );
    expect(reservationBounds(now, MADRID)).toEqual({ min: { date: "2027-01-12", time: "10:30" }, max: { date: "2027-03-13", time: "10:00" } });
  });
});
