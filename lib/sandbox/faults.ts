import { json } from "./http";
import type { FaultSettings } from "./state";

/** The failure to answer with instead of the real response, if any: queued statuses first, then chance. */
export function pickFault(faults: FaultSettings, random: () => number): Response | undefined {
  const status = faults.next.length > 0 ? faults.next.shift()! : undefined;
  if (status === 429 || (status === undefined && faults.rate429 > 0 && random() < faults.rate429)) {
    return json({ error: "Too Many Requests" }, 429, { "retry-after": String(faults.retryAfterSeconds) });
  }
  if (status !== undefined || (faults.rate5xx > 0 && random() < faults.rate5xx)) {
    const code = status ?? (random() < 0.5 ? 500 : 503);
    // The provider declares its 500s as text, not JSON: clients must cope with both.
    if (code === 500) return new Response("Internal Server Error", { status: 500, headers: { "content-type": "application/text" } });
    if (code === 503) return json({ error: "Service Unavailable" }, 503, { "retry-after": String(faults.retryAfterSeconds) });
    return json({ error: "Server Error" }, code);
  }
  return undefined;
}
