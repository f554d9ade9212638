import { authenticate, requireClient, type Credentials } from "./auth";
import { readBodyText } from "./body";
import { Changes, type Change } from "./changes";
import { systemClock, type Clock } from "./clock";
import type { Ctx } from "./context";
import { pickFault, pickHeldAnswer, pickLostAnswer, tooManyRequests } from "./faults";
import { SandboxError, errorResponse, json, notFound } from "./http";
import { SWEEP_EVERY_MS, sweep } from "./prune";
import { createRateLimits, type RateLimits } from "./rate-limits";
import { match, type Call, type Route } from "./router";
import { createDispatcher } from "./logistics/dispatcher";
import type { FlushResult } from "./logistics/runtime";
import type { LogisticsSettings } from "./logistics/types";
import { controlRoutes } from "./routes/control";
import { directoryRoutes } from "./routes/directory";
import { LOGISTICS_PREFIX, logisticsError, logisticsRoutes } from "./routes/logistics";
import { photonRoutes } from "./routes/photon";
import { rideRoutes } from "./routes/rides";
import { salesRoutes } from "./routes/sales";
import { riderPageRoutes } from "./routes/rider-page";
import { TOKEN_PATH, tokenRoutes } from "./routes/tokens";
import { TWILIO_PREFIX, phonePageRoutes, twilioRoutes } from "./routes/twilio";
import { initialState } from "./seed";
import type { Company, FaultSettings, OutcomeShares, SandboxState } from "./state";
import { memoryStore, type Store } from "./store";
import { twilioAccountFor, type TwilioAccount } from "./twilio/account";
import { createCallbackDispatcher, type CallbackFlushResult } from "./twilio/callbacks";
import type { MessageSettings } from "./twilio/types";
import { twilioError } from "./twilio/wire";

export type SandboxOptions = Partial<Credentials> & {
  /** Path the sandbox is mounted under, e.g. "/sandbox"; "" when it has a server of its own. */
  basePath?: string;
  clock?: Clock;
  store?: Store;
  /** How many times faster than real time journeys progress. */
  clockSpeed?: number;
  tokenTtlSeconds?: number;
  faults?: Partial<FaultSettings>;
  /**
   * The gateway's limits by call, e.g. `{ "POST /api/v4/estimates": { requests: 10, perSeconds: 1 } }`,
   * counted per client; none by default. Kept in memory, from these options at every start.
   */
  rateLimits?: RateLimits;
  company?: Partial<Company>;
  /** Shares of new journeys that end without a drop off; applied at every start, like faults. */
  outcomeShares?: Partial<OutcomeShares>;
  /** Whether the control endpoints (/_sandbox/...) answer at all; off, they are 404 like any unknown path. */
  control?: boolean;
  random?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** Parcel outcomes, notification faults and redelivery, applied at every start like `faults`. */
  logistics?: Partial<LogisticsSettings>;
  /** The Twilio API's shares of failed messages and of recipients who answer STOP, applied at every start like `faults`. */
  messages?: Partial<MessageSettings>;
  /** Admit IPv4 loopback callback URLs (127.0.0.0/8), so a local app can receive notifications. */
  allowLoopbackCallbacks?: boolean;
  /**
   * Status callback URLs accepted whatever their host: the embedding app's own receiver, which its
   * operator configured (a caller cannot add one), so the embedded sandbox reports statuses to a local app.
   */
  trustedCallbackUrls?: string[];
  /**
   * Send due notifications and status callbacks by a timer of the sandbox's own; by default only on
   * the system clock. Tests on a hand-moved clock leave it off and call `logistics.flush()` and `twilio.flush()`.
   */
  webhookTimer?: boolean;
  /** How notifications and status callbacks are POSTed; the global fetch unless a test watches them. */
  fetch?: typeof fetch;
};

export type Sandbox = {
  handle(request: Request): Promise<Response>;
  /** The live state, for tests that look behind the API. */
  readonly state: SandboxState;
  readonly credentials: Credentials;
  /** The logistics API's notifications: `flush()` sends those due now and resolves once each has its answer. */
  readonly logistics: { flush(): Promise<FlushResult> };
  /** The Twilio API's account (derived from the client secret, as the app derives it) and its status callbacks. */
  readonly twilio: { account: TwilioAccount; flush(): Promise<CallbackFlushResult> };
  /** Stops the notification timers; the state stays as saved. */
  close(): void;
};

/** Fixed credentials for tests and benchmarks only; a deployed sandbox gets generated ones. */
export const DEFAULT_CREDENTIALS: Credentials = { clientId: "ridedesk-sandbox", clientSecret: "sandbox-secret" };

/** The provider's API areas and Twilio's, then the sandbox's own pages. */
const ROUTES: readonly Route[] = [
  ...tokenRoutes,
  ...rideRoutes,
  ...salesRoutes,
  ...directoryRoutes,
  ...logisticsRoutes,
  ...twilioRoutes,
  ...riderPageRoutes,
  ...photonRoutes,
];

