import { describe, expect, it } from "vitest";
import { manualClock } from "@/lib/sandbox/clock";
import type { SandboxOptions } from "@/lib/sandbox";
import { PLACES, REQUESTER, serveSandbox } from "@/lib/sandbox/testing";
import { createProviderClient, type ProviderClientDeps } from "./client";
import { ProviderError } from "./errors";

const SOL = PLACES.sol;
const RETIRO = PLACES.retiro;

/** A sandbox on a real loopback port, and a client of it that logs every HTTP exchange. */
async function setup(sandboxOptions: SandboxOptions = {}, deps: ProviderClientDeps = {}) {
  const s = await serveSandbox(sandboxOptions);
  const client = createProviderClient(
    { baseUrl: s.url, authUrl: s.url, ...s.sandbox.credentials },
    { fetch: s.fetch, ...deps, retry: { sleep: async () => {}, random: () => 0.5, ...deps.retry } },
  );
  /** The sandbox's own counters, read over HTTP as any tool would. */
  const stats = async () => {
    const basic = btoa(`${s.sandbox.credentials.clientId}:${s.sandbox.credentials.clientSecret}`);
    const response = await fetch(`${s.url}/_sandbox/stats`, { headers: { authorization: `Basic ${basic}` } });
    return (await response.json()) as { token_requests: number; grants: Record<string, number> };
  };
  return { ...s, client, stats, tokenRequests: () => s.sent("/auth/api/authorization").length };
}

const catchError = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e as ProviderError,
  );

describe("token manager", () => {
  it("makes one token request for 50 concurrent calls on a cold cache", async () => {
    const { client, sandbox, tokenRequests } = await setup();
    const results = await Promise.all(Array.from({ length: 50 }, () => client.users({ per: 1 })));
    expect(results.every((r) => r.total >= 5)).toBe(true);
    expect(tokenRequests()).toBe(1);
    expect(sandbox.state.counters.token_requests).toBe(1);
  });

  it("renews an expiring token before it expires, with the refresh grant, so no call fails", async () => {
    const clock = manualClock(Date.now());
    const { client, log, tokenRequests, stats } = await setup({ clock, tokenTtlSeconds: 100 }, { now: clock.now });
    await client.users();
    clock.advance(85_000); // inside the last fifth of the lifetime
    await client.users();
    clock.advance(85_000);
    await client.users();
    expect(tokenRequests()).toBe(3);
    expect(log.filter((l) => l.status === 401)).toEqual([]);
    expect((await stats()).grants).toEqual({ client_credentials: 1, refresh_token: 2 });
  });

  it("renews with the client credentials when no refresh_token was issued", async () => {
    const clock = manualClock(Date.now());
    const s = await serveSandbox({ clock, tokenTtlSeconds: 100 });
    const noRefresh: typeof fetch = async (input, init) => {
      const response = await s.fetch(input, init);
      if (new URL(String(input)).pathname !== "/auth/api/authorization" || !response.ok) return response;
      const { refresh_token: _dropped, ...token } = (await response.json()) as Record<string, unknown>;
      return Response.json(token);
    };
    const client = createProviderClient({ baseUrl: s.url, authUrl: s.url, ...s.sandbox.credentials }, { fetch: noRefresh, now: clock.now });
    await client.users();
    clock.advance(85_000);
    await client.users();
    expect(s.sandbox.state.counters.grants).toEqual({ client_credentials: 2, refresh_token: 0 });
  });

  it("after a 401, gets a new token and tries the call once more", async () => {
    const { client, sandbox, log } = await setup();
    await client.users();
    for (const t of Object.values(sandbox.state.tokens)) t.revoked = true;
    await expect(client.users()).resolves.toMatchObject({ page: 1 });
    expect(log.map((l) => l.status)).toEqual([200, 200, 401, 200, 200]);
  });

  it("surfaces wrong credentials as an unauthorized error, without retrying", async () => {
    const { sandbox, url } = await serveSandbox();
    const client = createProviderClient({ baseUrl: url, authUrl: url, clientId: "ridedesk-sandbox", clientSecret: "wrong" });
    const e = await catchError(client.users());
    expect(e).toBeInstanceOf(ProviderError);
    expect(e).toMatchObject({ kind: "unauthorized", status: 401 });
    expect(sandbox.state.counters.token_requests).toBe(1);
  });
});

describe("ride calls", () => {
  it("estimates, books, reads and cancels a journey", async () => {
    const { client } = await setup();
    const items = await client.estimate({ requester_id: REQUESTER, start_type: "asap", stops: [{ loc: SOL }, { loc: RETIRO }] });
    expect(items.length).toBeGreaterThanOrEqual(3);
    const booked = await client.createJourney({
      product_id: items[0]!.product.id,
      requester_id: REQUESTER,
      rider: { name: "Ana Ruiz", mobile: { mobile_cc: "34", mobile_num: "600111222" } },
      stops: [{ loc: SOL, addr: "Puerta del Sol" }, { loc: RETIRO }],
    });
    expect(booked.publicUrl).toMatch(/\/j\//);
    const details = await client.journey(booked.id);
    expect(details).toMatchObject({ id: booked.id, current_state: "hire", finished: false });
    expect(details.stops[0]!.addr).toBe("Puerta del Sol");
    await expect(client.journeyState(booked.id, REQUESTER)).resolves.toMatchObject({ journey_id: booked.id });
    await expect(client.cancelJourney(booked.id)).resolves.toEqual({ id: booked.id });
    const again = await catchError(client.cancelJourney(booked.id));
    expect(again).toMatchObject({ kind: "conflict", status: 409 });
  });

  it("turns a 400 into an error naming the field", async () => {
    const { client } = await setup();
    const e = await catchError(client.estimate({ requester_id: REQUESTER, start_type: "asap", stops: [{ loc: SOL }] }));
    expect(e).toMatchObject({ kind: "bad_request", status: 400, field: "stops" });
    expect(e!.providerMessage).toMatch(/at least 2 stops/);
  });

  it("finds hubs, users across pages and labels", async () => {
    const { client } = await setup();
    const hub = await client.hub(40.4065, -3.6896);
    expect(hub?.meeting_points.length).toBeGreaterThanOrEqual(3);
    expect(await client.hub(SOL[0], SOL[1])).toBeNull();
    const users = await client.allUsers();
    expect(users.length).toBeGreaterThanOrEqual(5);
    const created = await client.createLabel({ name: "Board meeting" });
    expect(created.slug).toBe("board-meeting");
    expect((await client.updateLabel(created.id, { active: false })).active).toBe(false);
    expect((await client.labels({ active: false })).data.map((l) => l.slug)).toContain("board-meeting");
  });
});
