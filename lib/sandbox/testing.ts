import { onTestFinished } from "vitest";
import { manualClock } from "./clock";
import { createSandbox, type Sandbox, type SandboxOptions } from "./index";
import { formatLocal } from "./local-time";
import { serve } from "./node-server";

/** Helpers for tests that talk to a sandbox in-process, through its HTTP handler. */

export const ORIGIN = "http://sandbox.test";
export const REQUESTER = "3c9e1f0a7b2d4e6f8a1b2c3d4e5f6a7b";
export const PLACES = {
  sol: [40.4169, -3.7035] as [number, number],
  retiro: [40.4153, -3.6845] as [number, number],
  castellana200: [40.4626, -3.689] as [number, number],
  atocha: [40.4065, -3.6896] as [number, number],
  chamartin: [40.4722, -3.6825] as [number, number],
  t4: [40.4913, -3.5936] as [number, number],
};

export function testSandbox(options: SandboxOptions = {}) {
  const clock = manualClock(Date.UTC(2027, 0, 12, 9, 0, 0));
  const sandbox = createSandbox({ clock, control: true, ...options });
  const { clientId, clientSecret } = sandbox.credentials;

  async function call(method: string, path: string, init: { body?: unknown; raw?: string; token?: string | null; query?: Record<string, string> } = {}) {
    const url = new URL(ORIGIN + path);
    for (const [k, v] of Object.entries(init.query ?? {})) url.searchParams.set(k, v);
    const headers: Record<string, string> = {};
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    let body: string | undefined;
    if (init.raw !== undefined) body = init.raw;
    else if (init.body !== undefined) body = JSON.stringify(init.body);
    if (body !== undefined) headers["content-type"] = "application/json";
    const response = await sandbox.handle(new Request(url, { method, headers, body }));
    const text = await response.text();
    let json: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read any shape
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.status, json, text, headers: response.headers };
  }

  async function token(): Promise<string> {
    const response = await sandbox.handle(
      new Request(`${ORIGIN}/auth/api/authorization`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ grant_type: "client_credentials", client_id: clientId, client_secret: clientSecret }),
      }),
    );
    return ((await response.json()) as { access_token: string }).access_token;
  }

  /** `start_at` for a moment `ms` from now, in Madrid's wall-clock time. */
  const localIn = (ms: number) => formatLocal(clock.now() + ms, "Europe/Madrid");

  return { sandbox, clock, call, token, localIn };
}

export type TestSandbox = Awaited<ReturnType<typeof testSandbox>>;

export const stopsOf = (...locs: [number, number][]) => locs.map((loc) => ({ loc }));

/** Estimates, then books the first product with the same stops and start_at; returns both answers. */
export async function estimateAndBook(
  t: TestSandbox,
  tok: string,
  { stops = stopsOf(PLACES.sol, PLACES.castellana200), start_at = null as string | null, journey = {} as Record<string, unknown> } = {},
) {
  const estimate = await t.call("POST", "/api/v4/estimates", {
    token: tok,
    body: { requester_id: REQUESTER, start_type: start_at ? "reserved" : "asap", start_at, stops: stops.map((s) => ({ loc: s.loc })) },
  });
  const productId = estimate.json?.[0]?.product?.id ?? "none";
  const booked = await t.call("POST", "/api/v4/journey", {
    token: tok,
    body: {
      product_id: productId,
      requester_id: REQUESTER,
      rider: { name: "Ana Ruiz", mobile: { mobile_cc: "34", mobile_num: "600111222" } },
      start_at,
      stops,
      ...journey,
    },
  });
  return { estimate, booked, productId };
}

export type Exchange = { method: string; path: string; status: number };

/**
 * A sandbox on a real loopback port for the length of one test, and a fetch that logs every
 * exchange as it starts (status 0 until an answer comes, and for good when none does).
 */
export async function serveSandbox(options: SandboxOptions = {}) {
  const sandbox = createSandbox({ control: true, ...options });
  const server = await serve(sandbox.handle);
  let closing: Promise<void> | undefined;
  const close = () => (closing ??= server.close().finally(() => sandbox.close()));
  onTestFinished(close);
  const log: Exchange[] = [];
  const loggingFetch: typeof fetch = async (input, init) => {
    const exchange = { method: init?.method ?? "GET", path: new URL(String(input)).pathname, status: 0 };
    log.push(exchange);
    const response = await fetch(input, init);
    exchange.status = response.status;
    return response;
  };
  const sent = (path: string) => log.filter((l) => l.path === path);
  return { sandbox, url: server.url, fetch: loggingFetch, log, sent, close };
}

export type { Sandbox };
