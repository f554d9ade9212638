import { authenticate, issueToken, requireClient, revokeToken, type Credentials } from "./auth";
import { systemClock, type Clock } from "./clock";
import type { Ctx } from "./context";
import { listRequests, patchCompany, patchFaults } from "./control";
import { createEstimate } from "./estimates";
import { SandboxError, errorResponse, json, notFound, readJson, readOptionalJson } from "./http";
import { hubAt, hubToWire } from "./hubs";
import { cancelJourney, createJourney, findJourney, journeyDetails, journeyState } from "./journeys";
import { createLabel, getLabel, listLabels, updateLabel } from "./labels";
import { reverse, search } from "./photon";
import { liveJson, publicPage } from "./public-page";
import { initialState } from "./seed";
import type { Company, FaultSettings, SandboxState } from "./state";
import { memoryStore, type Store } from "./store";
import { getUser, listUsers } from "./users";
import { pickFault, pickLostAnswer } from "./faults";

export type SandboxOptions = Partial<Credentials> & {
  /** Path the sandbox is mounted under, e.g. "/sandbox"; "" when it has a server of its own. */
  basePath?: string;
  clock?: Clock;
  store?: Store;
  /** How many times faster than real time journeys progress. */
  clockSpeed?: number;
  tokenTtlSeconds?: number;
  faults?: Partial<FaultSettings>;
  company?: Partial<Company>;
  random?: () => number;
  sleep?: (ms: number) => Promise<void>;
};

export type Sandbox = {
  handle(request: Request): Promise<Response>;
  /** The live state, for tests that look behind the API. */
  readonly state: SandboxState;
  readonly credentials: Credentials;
};

export const DEFAULT_CREDENTIALS: Credentials = { clientId: "ridedesk-sandbox", clientSecret: "sandbox-secret" };
const TOKEN_PATH = "/auth/api/authorization";
const RECORDED = new Set(["/api/v4/journey", "/api/v4/estimates"]);
const MAX_RECORDED = 100;

