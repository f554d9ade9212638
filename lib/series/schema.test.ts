import { describe, expect, it } from "vitest";
import { z } from "@/lib/zod";
import { refineRepeat, repeatSchema } from "./schema";

const checked = (repeat: unknown, firstDay: string | null) =>
  z
    .object({ repeat: repeatSchema })
    .superRefine((v, ctx) => refineRepeat(v.repeat, firstDay, ctx, ["repeat"]))
    .safeParse({ repeat });
const problems = (r: ReturnType<typeof checked>) => (r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message])));

describe("the repeat rules", () => {
  it("take weekdays once each, in order, and a number of rides or a last day", () => {
    const r = checked({ weekdays: [5, 1, 1, 3], end: { kind: "rides", rides: 20 } }, "2027-01-11");
    expect(r.success && r.data.repeat.weekdays).toEqual([1, 3, 5]);
    expect(checked({ weekdays: [1], end: { kind: "until", date: "2027-01-11" } }, "2027-01-11").success).toBe(true);
  });

  it("refuse in words no weekday, a number of rides out of range, and a last day before the first or a year on", () => {
    expect(problems(checked({ weekdays: [], end: { kind: "rides", rides: 5 } }, "2027-01-11"))).toEqual({ "repeat.weekdays": "$series.repeat.weekdays" });
    expect(problems(checked({ weekdays: [1], end: { kind: "rides", rides: 1 } }, "2027-01-11"))["repeat.end.rides"]).toBe(
      '$series.repeat.rides{"min":2,"max":260}',
    );
    expect(problems(checked({ weekdays: [1], end: { kind: "rides", rides: 261 } }, "2027-01-11"))["repeat.end.rides"]).toBe(
      '$series.repeat.rides{"min":2,"max":260}',
    );
    expect(problems(checked({ weekdays: [1], end: { kind: "until", date: "2027-01-10" } }, "2027-01-11"))).toEqual({
      "repeat.end.date": "$series.repeat.untilBeforeStart",
    });
    expect(problems(checked({ weekdays: [1], end: { kind: "until", date: "2028-01-12" } }, "2027-01-11"))).toEqual({
      "repeat.end.date": '$series.repeat.untilTooFar{"days":366}',
    });
    expect(checked({ weekdays: [1], end: { kind: "until", date: "2028-01-11" } }, "2027-01-11").success).toBe(true);
  });

  it("repeat only a reservation", () => {
    expect(problems(checked({ weekdays: [1], end: { kind: "rides", rides: 5 } }, null))).toEqual({ "repeat.weekdays": "$series.repeat.reservationOnly" });
  });
});
