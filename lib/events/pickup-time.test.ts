import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { inEnglish } from "@/lib/i18n/in-english";
import { checkReservation, readPickupTime } from "./pickup-time";

const MADRID = "Europe/Madrid";
const now = Date.UTC(2027, 0, 12, 9, 0, 0); // 10:00 in Madrid
const error = (r: object) => ("error" in r ? inEnglish(r.error as string) : null);

describe("the pickup time cell", () => {
  it("is as soon as possible when empty", () => {
    expect(readPickupTime(undefined)).toEqual({ kind: "asap" });
    expect(readPickupTime("   ")).toEqual({ kind: "asap" });
  });

  it("reads ISO dates as spreadsheet date cells become, and day-first dates as Spanish and Portuguese sheets write them", () => {
    const reserved = { kind: "reserved", date: "2026-12-01", time: "09:30" };
    for (const text of [
      "2026-12-01 09:30",
      "2026-12-01T09:30",
      "2026-12-01 09:30:00",
      "2026-12-1 9:30",
      "01/12/2026 09:30",
      "1/12/2026 9:30",
      "01-12-2026 09:30",
      "01.12.2026, 09:30",
      " 01/12/2026   09:30:59 ",
    ]) {
      expect(readPickupTime(text), text).toEqual(reserved);
    }
  });

  it("refuses a time without a date, a date without a time, and other shapes, saying what to write", () => {
    expect(error(readPickupTime("09:30"))).toBe("Write the date too, e.g. 01/12/2026 09:30, or leave the cell empty for as soon as possible.");
    expect(error(readPickupTime("01/12/2026"))).toBe("Write the time too, e.g. 01/12/2026 09:30.");
    expect(error(readPickupTime("2026-12-01"))).toMatch(/Write the time too/);
    for (const text of ["tomorrow 9am", "12/01/26 09:30", "2026-12-01 25:00", "2026-12-01 09:61", "9.30"]) {
      expect(error(readPickupTime(text)), text).toMatch(/^Write the pickup time as 2026-12-01 09:30 or 01\/12\/2026 09:30/);
    }
  });

  it("reads any valid day-first date and time back to the same wall clock", () => {
    fc.assert(
      fc.property(fc.date({ min: new Date("2000-01-01"), max: new Date("2099-12-31"), noInvalidDate: true }), (d) => {
        const p = (n: number) => String(n).padStart(2, "0");
        const text = `${p(d.getUTCDate())}/${p(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}`;
        expect(readPickupTime(text)).toEqual({ kind: "reserved", date: d.toISOString().slice(0, 10), time: d.toISOString().slice(11, 16) });
      }),
    );
  });
});

describe("the reservation window, on the pickup's clock", () => {
  const at = (date: string, time: string) => ({ kind: "reserved" as const, date, time });

  it("gives the provider's start_at from 30 minutes to 60 days ahead, and none for as soon as possible", () => {
    expect(checkReservation({ kind: "asap" }, MADRID, now)).toEqual({ startAt: null });
    expect(checkReservation(at("2027-01-12", "10:30"), MADRID, now)).toEqual({ startAt: "2027-01-12 10:30:00" });
    expect(checkReservation(at("2027-03-13", "10:00"), MADRID, now)).toEqual({ startAt: "2027-03-13 10:00:00" });
  });

  it("refuses 29 minutes ahead and a time past, repeating it and the time at the pickup now", () => {
    expect(error(checkReservation(at("2027-01-12", "10:29"), MADRID, now))).toBe(
      "12 Jan 2027, 10:29 at the pickup (Europe/Madrid) is less than 30 minutes away, or already past: it is 12 Jan 2027, 10:00 there now. Choose a later time, or leave the cell empty for as soon as possible.",
    );
    expect(error(checkReservation(at("2027-01-11", "10:00"), MADRID, now))).toMatch(/^11 Jan 2027, 10:00 at the pickup/);
    // In Mexico City the same moment is 03:00: the sheet's time is read on the pickup's clock, not the agent's.
    expect(error(checkReservation(at("2027-01-12", "03:20"), "America/Mexico_City", now, "es-ES"))).toMatch(/it is 12 ene 2027, 3:00 there now/);
  });

  it("refuses more than 60 days ahead, and a time the clocks skip", () => {
    expect(error(checkReservation(at("2027-03-13", "10:01"), MADRID, now))).toMatch(
      /^13 Mar 2027, 10:01 at the pickup \(Europe\/Madrid\) is more than 60 days ahead/,
    );
    expect(error(checkReservation(at("2027-03-28", "02:30"), MADRID, Date.UTC(2027, 2, 20)))).toMatch(/does not exist in Europe\/Madrid/);
    expect(error(checkReservation(at("2027-02-30", "10:00"), MADRID, now))).toBe("Enter a real date and time.");
  });
});
