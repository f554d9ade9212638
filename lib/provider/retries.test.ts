import { describe, expect, it } from "vitest";
import type { SandboxOptions } from "@/lib/sandbox";
import { manualClock } from "@/lib/sandbox/clock";
import { PLACES, REQUESTER, serveSandbox } from "@/lib/sandbox/testing";
import { createProviderClient, type ProviderClientDeps } from "./client";
import type { ProviderError } from "./errors";

const TOKEN_PATH = "/auth/api/authorization";
const stops = [{ loc: PLACES.sol }, { loc: PLACES.retiro }];

/** A client of a sandbox on a loopback port; waits are recorded instead of slept. */
async function setup(sandboxOptions: SandboxOptions = {}, deps: ProviderClientDeps = {}) {
  const s = await serveSandbox(sandboxOptions);
  const waits: number[] = [];
  const client = createProviderClient(
    { baseUrl: s.url, authUrl: s.url, ...s.sandbox.credentials },
    { fetch: s.fetch, ...deps, retry: { sleep: async (ms) => void waits.push(ms), random: () => 0.5, ...deps.retry } },
  );
  const stats = async () => {
    const basic = btoa(`${s.sandbox.credentials.clientId}:${s.sandbox.credentials.clientSecret}`);
    return (await (await fetch(`${s.url}/_sandbox/stats`, { headers: { authorization: `Basic ${basic}` } })).json()) as Record<string, unknown>;
  };
  return { ...s, client, waits, stats, tokenRequests: () => s.sent(TOKEN_PATH).length };
}

const catchError = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e as ProviderError,
  );

describe("retries", () => {
  it("retries 429 and 5xx with exponential backoff and jitter, then succeeds", async () => {
    const { client, sandbox, log, waits } = await setup();
    await client.users();
    sandbox.state.faults.next.push(429, 500, 502);
    await expect(client.users()).resolves.toMatchObject({ page: 1 });
    expect(log.slice(2).map((l) => l.status)).toEqual([429, 500, 502, 200]);
    expect(waits[0]).toBe(1000); // Retry-After: 1
    expect(waits.slice(1)).toEqual([375, 750]); // then half fixed, half random, doubling each time
  });

  it("gives up after the capped attempts and surfaces the last error", async () => {
    const { client, sandbox, log } = await setup();
    await client.users();
    sandbox.state.faults.next.push(503, 503, 503, 503, 503);
    const e = await catchError(client.users());
    expect(e).toMatchObject({ kind: "server_error", status: 503, attempts: 4, retryable: true });
    expect(log.slice(2)).toHaveLength(4);
  });

  it("does not retry a 4xx", async () => {
    const { client, sent } = await setup();
    const e = await catchError(client.hub(Number.NaN, -3.7));
    expect(e).toMatchObject({ kind: "bad_request", field: "latitude" });
    expect(sent("/api/v4/hub")).toHaveLength(1);
  });

  it("never retries a failed journey creation", async () => {
    const { client, sandbox, sent } = await setup();
    const [first] = await client.estimate({ requester_id: REQUESTER, start_type: "asap", stops });
    for (const status of [503, 429]) {
      sandbox.state.faults.next.push(status);
      const e = await catchError(client.createJourney({ product_id: first!.product.id, requester_id: REQUESTER, rider: { id: REQUESTER }, stops }));
      expect(e).toMatchObject({ status, retryable: true, attempts: 1 });
    }
    expect(sent("/api/v4/journey")).toHaveLength(2);
    expect(sandbox.state.journeys).toHaveLength(0);
  });
});

describe("timeouts and lost connections surface at once", () => {
  it("times out a slow API call, names it, and does not repeat it", async () => {
    const { client, sandbox, sent, tokenRequests } = await setup({}, { timeoutMs: 100 });
    await client.users(); // the token is cached now: only the API call below is slow
    sandbox.state.faults.latencyMs = 400;
    const e = await catchError(client.users({ per: 1 }));
    expect(e).toMatchObject({ kind: "timeout", status: 0, operation: "user list", attempts: 1, retryable: false });
    expect(sent("/api/v4/users").map((l) => l.status)).toEqual([200, 0]);
    expect(tokenRequests()).toBe(1);
  });

  it("times out a slow token request once", async () => {
    const { client, sent, tokenRequests } = await setup({ faults: { latencyMs: 400 } }, { timeoutMs: 100 });
    const e = await catchError(client.users());
    expect(e).toMatchObject({ kind: "timeout", operation: "token request", attempts: 1 });
    expect(tokenRequests()).toBe(1);
    expect(sent("/api/v4/users")).toHaveLength(0);
  });

  it("reports a lost connection as a network error after one try", async () => {
    const live = await serveSandbox();
    const gone = await serveSandbox();
    await gone.close();
    const client = createProviderClient(
      { baseUrl: gone.url, authUrl: live.url, ...live.sandbox.credentials },
      { fetch: live.fetch, retry: { sleep: async () => {} } },
    );
    const e = await catchError(client.users());
    expect(e).toMatchObject({ kind: "network", status: 0, operation: "user list", attempts: 1 });
    expect(live.sent("/api/v4/users")).toHaveLength(1);
  });
});

