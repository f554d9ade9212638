import { randomUUID } from "node:crypto";
import { encodeRoute, type LatLng } from "./geo";
import { hubAt, hubToWire } from "./hubs";
import { json } from "./http";
import { zoneAt } from "./local-time";
import { quote } from "./pricing";
import { ESTIMATE_TTL_MS, requireActiveUser, requirePickupInArea, requireReservationTime } from "./rules";
import type { Ctx } from "./context";
import { badRequest } from "./http";
import { estimateRequestSchema, parseOrThrow } from "./validate";

/** Kept a while past their validity, so a late booking hears "expired" rather than "not from an estimate". */
export const KEEP_ESTIMATES_MS = ESTIMATE_TTL_MS + 10 * 60 * 1000;

/** Forgets estimates past keeping; they are in creation order, so only the oldest few are looked at. */
export function pruneEstimates(ctx: Pick<Ctx, "state" | "now" | "changes">) {
  const list = ctx.state.estimates;
  let stale = 0;
  while (stale < list.length && ctx.now - list[stale]!.created_at >= KEEP_ESTIMATES_MS) ctx.changes.remove("estimates", list[stale++]!.id);
  if (stale > 0) list.splice(0, stale);
}

export function createEstimate(ctx: Ctx, body: unknown): Response {
  const req = parseOrThrow(estimateRequestSchema, body);
  const stops = req.stops.map((s) => s.loc as LatLng);
  const pickup = stops[0]!;
  requireActiveUser(ctx.state, req.requester_id, "requester_id");
  requirePickupInArea(pickup);

  let startAt: string | null = null;
  let at = ctx.now;
  if (req.start_type === "reserved") {
    if (!req.start_at) throw badRequest("start_at", 'is required when start_type is "reserved"');
    at = requireReservationTime(req.start_at, pickup, ctx.now);
    startAt = req.start_at;
  }

  const zone = zoneAt(pickup[0], pickup[1]);
  const { distanceM, durationS, quotes } = quote(stops, at, zone);
  const route = encodeRoute(stops);
  const hub = hubAt(pickup);

  pruneEstimates(ctx);
  const id = randomUUID();
  ctx.state.estimates.push({
    id,
    client_id: ctx.clientId,
    created_at: ctx.now,
    requester_id: req.requester_id,
    start_at: startAt,
    stops,
    products: quotes.map((q) => ({ id: q.product.id, slug: q.product.slug, amount: q.totalCents, currency: "EUR", eta_s: q.etaS })),
    distance_m: distanceM,
    duration_s: durationS,
  });
  ctx.changes.put("estimates", id, ctx.state.estimates[ctx.state.estimates.length - 1]);

  return json(
    quotes.map((q) => ({
      product: {
        id: q.product.id,
        name: q.product.name,
        description: q.product.description,
        slug: q.product.slug,
        service_type: q.product.service_type,
      },
      total: { amount: q.totalCents, currency: "EUR" },
      supplements: q.supplements,
      eta: { formatted: `${Math.round(q.etaS / 60)} min`, low_availability: q.lowAvailability },
      distance: distanceM,
      duration: durationS,
      route,
      hub: hub ? hubToWire(hub, ctx.origin) : null,
    })),
  );
}
