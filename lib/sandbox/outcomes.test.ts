import { describe, expect, it } from "vitest";
import { decideOutcome } from "./outcomes";
import { NO_SHARES } from "./outcome-shares";
import { SEARCH_MS } from "./progress";
import { estimateAndBook, ORIGIN, REQUESTER, testSandbox } from "./testing";
import type { SandboxOptions } from "./index";

const MIN = 60_000;

async function setup(options: SandboxOptions = {}) {
  const t = testSandbox({ clockSpeed: 1, tokenTtlSeconds: 7 * 24 * 3600, ...options });
  const tok = await t.token();
  const basic = `Basic ${Buffer.from(`${t.sandbox.credentials.clientId}:${t.sandbox.credentials.clientSecret}`).toString("base64")}`;
  const control = async (method: string, path: string, body?: unknown) => {
    const r = await t.sandbox.handle(
      new Request(ORIGIN + path, { method, headers: { authorization: basic }, body: body === undefined ? undefined : JSON.stringify(body) }),
    );
    return { status: r.status, json: await r.json().catch(() => undefined) };
  };
  const book = async () => (await estimateAndBook(t, tok)).booked.json.id as string;
  const details = async (id: string) => (await t.call("GET", `/api/v4/journey/${id}`, { token: tok })).json;
  const live = async (id: string) => (await t.call("GET", `/api/v4/journey/${id}/state`, { token: tok, query: { requester_id: REQUESTER } })).json;
  const force = (id: string, outcome: string) => control("POST", `/_sandbox/journeys/${id}/outcome`, { outcome });
  const keepSearching = (id: string, token: string | null = tok) => t.call("POST", `/api/v4/journey/${id}/keep_searching`, { token });
  const cancel = (id: string) => t.call("POST", `/api/v4/journey/${id}/state`, { token: tok });
  /** Moves the clock until the journey reaches a state; fails after a simulated day. */
  const until = async (id: string, state: string) => {
    for (let i = 0; i < 24 * 60 * 4; i++) {
      const d = await details(id);
      if (d.current_state === state) return d;
      t.clock.advance(15_000);
    }
    throw new Error(`journey ${id} never reached ${state}`);
  };
  return { t, tok, control, book, details, live, force, keepSearching, cancel, until };
}

const ended = (d: { finished: boolean; end_state: string | null; end_at: string | null; current_state: string }) => ({
  current_state: d.current_state,
  end_state: d.end_state,
  finished: d.finished,
  ended: d.end_at !== null,
});

describe("a drop off", () => {
  it("has its end_at at the drop off, and totals only once terminated", async () => {
    const s = await setup();
    const id = await s.book();
    const dropped = await s.until(id, "drop off");
    expect(dropped).toMatchObject({ end_state: "drop off", finished: true, totals: null });
    expect(dropped.end_at).not.toBeNull();
    const done = await s.until(id, "terminated");
    expect(done.totals.price_total.amount).toBeGreaterThan(0);
    expect(done.end_at).toBe(dropped.end_at);
  });
});

describe("not found and keep_searching", () => {
  it("searches 5 minutes, ends in not found for good, and refuses a cancel with 409", async () => {
    const s = await setup();
    const id = await s.book();
    expect((await s.force(id, "not found")).status).toBe(200);
    s.t.clock.advance(SEARCH_MS - 1000);
    expect(await s.details(id)).toMatchObject({ current_state: "hire", finished: false, end_state: null, end_at: null });
    s.t.clock.advance(1000);
    const d = await s.details(id);
    expect(ended(d)).toEqual({ current_state: "not found", end_state: "not found", finished: true, ended: true });
    expect(d).toMatchObject({ start_at: null, totals: null });
    expect((await s.live(id)).driver).toBeUndefined();
    expect((await s.cancel(id)).status).toBe(409);
    s.t.clock.advance(24 * 60 * MIN);
    expect(ended(await s.details(id))).toEqual({ current_state: "not found", end_state: "not found", finished: true, ended: true });
  });

  it("keep_searching answers 204 with no body, searches again for 5 minutes, then a driver is found", async () => {
    const s = await setup();
    const id = await s.book();
    await s.force(id, "not found");
    s.t.clock.advance(SEARCH_MS + 2 * MIN);
    const again = await s.keepSearching(id);
    expect(again.status).toBe(204);
    expect(again.text).toBe("");
    expect(await s.details(id)).toMatchObject({ current_state: "hire", finished: false, end_state: null, end_at: null, start_at: null });
    s.t.clock.advance(SEARCH_MS - 1000);
    expect((await s.details(id)).current_state).toBe("hire");
    s.t.clock.advance(1000);
    const hired = await s.details(id);
    expect(hired.current_state).toBe("hired");
    expect(Date.parse(hired.start_at)).toBe(s.t.clock.now());
    expect((await s.live(id)).driver?.name).toBeTruthy();
    expect((await s.until(id, "terminated")).end_state).toBe("drop off");
    expect(s.t.sandbox.state.requests.map((r) => [r.path, r.body]).at(-1)).toEqual([`/api/v4/journey/${id}/keep_searching`, ""]);
  });

  it("ends in not found again when forced again during the new search", async () => {
    const s = await setup();
    const id = await s.book();
    await s.force(id, "not found");
    s.t.clock.advance(SEARCH_MS);
    expect((await s.keepSearching(id)).status).toBe(204);
    await s.force(id, "not found");
    s.t.clock.advance(SEARCH_MS);
    expect((await s.details(id)).end_state).toBe("not found");
    expect((await s.keepSearching(id)).status).toBe(204);
  });

  it("refuses keep_searching in any other state with a 400 that says why; 404 and 401 as elsewhere", async () => {
    const s = await setup();
    const id = await s.book();
    const searching = await s.keepSearching(id);
    expect(searching.status).toBe(400);
    expect(searching.json.message).toMatch(/still searching.*only possible after "not found"/);
    await s.until(id, "hired");
    expect((await s.keepSearching(id)).json.message).toMatch(/"hired"/);
    await s.until(id, "drop off");
    expect((await s.keepSearching(id)).status).toBe(400);
    const cancelled = await s.book();
    await s.cancel(cancelled);
    expect((await s.keepSearching(cancelled)).json.message).toMatch(/"rider cancel"/);
    expect((await s.keepSearching("9b1c4a52-0d7e-4f3a-8c21-6e5d4b3a2f10")).status).toBe(404);
    expect((await s.keepSearching(id, null)).status).toBe(401);
  });
});

