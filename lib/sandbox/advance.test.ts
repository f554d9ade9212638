import { describe, expect, it } from "vitest";
import { estimateAndBook, ORIGIN, REQUESTER, testSandbox } from "./testing";

async function setup() {
  const t = testSandbox({ clockSpeed: 1, tokenTtlSeconds: 7 * 24 * 3600, control: true });
  const tok = await t.token();
  const basic = `Basic ${Buffer.from(`${t.sandbox.credentials.clientId}:${t.sandbox.credentials.clientSecret}`).toString("base64")}`;
  const control = async (path: string, body: unknown) => {
    const r = await t.sandbox.handle(new Request(ORIGIN + path, { method: "POST", headers: { authorization: basic }, body: JSON.stringify(body) }));
    return { status: r.status, json: await r.json().catch(() => undefined) };
  };
  const book = async () => (await estimateAndBook(t, tok)).booked.json.id as string;
  const details = async (id: string) => (await t.call("GET", `/api/v4/journey/${id}`, { token: tok })).json;
  const live = async (id: string) => (await t.call("GET", `/api/v4/journey/${id}/state`, { token: tok, query: { requester_id: REQUESTER } })).json;
  const advance = (id: string, to: string) => control(`/_sandbox/journeys/${id}/advance`, { to });
  return { t, book, details, live, advance, control };
}

describe("moving one journey on", () => {
  it("brings it to each later state now, with a driver once hired, and leaves other journeys where they were", async () => {
    const s = await setup();
    const id = await s.book();
    const other = await s.book();
    expect((await s.details(id)).current_state).toBe("hire");
    for (const state of ["hired", "arrived", "pick up", "drop off", "terminated"]) {
      const r = await s.advance(id, state);
      expect(r).toMatchObject({ status: 200, json: { id, state } });
      expect((await s.details(id)).current_state).toBe(state);
    }
    expect((await s.live(id)).driver).toBeTruthy();
    const done = await s.details(id);
    expect(done).toMatchObject({ finished: true, end_state: "drop off" });
    expect(done.totals.price_total.amount).toBeGreaterThan(0);
    expect((await s.details(other)).current_state).toBe("hire");
  });

  it("does nothing for a state already reached, and refuses to move an ended journey past its end", async () => {
    const s = await setup();
    const id = await s.book();
    await s.advance(id, "pick up");
    expect(await s.advance(id, "hired")).toMatchObject({ status: 200, json: { state: "pick up" } });
    expect((await s.control(`/_sandbox/journeys/${id}/outcome`, { outcome: "drop off" })).status).toBe(200);
    const cancelled = await s.book();
    await s.t.call("POST", `/api/v4/journey/${cancelled}/state`, { token: await s.t.token() });
    expect((await s.advance(cancelled, "hired")).status).toBe(409);
  });

  it("ends a journey whose outcome is no driver found where the search runs out", async () => {
    const s = await setup();
    const id = await s.book();
    expect((await s.control(`/_sandbox/journeys/${id}/outcome`, { outcome: "not found" })).status).toBe(200);
    expect(await s.advance(id, "hired")).toMatchObject({ status: 200, json: { state: "not found", finished: true } });
  });

  it("refuses a state that does not follow and an unknown journey", async () => {
    const s = await setup();
    const id = await s.book();
    expect((await s.advance(id, "hire")).status).toBe(400);
    expect((await s.advance(id, "flying")).status).toBe(400);
    expect((await s.advance("0".repeat(32), "hired")).status).toBe(404);
  });
});
