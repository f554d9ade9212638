import { z } from "zod";
import type { Changes } from "./changes";
import type { SandboxState } from "./state";
import { json } from "./http";
import { parseOrThrow } from "./validate";

/**
 * The sandbox's own control surface (not part of the provider's API): company policy,
 * fault injection and the requests received, for demos and tests.
 */

const companyPatch = z.strictObject({
  labels_enabled: z.boolean().optional(),
  label_required: z.boolean().optional(),
  reason_required: z.boolean().optional(),
  own_fleet: z.boolean().optional(),
});

const faultStatuses = z.array(z.union([z.literal(429), z.number().int().min(500).max(599)])).max(100);

const faultsPatch = z.strictObject({
  latencyMs: z.number().min(0).max(60_000).optional(),
  rate429: z.number().min(0).max(1).optional(),
  rate5xx: z.number().min(0).max(1).optional(),
  retryAfterSeconds: z.number().min(0).max(3600).optional(),
  next: faultStatuses.optional(),
  nextAfterEffect: faultStatuses.optional(),
  nextHeldMs: z
    .array(
      z
        .number()
        .int()
        .min(1)
        .max(10 * 60_000),
    )
    .max(100)
    .optional(),
  nextFor: z
    .string()
    .regex(/^([A-Z]+ )?\/\S*$/, 'nextFor is a call such as "POST /api/v4/journey", or a path')
    .nullable()
    .optional(),
});

export function patchCompany(state: SandboxState, changes: Changes, body: unknown): Response {
  Object.assign(state.company, parseOrThrow(companyPatch, body));
  changes.set("company", state.company);
  return json(state.company);
}

export function patchFaults(state: SandboxState, changes: Changes, body: unknown): Response {
  Object.assign(state.faults, parseOrThrow(faultsPatch, body));
  changes.set("faults", state.faults);
  return json(state.faults);
}

export function listRequests(state: SandboxState, query: URLSearchParams): Response {
  const path = query.get("path");
  const requests = state.requests.filter((r) => !path || r.path === path).map(({ at, method, path, body }) => ({ at, method, path, body }));
  return json({ requests });
}

/** Riders named with more than one journey are listed up to this many. */
const MAX_REPEATED = 100;

/**
 * How many journeys were made, and for how many riders, among those whose rider is named `rider`, or
 * whose name starts with `rider_prefix` (all journeys without either); riders with more than one
 * journey are listed, most first. A test that booked one ride per guest finds its duplicates here.
 */
export function countJourneys(state: SandboxState, query: URLSearchParams): Response {
  const exact = query.get("rider");
  const prefix = query.get("rider_prefix");
  const byRider = new Map<string, number>();
  let journeys = 0;
  for (const j of state.journeys) {
    const name = (j.request.rider as { name?: string } | undefined)?.name ?? "";
    if ((exact !== null && name !== exact) || (prefix !== null && !name.startsWith(prefix))) continue;
    journeys++;
    byRider.set(name, (byRider.get(name) ?? 0) + 1);
  }
  const repeated = [...byRider]
    .filter(([, n]) => n > 1)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, MAX_REPEATED)
    .map(([rider_name, n]) => ({ rider_name, journeys: n }));
  return json({ journeys, riders: byRider.size, repeated });
}
