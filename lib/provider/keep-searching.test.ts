import { describe, expect, it } from "vitest";
import { manualClock } from "@/lib/sandbox/clock";
import { PLACES, REQUESTER, serveSandbox } from "@/lib/sandbox/testing";
import { createProviderClient, type ProviderClient } from "./client";
import type { ProviderError } from "./errors";

const stops = [{ loc: PLACES.sol }, { loc: PLACES.retiro }];
const SEARCH_MS = 5 * 60_000;

async function setup() {
  const clock = manualClock(Date.now());
  const s = await serveSandbox({ clock, tokenTtlSeconds: 24 * 3600 });
  const client = createProviderClient({ baseUrl: s.url, authUrl: s.url, ...s.sandbox.credentials }, { fetch: s.fetch, retry: { sleep: async () => {} } });
  const { clientId, clientSecret } = s.sandbox.credentials;
  const force = (id: string, outcome: string) =>
    fetch(`${s.url}/_sandbox/journeys/${id}/outcome`, {
      method: "POST",
      headers: { authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}` },
      body: JSON.stringify({ outcome }),
    });
  return { ...s, clock, client, force };
}

async function book(client: ProviderClient) {
  const [item] = await client.estimate({ requester_id: REQUESTER, start_type: "asap", stops });
  return (await client.createJourney({ product_id: item!.product.id, requester_id: REQUESTER, rider: { id: REQUESTER }, stops })).id;
}

/** A journey that has just ended in "not found". */
async function notFound(s: Awaited<ReturnType<typeof setup>>) {
  const id = await book(s.client);
  expect((await s.force(id, "not found")).status).toBe(200);
  s.clock.advance(SEARCH_MS);
  expect((await s.client.journey(id)).end_state).toBe("not found");
  return id;
}

const catchError = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e as ProviderError,
  );

describe("keep searching", () => {
  it("starts a new search after not found, sending no body", async () => {
    const s = await setup();
    const id = await notFound(s);
    await expect(s.client.keepSearching(id)).resolves.toBeUndefined();
    expect(s.sent(`/api/v4/journey/${id}/keep_searching`).map((l) => l.status)).toEqual([204]);
    expect(s.sandbox.state.requests.at(-1)).toMatchObject({ method: "POST", path: `/api/v4/journey/${id}/keep_searching`, body: "" });
    expect(await s.client.journey(id)).toMatchObject({ current_state: "hire", finished: false, end_state: null });
  });

  it("reports the provider's 400 at once when the journey is not in not found", async () => {
    const s = await setup();
    const id = await book(s.client);
    const e = await catchError(s.client.keepSearching(id));
    expect(e).toMatchObject({ kind: "bad_request", status: 400, attempts: 1 });
    expect(e?.providerMessage).toMatch(/only possible after "not found"/);
  });

  it("succeeds when a 5xx hid a search that started and the repeat meets a 400", async () => {
    const s = await setup();
    const id = await notFound(s);
    s.sandbox.state.faults.nextAfterEffect.push(503);
    await expect(s.client.keepSearching(id)).resolves.toBeUndefined();
    expect(s.sent(`/api/v4/journey/${id}/keep_searching`).map((l) => l.status)).toEqual([503, 400]);
  });

  it("repeats a 5xx that had no effect", async () => {
    const s = await setup();
    const id = await notFound(s);
    s.sandbox.state.faults.next.push(503);
    s.sandbox.state.faults.nextFor = `POST /api/v4/journey/${id}/keep_searching`;
    await s.client.keepSearching(id);
    expect(s.sent(`/api/v4/journey/${id}/keep_searching`).map((l) => l.status)).toEqual([503, 204]);
  });

  it("still reports the 400 after a 5xx when the details show no new search", async () => {
    const s = await setup();
    const id = await book(s.client);
    s.clock.advance(3 * 3600_000); // dropped off long ago
    s.sandbox.state.faults.next.push(503);
    expect(await catchError(s.client.keepSearching(id))).toMatchObject({ kind: "bad_request", attempts: 2 });
  });
});

describe("cancelling", () => {
  it("sends no body", async () => {
    const s = await setup();
    const id = await book(s.client);
    await s.client.cancelJourney(id);
    expect(s.sandbox.state.requests.at(-1)).toMatchObject({ method: "POST", path: `/api/v4/journey/${id}/state`, body: "" });
  });
});
