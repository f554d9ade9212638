import type { Changes } from "./changes";
import type { LogisticsRuntime } from "./logistics/runtime";
import type { RateLimiter } from "./rate-limits";
import type { SandboxState } from "./state";
import type { TwilioRuntime } from "./twilio/callbacks";

/** What a handler needs to answer one request. */
export type Ctx = {
  state: SandboxState;
  now: number;
  /** The OAuth client behind the request's token. */
  clientId: string;
  /** Scheme and host the request came to, e.g. "http://localhost:3000". */
  origin: string;
  /** Origin plus the sandbox's mount path, e.g. "http://localhost:3000/sandbox". */
  base: string;
  /** How much faster than real time journeys progress. */
  clockSpeed: number;
  /** The records this request writes, for the store. */
  changes: Changes;
  /** The logistics API's machinery that outlives a request: the notification queue and its dispatcher. */
  logistics: LogisticsRuntime;
  /** The Twilio API's account and its status callbacks' queue. */
  twilio: TwilioRuntime;
  /** The gateway's limits per call and client, for the control endpoint. */
  rateLimits: RateLimiter;
};
