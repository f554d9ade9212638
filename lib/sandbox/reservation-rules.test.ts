import fc from "fast-check";
import { beforeEach, describe, expect, it } from "vitest";
import { formatLocal } from "./local-time";
import { estimateAndBook, PLACES, REQUESTER, stopsOf, testSandbox, type TestSandbox } from "./testing";

const MIN = 60_000;
const DAY = 24 * 60 * MIN;
const MADRID = "Europe/Madrid";
const pad = (n: number) => String(n).padStart(2, "0");
/** Day of the month of a month's last Sunday, when Europe changes its clocks (month from 1). */
const lastSunday = (year: number, month: number) => {
  const last = new Date(Date.UTC(year, month, 0));
  return last.getUTCDate() - last.getUTCDay();
};

let t: TestSandbox;
let tok: string;
beforeEach(async () => {
  t = testSandbox();
  tok = await t.token();
});

const estimateAt = (start_at: string) =>
  t.call("POST", "/api/v4/estimates", {
    token: tok,
    body: { requester_id: REQUESTER, start_type: "reserved", start_at, stops: stopsOf(PLACES.sol, PLACES.retiro) },
  });

describe("reservation window: 30 minutes to 60 days ahead, in the pickup's local time", () => {
  it("refuses 29:59 ahead and accepts 30:00 ahead", async () => {
    const early = await estimateAt(t.localIn(30 * MIN - 1000));
    expect(early.status).toBe(400);
    expect(early.json).toMatchObject({ field: "start_at" });
    expect(early.json.message).toMatch(/at least 30 minutes/);
    expect((await estimateAt(t.localIn(30 * MIN))).status).toBe(200);
  });

  it("accepts exactly 60 days ahead and refuses a second more", async () => {
    expect((await estimateAt(t.localIn(60 * DAY))).status).toBe(200);
    const late = await estimateAt(t.localIn(60 * DAY + 1000));
    expect(late.status).toBe(400);
    expect(late.json.message).toMatch(/at most 60 days/);
  });

  it("counts 60 days in local calendar days across a daylight-saving change", async () => {
    // From 12 February, 60 days ahead crosses the March change in Madrid: the limit is 13 April at the same wall-clock time.
    t.clock.set(Date.UTC(2027, 1, 12, 8, 0, 0)); // 09:00 in Madrid (CET)
    tok = await t.token();
    expect((await estimateAt("2027-04-13 09:00:00")).status).toBe(200);
    expect((await estimateAt("2027-04-13 09:00:01")).status).toBe(400);
  });

  it("refuses a local time skipped by the spring daylight-saving change", async () => {
    t.clock.set(Date.UTC(2027, 2, 20, 9, 0, 0));
    tok = await t.token();
    const gap = await estimateAt("2027-03-28 02:30:00");
    expect(gap.status).toBe(400);
    expect(gap.json.message).toMatch(/does not exist in Europe\/Madrid/);
    expect((await estimateAt("2027-03-28 03:30:00")).status).toBe(200);
  });

  it("accepts a repeated local time of the autumn change", async () => {
    t.clock.set(Date.UTC(2027, 9, 20, 9, 0, 0));
    tok = await t.token();
    expect((await estimateAt("2027-10-31 02:30:00")).status).toBe(200);
  });

  it("refuses malformed and impossible times", async () => {
    for (const bad of ["2027-01-13T10:00:00", "2027-01-13 10:00", "13/01/2027 10:00:00", "2027-02-30 10:00:00", "2027-01-13 24:00:00"]) {
      const r = await estimateAt(bad);
      expect(r.status, bad).toBe(400);
      expect(r.json.field).toBe("start_at");
    }
  });

  it("judges lead times within 2 minutes of 30:00 by the second", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 28 * 60, max: 32 * 60 }), async (seconds) => {
        const r = await estimateAt(t.localIn(seconds * 1000));
        expect(r.status, `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")} ahead`).toBe(seconds >= 30 * 60 ? 200 : 400);
        if (r.status === 400) expect(r.json.message).toMatch(/^start_at must be at least 30 minutes ahead/);
      }),
      { numRuns: 80, examples: [[29 * 60 + 59], [30 * 60]] },
    );
  });

  it("judges lead times within a day of 60 days, counted in Madrid's calendar days", async () => {
    // [now in UTC, the latest start it allows in UTC]: 60 days of 24 hours in winter; one hour less
    // when the window takes in the March change, as 60 days run to the same wall-clock time.
    const cases = [
      [Date.UTC(2027, 0, 12, 9, 0, 0), Date.UTC(2027, 2, 13, 9, 0, 0)],
      [Date.UTC(2027, 1, 12, 8, 0, 0), Date.UTC(2027, 3, 13, 7, 0, 0)],
    ] as const;
    for (const [now, limit] of cases) {
      t.clock.set(now);
      tok = await t.token();
      const at = (ms: number) => estimateAt(formatLocal(ms, MADRID));
      expect((await at(limit)).status).toBe(200);
      expect((await at(limit + MIN)).status).toBe(400);
      await fc.assert(
        fc.asyncProperty(fc.integer({ min: -DAY / 1000, max: DAY / 1000 }), async (offset) => {
          const r = await at(limit + offset * 1000);
          expect(r.status, `${offset} s from the limit`).toBe(offset <= 0 ? 200 : 400);
          if (r.status === 400) expect(r.json.message).toMatch(/^start_at must be at most 60 days ahead/);
        }),
        { numRuns: 60, examples: [[0], [1], [60], [-1]] },
      );
    }
  });

  it("refuses every time skipped by the spring change, naming start_at", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 2027, max: 2040 }), fc.integer({ min: 0, max: 3599 }), async (year, second) => {
        const day = lastSunday(year, 3);
        t.clock.set(Date.UTC(year, 2, day - 10, 9, 0, 0));
        tok = await t.token();
        const r = await estimateAt(`${year}-03-${day} 02:${pad(Math.floor(second / 60))}:${pad(second % 60)}`);
        expect(r.status).toBe(400);
        expect(r.json.field).toBe("start_at");
        expect(r.json.message).toMatch(/^start_at does not exist in Europe\/Madrid/);
        // Either side of the gap is a real time.
        expect((await estimateAt(`${year}-03-${day} 01:59:59`)).status).toBe(200);
        expect((await estimateAt(`${year}-03-${day} 03:00:00`)).status).toBe(200);
      }),
      { numRuns: 40 },
    );
  });

  it("reads every time repeated by the autumn change as its first occurrence", async () => {
    // With now 30 minutes before the first occurrence the time is accepted, and 29:59 before it is
    // refused; read as the second occurrence it would be 90 minutes ahead and accepted both times.
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 2027, max: 2040 }), fc.integer({ min: 0, max: 3599 }), async (year, second) => {
        const day = lastSunday(year, 10);
        const startAt = `${year}-10-${day} 02:${pad(Math.floor(second / 60))}:${pad(second % 60)}`;
        const first = Date.UTC(year, 9, day, 0, 0, second); // 02:mm:ss at UTC+2, summer time
        t.clock.set(first - 30 * MIN);
        tok = await t.token();
        expect((await estimateAt(startAt)).status).toBe(200);
        t.clock.set(first - 30 * MIN + 1000);
        const late = await estimateAt(startAt);
        expect(late.status).toBe(400);
        expect(late.json.message).toMatch(/^start_at must be at least 30 minutes ahead/);
      }),
      { numRuns: 40 },
    );
  });

  it("judges any lead time on the right side of both edges", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: -DAY / 1000, max: 61 * (DAY / 1000) }), async (seconds) => {
        const r = await estimateAt(t.localIn(seconds * 1000));
        const ok = seconds * 1000 >= 30 * MIN && seconds * 1000 <= 60 * DAY;
        expect(r.status).toBe(ok ? 200 : 400);
      }),
      { numRuns: 60 },
    );
  });

  it("applies the same window to the journey itself", async () => {
    const start_at = t.localIn(45 * MIN);
    const { booked } = await estimateAndBook(t, tok, { start_at });
    expect(booked.status).toBe(200);
    // The estimate was fine, but 16 minutes later the reservation is less than 30 minutes away.
    const second = await estimateAndBook(t, tok, { start_at: t.localIn(31 * MIN) });
    expect(second.booked.status).toBe(200);
    const est = await estimateAt(t.localIn(31 * MIN));
    expect(est.status).toBe(200);
    t.clock.advance(2 * MIN);
    const late = await t.call("POST", "/api/v4/journey", {
      token: tok,
      body: {
        product_id: est.json[0].product.id,
        requester_id: REQUESTER,
        rider: { id: REQUESTER },
        start_at: t.localIn(29 * MIN),
        stops: stopsOf(PLACES.sol, PLACES.retiro),
      },
    });
    expect(late.status).toBe(400);
    expect(late.json.field).toBe("start_at");
  });
});