describe("token endpoint failures", () => {
  it("are retried in one bounded loop, not again for every API attempt, and report the real count", async () => {
    const { client, tokenRequests, sent, stats } = await setup({ faults: { next: Array(20).fill(503) } });
    const e = await catchError(client.users());
    expect(e).toMatchObject({ operation: "token request", kind: "server_error", status: 503, attempts: 4 });
    expect(tokenRequests()).toBe(4);
    expect(await stats()).toMatchObject({ token_requests: 4 });
    expect(sent("/api/v4/users")).toHaveLength(0);
  });

  it("recover within that loop and the call goes ahead", async () => {
    const { client, tokenRequests, sent } = await setup({ faults: { next: [503, 500] } });
    await expect(client.users()).resolves.toMatchObject({ page: 1 });
    expect(tokenRequests()).toBe(3);
    expect(sent("/api/v4/users")).toHaveLength(1);
  });
});

describe("Retry-After", () => {
  it("is honoured on the token endpoint's 429 and 503", async () => {
    const { client, waits, tokenRequests } = await setup({ faults: { next: [429, 503], retryAfterSeconds: 2 } });
    await expect(client.users()).resolves.toMatchObject({ page: 1 });
    expect(waits).toEqual([2000, 2000]);
    expect(tokenRequests()).toBe(3);
  });

  it("is honoured on an API 503", async () => {
    const { client, sandbox, waits, sent } = await setup({ faults: { retryAfterSeconds: 3 } });
    await client.users();
    sandbox.state.faults.next.push(503);
    await expect(client.users()).resolves.toMatchObject({ page: 1 });
    expect(waits).toEqual([3000]);
    expect(sent("/api/v4/users").map((l) => l.status)).toEqual([200, 503, 200]);
  });

  it("longer than the client will wait surfaces the error at once", async () => {
    const { client, sandbox, waits, tokenRequests } = await setup({ faults: { next: [429], retryAfterSeconds: 60 } });
    expect(await catchError(client.users())).toMatchObject({ operation: "token request", kind: "rate_limited", attempts: 1 });
    await client.users();
    sandbox.state.faults.next.push(429);
    expect(await catchError(client.users())).toMatchObject({ operation: "user list", kind: "rate_limited", attempts: 1 });
    expect(waits).toEqual([]);
    expect(tokenRequests()).toBe(2);
  });
});

describe("an estimate under the provider's rate limit", () => {
  const rateLimits = { "POST /api/v4/estimates": { requests: 1, perSeconds: 2 } };
  const body = { requester_id: REQUESTER, start_type: "asap" as const, stops };

  it("waits the Retry-After and tries again by itself by default", async () => {
    const clock = manualClock(Date.now());
    const { client, sent } = await setup({ clock, rateLimits }, { retry: { sleep: async (ms) => clock.advance(ms) } });
    await client.estimate(body);
    await expect(client.estimate(body)).resolves.not.toHaveLength(0);
    expect(sent("/api/v4/estimates").map((l) => l.status)).toEqual([200, 429, 200]);
  });

  it("with retry off, comes back at once with the provider's wait, for a caller that paces its own calls", async () => {
    const { client, sent, waits } = await setup({ clock: manualClock(Date.now()), rateLimits });
    await client.estimate(body, { retry: false });
    const e = await catchError(client.estimate(body, { retry: false }));
    expect(e).toMatchObject({ kind: "rate_limited", status: 429, attempts: 1, retryAfterMs: 2000 });
    expect(sent("/api/v4/estimates").map((l) => l.status)).toEqual([200, 429]);
    expect(waits).toEqual([]);
  });

  it("keeps the provider's wait on an error that has had its retries", async () => {
    const { client, sandbox } = await setup({ faults: { retryAfterSeconds: 3 } });
    await client.users();
    sandbox.state.faults.next.push(503, 503, 503, 503);
    expect(await catchError(client.users())).toMatchObject({ status: 503, attempts: 4, retryAfterMs: 3000 });
  });
});