export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const creds: Credentials = {
    clientId: options.clientId ?? DEFAULT_CREDENTIALS.clientId,
    clientSecret: options.clientSecret ?? DEFAULT_CREDENTIALS.clientSecret,
  };
  const basePath = (options.basePath ?? "").replace(/\/+$/, "");
  const clock = options.clock ?? systemClock;
  const store = options.store ?? memoryStore();
  const speed = options.clockSpeed ?? 1;
  const ttl = options.tokenTtlSeconds ?? 3600;
  const random = options.random ?? Math.random;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));

  const state = store.load() ?? initialState(creds.clientId);
  // Absent from state saved by earlier versions.
  state.faults.nextAfterEffect ??= [];
  state.counters.grants ??= { client_credentials: 0, refresh_token: 0 };
  Object.assign(state.faults, options.faults ?? {});
  Object.assign(state.company, options.company ?? {});

  async function route(request: Request, path: string, ctx: Omit<Ctx, "clientId">): Promise<Response> {
    const m = request.method;
    const query = new URL(request.url).searchParams;
    const api = (): Ctx => ({ ...ctx, clientId: authenticate(request, state, ctx.now) });
    let match: RegExpExecArray | null;

    if (path === TOKEN_PATH) {
      if (m === "POST") return issueToken(request, state, creds, ctx.now, ttl);
      if (m === "DELETE") return revokeToken(request, state, ctx.now);
    }
    if (path === "/api/v4/estimates" && m === "POST") {
      const c = api();
      return createEstimate(c, await readJson(request));
    }
    if ((path === "/api/v4/hub" || path === "/hub") && m === "GET") {
      const c = api();
      const lat = Number(query.get("latitude") ?? NaN);
      const lng = Number(query.get("longitude") ?? NaN);
      if (!query.get("latitude") || !Number.isFinite(lat) || Math.abs(lat) > 90) throw new SandboxError(400, "latitude is required and must be a number between -90 and 90", "latitude");
      if (!query.get("longitude") || !Number.isFinite(lng) || Math.abs(lng) > 180) throw new SandboxError(400, "longitude is required and must be a number between -180 and 180", "longitude");
      const hub = hubAt([lat, lng]);
      return json({ data: hub ? hubToWire(hub, c.origin) : null });
    }
    if (path === "/api/v4/journey" && m === "POST") {
      const c = api();
      return createJourney(c, await readJson(request));
    }
    if ((match = /^\/api\/v4\/journey\/([^/]+)$/.exec(path)) && m === "GET") {
      const c = api();
      return json(journeyDetails(c, findJourney(c, match[1]!)));
    }
    if ((match = /^\/api\/v4\/journey\/([^/]+)\/state$/.exec(path))) {
      const c = api();
      if (m === "GET") return json(journeyState(c, findJourney(c, match[1]!), query.get("requester_id")));
      if (m === "POST") {
        await readOptionalJson(request);
        return cancelJourney(c, findJourney(c, match[1]!));
      }
    }
    if (path === "/api/v4/users" && m === "GET") return listUsers(api(), query);
    if ((match = /^\/api\/v4\/users\/([^/]+)$/.exec(path)) && m === "GET") return getUser(api(), match[1]!);
    if (path === "/api/v4/labels") {
      const c = api();
      if (m === "GET") return listLabels(c, query);
      if (m === "POST") return createLabel(c, await readJson(request));
      if (m === "PATCH") return updateLabel(c, query, await readJson(request));
    }
    if ((match = /^\/api\/v4\/labels\/([^/]+)$/.exec(path)) && m === "GET") return getLabel(api(), match[1]!);

    // The rider's tracking page behind public_url, open to anyone with the link.
    if ((match = /^\/j\/([\w-]+)$/.exec(path)) && m === "GET") return publicPage({ ...ctx, clientId: "" }, match[1]!);
    if ((match = /^\/j\/([\w-]+)\/live$/.exec(path)) && m === "GET") return liveJson({ ...ctx, clientId: "" }, match[1]!);

    // A Photon-compatible geocoder over the sandbox's gazetteer.
    if (path === "/photon/api" && m === "GET") return search(query);
    if (path === "/photon/reverse" && m === "GET") return reverse(query);

    if (path.startsWith("/_sandbox/")) {
      requireClient(request, creds);
      if (path === "/_sandbox/company" && m === "GET") return json(state.company);
      if (path === "/_sandbox/company" && m === "PATCH") return patchCompany(state, await readJson(request));
      if (path === "/_sandbox/faults" && m === "GET") return json(state.faults);
      if (path === "/_sandbox/faults" && m === "PATCH") return patchFaults(state, await readJson(request));
      if (path === "/_sandbox/requests" && m === "GET") return listRequests(state, query);
      if (path === "/_sandbox/stats" && m === "GET") return json(state.counters);
    }
    throw notFound(`${m} ${path}`);
  }

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (!url.pathname.startsWith(basePath)) return errorResponse(notFound(url.pathname));
    const path = url.pathname.slice(basePath.length) || "/";
    const providerApi = path.startsWith("/api/") || path.startsWith("/auth/") || path === "/hub";
    try {
      if (providerApi) {
        // Counted before any fault, so a client's retries against a failing endpoint show up too.
        if (path === TOKEN_PATH && request.method === "POST") state.counters.token_requests++;
        const fault = pickFault(state.faults, random);
        if (state.faults.latencyMs > 0) await sleep(state.faults.latencyMs);
        if (fault) return fault;
      }
      if (RECORDED.has(path) && request.method === "POST") await record(request, path, clock.now());
      const now = clock.now();
      const ctx = { state, now, origin: url.origin, base: `${url.origin}${basePath}`, clockSpeed: speed };
      const response = await route(request, path, ctx).catch((e: unknown) => {
        if (e instanceof SandboxError) return errorResponse(e);
        throw e;
      });
      return (providerApi && pickLostAnswer(state.faults)) || response;
    } catch (e) {
      if (e instanceof SandboxError) return errorResponse(e);
      console.error("[sandbox] unexpected error", e);
      return json({ error: "Internal Server Error" }, 500);
    } finally {
      if (request.method !== "GET") store.save(state);
    }
  }

  /** Keeps a copy of what the app sent, before any rule judges it. */
  async function record(request: Request, path: string, at: number) {
    const text = await request.clone().text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // kept as text: a malformed body is worth seeing too
    }
    state.requests.push({ at, method: request.method, path, body });
    if (state.requests.length > MAX_RECORDED) state.requests.splice(0, state.requests.length - MAX_RECORDED);
  }

  return { handle, state, credentials: creds };
}