/** Logistics and Twilio paths answer errors in those APIs' shapes; the rest in the ride API's. */
function errorFor(path: string, e: SandboxError): Response {
  if (path.startsWith(`${LOGISTICS_PREFIX}/`)) return logisticsError(e.status, e.message);
  if (path.startsWith(`${TWILIO_PREFIX}/`)) return twilioError(e);
  return errorResponse(e);
}

/** The client behind a request's access token; null for a missing or bad one, which its route refuses. */
function clientBehind(request: Request, state: SandboxState, now: number): string | null {
  try {
    return authenticate(request, state, now);
  } catch {
    return null;
  }
}

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
  Object.assign(state.logistics.settings, options.logistics ?? {});
  Object.assign(state.twilio.settings, options.messages ?? {});
  if (options.outcomeShares) state.outcome_shares = { ...state.outcome_shares, ...options.outcomeShares };
  const live = state;
  const rateLimits = createRateLimits(options.rateLimits);
  let sweptAt = -Infinity;
  let lastBase = `http://localhost${basePath}`;
  // What the two services that push on their own (webhooks, status callbacks) share.
  const pushing = {
    state: live,
    clock,
    commit: (changes: Change[]) => store.commit(live, changes),
    fetch: options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init)),
    timer: options.webhookTimer ?? options.clock === undefined,
    allowLoopbackCallbacks: options.allowLoopbackCallbacks ?? false,
  };
  const dispatcher = createDispatcher({ ...pushing, random, base: () => lastBase });
  const callbacks = createCallbackDispatcher({
    ...pushing,
    account: twilioAccountFor(creds.clientSecret),
    trustedCallbackUrls: options.trustedCallbackUrls ?? [],
  });

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
    return call(control ? [...ROUTES, ...phonePageRoutes] : ROUTES);
  }

  async function handle(request: Request): Promise<Response> {
    const held = { ms: 0 };
    const response = await answer(request, held);
    // The call has taken effect and is saved: only its answer waits, as a slow provider's does.
    if (held.ms > 0) await sleep(held.ms);
    return response;
  }

  async function answer(request: Request, held: { ms: number }): Promise<Response> {
    const url = new URL(request.url);
    if (!url.pathname.startsWith(basePath)) return errorResponse(notFound(url.pathname));
    const path = url.pathname.slice(basePath.length) || "/";
    const twilioApi = path.startsWith(`${TWILIO_PREFIX}/2010-04-01/`);
    const providerApi = path.startsWith("/api/") || path.startsWith("/auth/") || path === "/hub" || /^\/logistics\/v\d+\//.test(path) || twilioApi;
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
        // The gateway answers before the service behind it: a refused call meets no fault and changes nothing.
        const clientOf = () => clientBehind(request, live, clock.now());
        const wait = rateLimits.take(request.method, path, clock.now(), clientOf);
        if (wait !== null) return tooManyRequests({ method: request.method, path }, wait);
        const queued = live.faults.next.length;
        const fault = pickFault(live.faults, random, { method: request.method, path }, !twilioApi);
        if (live.faults.next.length !== queued) changes.set("faults", live.faults);
        if (live.faults.latencyMs > 0) await sleep(live.faults.latencyMs);
        if (fault) return fault;
      }
      const now = clock.now();
      lastBase = `${url.origin}${basePath}`;
      const ctx = { state: live, now, origin: url.origin, base: lastBase, clockSpeed: speed, changes, logistics: dispatcher, twilio: callbacks, rateLimits };
      if (now - sweptAt >= SWEEP_EVERY_MS) {
        sweptAt = now;
        sweep(ctx);
      }
      const response = await Promise.resolve()
        .then(() => dispatch(request, path, ctx, url.searchParams))
        .catch((e: unknown) => {
          if (e instanceof SandboxError) return errorFor(path, e);
          throw e;
        });
      const lost = providerApi ? pickLostAnswer(live.faults, { method: request.method, path }) : undefined;
      held.ms = providerApi ? pickHeldAnswer(live.faults, { method: request.method, path }) : 0;
      if (lost || held.ms > 0) changes.set("faults", live.faults);
      return lost ?? response;
    } catch (e) {
      if (e instanceof SandboxError) return errorFor(path, e);
      console.error("[sandbox] unexpected error", e);
      return json({ error: "Internal Server Error" }, 500);
    } finally {
      // Before the answer leaves: a write that was answered survives a restart.
      if (changes.size > 0) store.commit(live, changes.list());
      dispatcher.arm();
      callbacks.arm();
    }
  }

  return {
    handle,
    get state() {
      return live;
    },
    credentials: creds,
    logistics: { flush: dispatcher.flush },
    twilio: { account: callbacks.account, flush: callbacks.flush },
    close: () => {
      dispatcher.close();
      callbacks.close();
    },
  };
}