describe("driver cancel and no show", () => {
  it("a driver cancel comes while the driver is on the way; the driver is gone and the end stays", async () => {
    const s = await setup();
    const id = await s.book();
    await s.force(id, "driver cancel");
    const d = await s.until(id, "driver cancel");
    expect(ended(d)).toEqual({ current_state: "driver cancel", end_state: "driver cancel", finished: true, ended: true });
    expect(d.start_at).not.toBeNull(); // a driver had been assigned
    expect((await s.live(id)).driver).toBeUndefined();
    expect((await s.cancel(id)).status).toBe(409);
    s.t.clock.advance(24 * 60 * MIN);
    expect((await s.details(id)).current_state).toBe("driver cancel");
  });

  it("a no show comes after the driver waited at the pickup", async () => {
    const s = await setup();
    const id = await s.book();
    await s.force(id, "no show");
    const arrived = await s.until(id, "arrived");
    expect(arrived.stops[0].hit_at).not.toBeNull();
    s.t.clock.advance(2 * MIN); // longer than a normal wait: the rider never comes
    expect((await s.details(id)).current_state).toBe("arrived");
    const d = await s.until(id, "no show");
    expect(ended(d)).toEqual({ current_state: "no show", end_state: "no show", finished: true, ended: true });
    expect(d.totals).toBeNull();
    s.t.clock.advance(24 * 60 * MIN);
    expect((await s.details(id)).end_state).toBe("no show");
  });

  it("takes effect at once when its point is past, and is refused once the rider is aboard or the journey ended", async () => {
    const s = await setup();
    const id = await s.book();
    await s.until(id, "arrived");
    const forced = await s.force(id, "driver cancel");
    expect(forced.json).toEqual({ id, outcome: "driver cancel", at: new Date(s.t.clock.now()).toISOString() });
    expect((await s.details(id)).current_state).toBe("driver cancel");
    expect((await s.force(id, "drop off")).status).toBe(409);

    const aboard = await s.book();
    await s.until(aboard, "pick up");
    const refused = await s.force(aboard, "no show");
    expect(refused.status).toBe(409);
    expect(refused.json.error).toMatch(/already aboard/);
    expect((await s.force(aboard, "sideways")).status).toBe(400);
    expect((await s.force("9b1c4a52-0d7e-4f3a-8c21-6e5d4b3a2f10", "no show")).status).toBe(404);
  });

  it("forcing a drop off undoes an outcome the shares gave", async () => {
    const s = await setup({ outcomeShares: { "no show": 1 } });
    const id = await s.book();
    expect(s.t.sandbox.state.journeys[0]!.outcome).toBe("no show");
    await s.force(id, "drop off");
    expect((await s.until(id, "terminated")).end_state).toBe("drop off");
  });
});

describe("outcome shares", () => {
  it("decides each journey's outcome from its id, in proportion to the shares", () => {
    const shares = { "not found": 0.2, "driver cancel": 0.1, "no show": 0.1 };
    const ids = Array.from({ length: 4000 }, () => crypto.randomUUID());
    const counts: Record<string, number> = {};
    for (const id of ids) counts[decideOutcome(id, shares)] = (counts[decideOutcome(id, shares)] ?? 0) + 1;
    expect(counts["not found"]! / 4000).toBeCloseTo(0.2, 1);
    expect(counts["driver cancel"]! / 4000).toBeCloseTo(0.1, 1);
    expect(counts["drop off"]! / 4000).toBeCloseTo(0.6, 1);
    expect(ids.every((id) => decideOutcome(id, shares) === decideOutcome(id, { ...shares }))).toBe(true);
    expect(ids.every((id) => decideOutcome(id, NO_SHARES) === "drop off")).toBe(true);
  });

  it("are configured at start and through the control surface, which checks them", async () => {
    const s = await setup({ outcomeShares: { "not found": 1 } });
    expect((await s.control("GET", "/_sandbox/outcomes")).json).toEqual({ "not found": 1, "driver cancel": 0, "no show": 0 });
    const id = await s.book();
    s.t.clock.advance(SEARCH_MS);
    expect((await s.details(id)).end_state).toBe("not found");

    expect((await s.control("PATCH", "/_sandbox/outcomes", { "driver cancel": 0.5 })).status).toBe(400); // 1.5 in all
    expect((await s.control("PATCH", "/_sandbox/outcomes", { "not found": 0, "driver cancel": 1 })).json).toEqual({
      "not found": 0,
      "driver cancel": 1,
      "no show": 0,
    });
    const next = await s.book();
    expect((await s.until(next, "driver cancel")).end_state).toBe("driver cancel");
  });

  it("answers 404 on the control surface when it is off", async () => {
    const s = await setup({ control: false });
    const id = await s.book();
    expect((await s.force(id, "not found")).status).toBe(404);
  });
});
