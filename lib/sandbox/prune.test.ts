import { describe, expect, it } from "vitest";
import { KEEP_ESTIMATES_MS } from "./estimates";
import { KEEP_FINISHED_JOURNEYS_MS, SWEEP_EVERY_MS } from "./prune";
import { estimateAndBook, testSandbox } from "./testing";

const DAY = 24 * 3600_000;

describe("what the sandbox forgets", () => {
  it("forgets access tokens a day after they expire, and refresh tokens once used or expired", async () => {
    const t = testSandbox({ tokenTtlSeconds: 60 });
    const first = await t.call("POST", "/auth/api/authorization", {
      raw: JSON.stringify({ grant_type: "client_credentials", client_id: "ridedesk-sandbox", client_secret: "sandbox-secret" }),
    });
    const { access_token, refresh_token } = first.json;
    await t.call("POST", "/auth/api/authorization", {
      raw: JSON.stringify({ grant_type: "refresh_token", refresh_token, client_id: "ridedesk-sandbox", client_secret: "sandbox-secret" }),
    });
    expect(Object.keys(t.sandbox.state.refresh_tokens)).not.toContain(refresh_token);

    t.clock.advance(DAY - 1000);
    await t.token();
    expect(Object.keys(t.sandbox.state.tokens)).toContain(access_token); // expired, still named as such
    t.clock.advance(2 * 60_000);
    await t.token();
    expect(Object.keys(t.sandbox.state.tokens)).not.toContain(access_token);
  });

  it("forgets estimates once they are well past their validity", async () => {
    const t = testSandbox();
    const tok = await t.token();
    await estimateAndBook(t, tok);
    const [old] = t.sandbox.state.estimates;
    t.clock.advance(KEEP_ESTIMATES_MS - 1000);
    await estimateAndBook(t, tok);
    expect(t.sandbox.state.estimates.map((e) => e.id)).toContain(old!.id);
    t.clock.advance(2000);
    await estimateAndBook(t, tok);
    expect(t.sandbox.state.estimates.map((e) => e.id)).not.toContain(old!.id);
    expect(t.sandbox.state.estimates).toHaveLength(2);
  });

  it("forgets journeys 30 days after they finished, not before, and never one still to come", async () => {
    const t = testSandbox();
    const tok = await t.token();
    const { booked: done } = await estimateAndBook(t, tok);
    const { booked: reserved } = await estimateAndBook(t, tok, { start_at: t.localIn(59 * DAY) });
    expect(reserved.status).toBe(200);
    const ids = () => t.sandbox.state.journeys.map((j) => j.id);

    t.clock.advance(KEEP_FINISHED_JOURNEYS_MS - SWEEP_EVERY_MS);
    await t.token();
    expect(ids()).toEqual([done.json.id, reserved.json.id]);
    expect((await t.call("GET", `/api/v4/journey/${done.json.id}`, { token: await t.token() })).status).toBe(200);

    t.clock.advance(2 * SWEEP_EVERY_MS);
    const fresh = await t.token();
    expect(ids()).toEqual([reserved.json.id]);
    expect((await t.call("GET", `/api/v4/journey/${done.json.id}`, { token: fresh })).status).toBe(404);
  });
});
