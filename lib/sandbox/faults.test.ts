import { describe, expect, it, vi } from "vitest";
import { memoryStore } from "./store";
import { ORIGIN, estimateAndBook, testSandbox } from "./testing";

describe("fault injection", () => {
  it("answers queued statuses first, in order, then normally", async () => {
    const t = testSandbox({ faults: { next: [429, 503, 500] } });
    const tok = await t.call("POST", "/auth/api/authorization");
    expect(tok.status).toBe(429);
    expect(tok.headers.get("retry-after")).toBe("1");
    const unavailable = await t.call("POST", "/auth/api/authorization");
    expect(unavailable.status).toBe(503);
    expect(unavailable.headers.get("retry-after")).toBe("1"); // "try again later", and when
    expect(t.sandbox.state.counters.token_requests).toBe(2); // faulted requests count too
    const text = await t.call("GET", "/api/v4/users");
    expect(text.status).toBe(500);
    expect(text.json).toBeUndefined(); // a 500 comes as text, as the provider declares
    expect((await t.call("GET", "/api/v4/users", { token: await t.token() })).status).toBe(200);
    // Ride API calls are counted apart from tokens, the faulted one too: how tests tell what a screen costs the provider.
    expect(t.sandbox.state.counters.api_requests).toBe(2);
  });

  it("can answer with a failure after the call took effect, as when an answer is lost", async () => {
    const t = testSandbox();
    const again = await t.token();
    const { booked } = await estimateAndBook(t, again);
    t.sandbox.state.faults.nextAfterEffect.push(502);
    const cancel = await t.call("POST", `/api/v4/journey/${booked.json.id}/state`, { token: again });
    expect(cancel.status).toBe(502);
    const details = await t.call("GET", `/api/v4/journey/${booked.json.id}`, { token: again });
    expect(details.json).toMatchObject({ current_state: "rider cancel", end_state: "rider cancel" });
  });

  it("fails a share of calls by chance and adds latency", async () => {
    const waits: number[] = [];
    let n = 0;
    const t = testSandbox({ faults: { rate429: 0.5, latencyMs: 25 }, random: () => (n++ % 2 ? 0.9 : 0.1), sleep: async (ms) => void waits.push(ms) });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await t.call("GET", "/api/v4/users")).status);
    expect(statuses).toEqual([429, 401, 429, 401]);
    expect(waits).toEqual([25, 25, 25, 25]);
  });

  it("is switched at run time through the control endpoint, which wants the client credentials", async () => {
    const t = testSandbox();
    const patch = (auth?: string) =>
      t.sandbox.handle(
        new Request(`${ORIGIN}/_sandbox/faults`, {
          method: "PATCH",
          headers: { "content-type": "application/json", ...(auth ? { authorization: auth } : {}) },
          body: JSON.stringify({ next: [502] }),
        }),
      );
    expect((await patch()).status).toBe(401);
    expect((await patch(`Basic ${btoa("ridedesk-sandbox:sandbox-secret")}`)).status).toBe(200);
    expect((await t.call("GET", "/api/v4/users")).status).toBe(502);
  });

  it("keeps queued faults for the one call they are meant for, so other calls (background reads) cannot use them up", async () => {
    const t = testSandbox({ faults: { next: [503], nextAfterEffect: [502], nextFor: "POST /api/v4/journey" } });
    const token = await t.token();
    expect((await t.call("GET", "/api/v4/users", { token })).status).toBe(200);
    expect((await t.call("POST", "/api/v4/estimates", { token, body: {} })).status).toBe(400);
    const refused = await t.call("POST", "/api/v4/journey", { token, body: {} });
    expect(refused.status).toBe(503);
    // The lost answer waits for the next journey creation too, not the reads in between.
    const { booked } = await estimateAndBook(t, token);
    expect(booked.status).toBe(502);
    expect(t.sandbox.state.faults).toMatchObject({ next: [], nextAfterEffect: [] });
  });

  it("can hold the answer to a call that took effect and was saved, as a provider slow to answer", async () => {
    const saved: string[] = [];
    let release!: () => void;
    const waits: number[] = [];
    const store = memoryStore();
    const t = testSandbox({
      store: { ...store, commit: (state, changes) => (saved.push(...changes.map((c) => c.c)), store.commit(state, changes)) },
      sleep: (ms) => (waits.push(ms), new Promise<void>((r) => (release = r))),
    });
    const token = await t.token();
    const patched = await t.sandbox.handle(
      new Request(`${ORIGIN}/_sandbox/faults`, {
        method: "PATCH",
        headers: { "content-type": "application/json", authorization: `Basic ${btoa("ridedesk-sandbox:sandbox-secret")}` },
        body: JSON.stringify({ nextHeldMs: [30_000], nextFor: "POST /api/v4/journey" }),
      }),
    );
    expect(patched.status).toBe(200);
    // A read in between is answered at once: the hold waits for the journey's creation.
    expect((await t.call("GET", "/api/v4/users", { token })).status).toBe(200);
    let answered = false;
    const booking = estimateAndBook(t, token).then((r) => ((answered = true), r));
    await vi.waitFor(() => expect(waits).toEqual([30_000]));
    // The journey exists, and is saved, while its answer is held.
    expect(t.sandbox.state.journeys).toHaveLength(1);
    expect(saved).toContain("journeys");
    expect(answered).toBe(false);
    release();
    expect((await booking).booked.status).toBe(200);
    expect(t.sandbox.state.faults.nextHeldMs).toEqual([]);
    expect((await t.call("POST", "/api/v4/journey", { token, body: {} })).status).toBe(400);
    expect(waits).toHaveLength(1);
  });

  it("refuses a hold that is not a number of milliseconds", async () => {
    const t = testSandbox();
    const patch = (nextHeldMs: unknown) =>
      t.sandbox.handle(
        new Request(`${ORIGIN}/_sandbox/faults`, {
          method: "PATCH",
          headers: { "content-type": "application/json", authorization: `Basic ${btoa("ridedesk-sandbox:sandbox-secret")}` },
          body: JSON.stringify({ nextHeldMs }),
        }),
      );
    expect((await patch([0])).status).toBe(400);
    expect((await patch(["soon"])).status).toBe(400);
    expect((await patch([10 * 60_000 + 1])).status).toBe(400);
  });
});
