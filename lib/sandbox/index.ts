import { authenticate, requireClient, type Credentials } from "./auth";
import { readBodyText } from "./body";
import { Changes } from "./changes";
import { systemClock, type Clock } from "./clock";
import type { Ctx } from "./context";
import { pickFault, pickLostAnswer } from "./faults";
import { SandboxError, errorResponse, json, notFound } from "./http";
import { SWEEP_EVERY_MS, sweep } from "./prune";
import { match, type Call, type Route } from "./router";
import { controlRoutes } from "./routes/control";
import { directoryRoutes } from "./routes/directory";
import { photonRoutes } from "./routes/photon";
import { rideRoutes } from "./routes/rides";
import { riderPageRoutes } from "./routes/rider-page";
import { TOKEN_PATH, tokenRoutes } from "./routes/tokens";
import { initialState } from "./seed";
import type { Company, FaultSettings, SandboxState } from "./state";
import { memoryStore, type Store } from "./store";

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
  /** Whether the control endpoints (/_sandbox/...) answer at all; off, they are 404 like any unknown path. */
  control?: boolean;
  random?: () => number;
  sleep?: (ms: number) => Promise<void>;
};

export type Sandbox = {
  handle(request: Request): Promise<Response>;
  /** The live state, for tests that look behind the API. */
  readonly state: SandboxState;
  readonly credentials: Credentials;
};

/** Fixed credentials for tests and benchmarks only; a deployed sandbox gets generated ones. */
export const DEFAULT_CREDENTIALS: Credentials = { clientId: "ridedesk-sandbox", clientSecret: "sandbox-secret" };

/** The provider's API areas, then the sandbox's own pages; logistics will join them. */
const ROUTES: readonly Route[] = [...tokenRoutes, ...rideRoutes, ...directoryRoutes, ...riderPageRoutes, ...photonRoutes];

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
  const control = options.control ?? false;
  const random = options.random ?? Math.random;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));

  let state = store.load();
  if (!state) {
    state = initialState(creds.clientId);
    store.replace(state);
  }
  // Settings from configuration apply at every start; they are not saved changes.
  Object.assign(state.faults, options.faults ?? {});
  Object.assign(state.company, options.company ?? {});
  const live = state;
  let sweptAt = -Infinity;

  function dispatch(request: Request, path: string, ctx: Omit<Ctx, "clientId">, query: URLSearchParams): Promise<Response> | Response {
    const call = (routes: readonly Route[]) => {
      const { route, params } = match(routes, request.method, path);
      const c: Call = {
        request,
        path,
        params,
        query,
        ctx,
        api: () => ({ ...ctx, clientId: authenticate(request, live, ctx.now) }),
        body: () => readBodyText(request),
        creds,
        tokenTtlSeconds: ttl,
      };
      return route.run(c);
    };
    if (path.startsWith("/_sandbox/")) {
      if (!control) throw notFound(`${request.method} ${path}`);
      requireClient(request, creds);
      return call(controlRoutes);
    }
    return call(ROUTES);
  }

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (!url.pathname.startsWith(basePath)) return errorResponse(notFound(url.pathname));
    const path = url.pathname.slice(basePath.length) || "/";
    const providerApi = path.startsWith("/api/") || path.startsWith("/auth/") || path === "/hub";
    const changes = new Changes();
    try {
      if (providerApi) {
        // Counted before any fault, so a client's retries against a failing endpoint show up too.
        if (path === TOKEN_PATH && request.method === "POST") {
          live.counters.token_requests++;
          changes.set("counters", live.counters);
        } else if (path.startsWith("/api/")) {
          live.counters.api_requests = (live.counters.api_requests ?? 0) + 1;
          changes.set("counters", live.counters);
        }
        const queued = live.faults.next.length;
        const fault = pickFault(live.faults, random, { method: request.method, path });
        if (live.faults.next.length !== queued) changes.set("faults", live.faults);
        if (live.faults.latencyMs > 0) await sleep(live.faults.latencyMs);
        if (fault) return fault;
      }
      const now = clock.now();
      const ctx = { state: live, now, origin: url.origin, base: `${url.origin}${basePath}`, clockSpeed: speed, changes };
      if (now - sweptAt >= SWEEP_EVERY_MS) {
        sweptAt = now;
        sweep(ctx);
      }
      const response = await Promise.resolve()
        .then(() => dispatch(request, path, ctx, url.searchParams))
        .catch((e: unknown) => {
          if (e instanceof SandboxError) return errorResponse(e);
          throw e;
        });
      const lost = providerApi ? pickLostAnswer(live.faults, { method: request.method, path }) : undefined;
      if (lost) changes.set("faults", live.faults);
      return lost ?? response;
    } catch (e) {
      if (e instanceof SandboxError) return errorResponse(e);
      console.error("[sandbox] unexpected error", e);
      return json({ error: "Internal Server Error" }, 500);
    } finally {
      // Before the answer leaves: a write that was answered survives a restart.
      if (changes.size > 0) store.commit(live, changes.list());
    }
  }

  return {
    handle,
    get state() {
      return live;
    },
    credentials: creds,
  };
}
