import { describe, expect, it } from "vitest";
import { manualClock } from "@/lib/sandbox/clock";
import type { SandboxOptions } from "@/lib/sandbox";
import { PLACES, REQUESTER, serveSandbox } from "@/lib/sandbox/testing";
import { createProviderClient, type ProviderClient } from "./client";
import type { ProviderError } from "./errors";

const SOL = PLACES.sol;
const RETIRO = PLACES.retiro;
const stops = [{ loc: SOL }, { loc: RETIRO }];

/** A client of a sandbox on a loopback port, whose answers a test may rewrite on their way back. */
async function setup(sandboxOptions: SandboxOptions = {}, rewrite?: (path: string, method: string, response: Response) => Promise<Response>) {
  const s = await serveSandbox(sandboxOptions);
  const base = s.url + (sandboxOptions.basePath ?? "");
  const doFetch: typeof fetch = async (input, init) => {
    const response = await s.fetch(input, init);
    return rewrite ? rewrite(new URL(String(input)).pathname, init?.method ?? "GET", response) : response;
  };
  const client = createProviderClient({ baseUrl: base, authUrl: base, ...s.sandbox.credentials }, { fetch: doFetch, retry: { sleep: async () => {} } });
  return { ...s, base, client };
}

async function book(client: ProviderClient) {
  const [item] = await client.estimate({ requester_id: REQUESTER, start_type: "asap", stops });
  return client.createJourney({ product_id: item!.product.id, requester_id: REQUESTER, rider: { id: REQUESTER }, stops });
}

const catchError = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e as ProviderError,
  );

describe("cancelling a journey", () => {
  it("succeeds when a 5xx hid a cancel that took effect and the retry meets a 409", async () => {
    const { client, sandbox, sent } = await setup();
    const { id } = await book(client);
    sandbox.state.faults.nextAfterEffect.push(503);
    await expect(client.cancelJourney(id)).resolves.toEqual({ id });
    expect(sent(`/api/v4/journey/${id}/state`).map((l) => l.status)).toEqual([503, 409]);
    expect(sent(`/api/v4/journey/${id}`)).toHaveLength(1); // the details settled it
  });

  it("reports the 409 when the journey ended some other way", async () => {
    const clock = manualClock(Date.now());
    const { client, sandbox, sent } = await setup({ clock, tokenTtlSeconds: 24 * 3600 });
    const { id } = await book(client);
    clock.advance(3 * 3600_000); // dropped off and terminated by now
    sandbox.state.faults.next.push(503);
    const e = await catchError(client.cancelJourney(id));
    expect(e).toMatchObject({ kind: "conflict", status: 409, attempts: 2 });
    expect(sent(`/api/v4/journey/${id}`)).toHaveLength(1);
    expect((await client.journey(id)).end_state).toBe("drop off");
  });

  it("reports a 409 straight away when no earlier try can have cancelled", async () => {
    const { client, sent } = await setup();
    const { id } = await book(client);
    await client.cancelJourney(id);
    expect(await catchError(client.cancelJourney(id))).toMatchObject({ kind: "conflict", attempts: 1 });
    expect(sent(`/api/v4/journey/${id}`)).toHaveLength(0);
  });
});

describe("journey answers", () => {
  it("reads public_url from the details when creation does not give it", async () => {
    // A provider that answers creation with the id alone, as the public spec describes.
    const { client, sandbox, url } = await setup({}, async (path, method, response) => {
      if (method !== "POST" || path !== "/api/v4/journey" || !response.ok) return response;
      const { id } = (await response.json()) as { id: string };
      return Response.json({ id });
    });
    const booked = await book(client);
    expect(booked.publicUrl).toBe(`${url}/j/${sandbox.state.journeys[0]!.code}`);
  });

  it("reads journey details with longer stop locations and a start_type it does not know", async () => {
    // The spec sets no maxItems on a stop's loc (an altitude may follow) and start_type may grow.
    const { client } = await setup({}, async (path, method, response) => {
      if (method !== "GET" || !/^\/api\/v4\/journey\/[^/]+$/.test(path)) return response;
      const body = (await response.json()) as { start_type: string; stops: { loc: number[] }[] };
      body.start_type = "scheduled";
      body.stops = body.stops.map((stop) => ({ ...stop, loc: [...stop.loc, 655.5] }));
      return Response.json(body);
    });
    const booked = await book(client);
    const details = await client.journey(booked.id);
    expect(details.start_type).toBe("scheduled");
    expect(details.stops.map((stop) => stop.loc)).toEqual([SOL, RETIRO]);
  });

  it("resolves a relative public_url against the provider's base URL, on creation and in the details", async () => {
    // A provider mounted under a path, answering with the spec's relative form.
    const { client, sandbox, base } = await setup({ basePath: "/sandbox" }, async (path, method, response) => {
      if (!response.ok || !/^\/sandbox\/api\/v4\/journey(\/[^/]+)?$/.test(path)) return response;
      const body = (await response.json()) as { public_url: string };
      const relative = new URL(body.public_url).pathname.replace(/^\/sandbox/, "");
      return Response.json({ ...body, public_url: method === "POST" ? relative.slice(1) : relative });
    });
    const booked = await book(client);
    const expected = `${base}/j/${sandbox.state.journeys[0]!.code}`;
    expect(booked.publicUrl).toBe(expected);
    expect((await client.journey(booked.id)).public_url).toBe(expected);
    const page = await fetch(expected);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/text\/html/);
  });

  it("hands on only http(s) links", async () => {
    const { client } = await setup({}, async (path, method, response) => {
      if (!response.ok || !/^\/api\/v4\/journey(\/[^/]+)?$/.test(path)) return response;
      return Response.json({ ...((await response.json()) as object), public_url: "javascript:alert(1)" });
    });
    const booked = await book(client);
    expect(booked.publicUrl).toBeNull();
    expect((await client.journey(booked.id)).public_url).toBeNull();
  });
});
