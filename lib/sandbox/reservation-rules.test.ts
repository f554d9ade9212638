import fc from "fast-check";
import { beforeEach, describe, expect, it } from "vitest";
import { estimateAndBook, PLACES, REQUESTER, stopsOf, testSandbox, type TestSandbox } from "./testing";

const MIN = 60_000;
const DAY = 24 * 60 * MIN;

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
      body: { product_id: est.json[0].product.id, requester_id: REQUESTER, rider: { id: REQUESTER }, start_at: t.localIn(29 * MIN), stops: stopsOf(PLACES.sol, PLACES.retiro) },
    });
    expect(late.status).toBe(400);
    expect(late.json.field).toBe("start_at");
  });
});
