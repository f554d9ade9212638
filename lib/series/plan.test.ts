import { describe, expect, it } from "vitest";
import { planSeries, MAX_SERIES_RIDES } from "./plan";

const MADRID = "Europe/Madrid";
const NO_HOLIDAYS = new Map<string, string>();
/** Monday 4 January 2027, 08:00 in Madrid: well before every series here. */
const NOW = Date.UTC(2027, 0, 4, 7, 0);
const WEEKDAYS = [1, 2, 3, 4, 5];

describe("a series' days", () => {
  it("are the chosen weekdays from the first day until the last, at the time on the pickup's clock", () => {
    const days = planSeries({ startDate: "2027-01-11", time: "08:30", weekdays: WEEKDAYS, untilDate: "2027-01-24", rides: null }, MADRID, NO_HOLIDAYS, NOW);
    expect(days.map((d) => d.startAt)).toEqual([
      "2027-01-11 08:30:00",
      "2027-01-12 08:30:00",
      "2027-01-13 08:30:00",
      "2027-01-14 08:30:00",
      "2027-01-15 08:30:00",
      "2027-01-18 08:30:00",
      "2027-01-19 08:30:00",
      "2027-01-20 08:30:00",
      "2027-01-21 08:30:00",
      "2027-01-22 08:30:00",
    ]);
    // 08:30 in Madrid in winter is 07:30 UTC.
    expect(days[0]!.epochMs).toBe(Date.UTC(2027, 0, 11, 7, 30));
  });

  it("skip the company's holidays, listed with their name, and a number of rides counts only rides", () => {
    const holidays = new Map([["2027-01-13", "Company day"]]);
    const days = planSeries({ startDate: "2027-01-11", time: "08:30", weekdays: WEEKDAYS, untilDate: null, rides: 4 }, MADRID, holidays, NOW);
    expect(days.map((d) => [d.day, d.skip])).toEqual([
      ["2027-01-11", null],
      ["2027-01-12", null],
      ["2027-01-13", { kind: "holiday", name: "Company day" }],
      ["2027-01-14", null],
      ["2027-01-15", null],
    ]);
    expect(days[2]!.startAt).toBeNull();
  });

  it("skip a time the clocks jump over on the spring-forward day, and one they pass twice on the fall-back day", () => {
    const spring = planSeries({ startDate: "2027-03-21", time: "02:30", weekdays: [7], untilDate: "2027-04-04", rides: null }, MADRID, NO_HOLIDAYS, NOW);
    expect(spring.map((d) => [d.day, d.startAt, d.skip])).toEqual([
      ["2027-03-21", "2027-03-21 02:30:00", null],
      ["2027-03-28", null, { kind: "nonexistent" }],
      ["2027-04-04", "2027-04-04 02:30:00", null],
    ]);
    const autumn = planSeries({ startDate: "2027-10-24", time: "02:30", weekdays: [7], untilDate: "2027-11-07", rides: null }, MADRID, NO_HOLIDAYS, NOW);
    expect(autumn.map((d) => d.skip)).toEqual([null, { kind: "ambiguous" }, null]);
    // Any other time of those days is an ordinary ride, an hour nearer or further from UTC.
    const nine = planSeries({ startDate: "2027-03-27", time: "09:00", weekdays: [6, 7], untilDate: "2027-03-28", rides: null }, MADRID, NO_HOLIDAYS, NOW);
    expect(nine.map((d) => d.epochMs)).toEqual([Date.UTC(2027, 2, 27, 8), Date.UTC(2027, 2, 28, 7)]);
  });

  it("follow the pickup's own clock, not the server's", () => {
    const days = planSeries({ startDate: "2027-01-11", time: "08:30", weekdays: [1], untilDate: null, rides: 1 }, "America/Lima", NO_HOLIDAYS, NOW);
    expect(days[0]!.epochMs).toBe(Date.UTC(2027, 0, 11, 13, 30));
  });

  it("start with the first day at least 30 minutes away", () => {
    const now = Date.UTC(2027, 0, 11, 7, 10); // 08:10 in Madrid: 08:30 today is too soon
    const days = planSeries({ startDate: "2027-01-11", time: "08:30", weekdays: WEEKDAYS, untilDate: null, rides: 2 }, MADRID, NO_HOLIDAYS, now);
    expect(days.map((d) => d.day)).toEqual(["2027-01-12", "2027-01-13"]);
  });

  it("stop at the cap however many rides are asked for", () => {
    const days = planSeries(
      { startDate: "2027-01-11", time: "08:30", weekdays: [1, 2, 3, 4, 5, 6, 7], untilDate: null, rides: 10_000 },
      MADRID,
      NO_HOLIDAYS,
      NOW,
    );
    expect(days.length).toBe(MAX_SERIES_RIDES);
  });
});
