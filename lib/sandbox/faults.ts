import { json } from "./http";
import type { FaultSettings } from "./state";
import { twilioErrorResponse } from "./twilio/wire";

/** The logistics API's failures carry `{errors: [...]}` (§4), or no body at all. */
function logisticsFault(code: number, retryAfterSeconds: number): Response {
  const retryAfter = { "retry-after": String(retryAfterSeconds) };
  if (code === 429) return json({ errors: ["Too Many Requests"] }, 429, retryAfter);
  if (code === 503) return json({ errors: ["Service Unavailable: try again later"] }, 503, retryAfter);
  return new Response(null, { status: code });
}

/** Twilio's failures carry its error shape, with its own codes (20429, 20500, 20503). */
function twilioFault(status: number, retryAfterSeconds: number): Response {
  const retryAfter = status === 429 || status === 503 ? { "retry-after": String(retryAfterSeconds) } : undefined;
  const message = status === 429 ? "Too Many Requests" : status === 503 ? "Service Unavailable" : "Internal Server Error";
  return twilioErrorResponse(status, 20000 + status, message, retryAfter);
}

/** The answer for a failure status, as the API the call went to gives it; Retry-After with a 429 or 503. */
function failureResponse(code: number, retryAfterSeconds: number, call: Call): Response {
  if (call.path.startsWith("/logistics/")) return logisticsFault(code, retryAfterSeconds);
  if (call.path.startsWith("/twilio/")) return twilioFault(code, retryAfterSeconds);
  const retryAfter = { "retry-after": String(retryAfterSeconds) };
  if (code === 429) return json({ error: "Too Many Requests" }, 429, retryAfter);
  // The provider declares its 500s as text, not JSON: clients must cope with both.
  if (code === 500) return new Response("Internal Server Error", { status: 500, headers: { "content-type": "application/text" } });
  if (code === 503) return json({ error: "Service Unavailable" }, 503, retryAfter);
  return json({ error: "Server Error" }, code);
}

export type Call = { method: string; path: string };

/** A 429 in the shape of the API the call went to, asking the client to wait `retryAfterSeconds`. */
export const tooManyRequests = (call: Call, retryAfterSeconds: number) => failureResponse(429, retryAfterSeconds, call);

const faultResponse = (code: number, faults: FaultSettings, call: Call) => failureResponse(code, faults.retryAfterSeconds, call);

/** Whether the queued faults are meant for this call: every call, or the one `nextFor` names. */
export function queuedFor(faults: FaultSettings, call: Call): boolean {
  if (!faults.nextFor) return true;
  const [method, path] = faults.nextFor.includes(" ") ? faults.nextFor.split(" ", 2) : [null, faults.nextFor];
  return (!method || method === call.method) && path === call.path;
}

/**
 * The failure to answer with instead of the real response, if any: queued statuses first, then
 * chance (`byChance`: not for Twilio's API, whose calls only fail when a test queues it).
 */
export function pickFault(faults: FaultSettings, random: () => number, call: Call, byChance = true): Response | undefined {
  const status = faults.next.length > 0 && queuedFor(faults, call) ? faults.next.shift()! : undefined;
  if (status !== undefined) return faultResponse(status, faults, call);
  if (!byChance) return undefined;
  if (faults.rate429 > 0 && random() < faults.rate429) return faultResponse(429, faults, call);
  if (faults.rate5xx > 0 && random() < faults.rate5xx) return faultResponse(random() < 0.5 ? 500 : 503, faults, call);
  return undefined;
}

/** The failure to answer with once a request has taken effect, as when the provider's answer is lost. */
export function pickLostAnswer(faults: FaultSettings, call: Call): Response | undefined {
  const status = queuedFor(faults, call) ? faults.nextAfterEffect.shift() : undefined;
  return status === undefined ? undefined : faultResponse(status, faults, call);
}

/** How long to hold the answer to a call that has taken effect, when a hold is queued for it; 0 for none. */
export function pickHeldAnswer(faults: FaultSettings, call: Call): number {
  const held = faults.nextHeldMs;
  return held && held.length > 0 && queuedFor(faults, call) ? held.shift()! : 0;
}
