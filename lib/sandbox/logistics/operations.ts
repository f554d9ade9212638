import type { Ctx } from "../context";
import { SandboxError, json } from "../http";
import { parseOrThrow } from "../validate";
import { queueNotifications } from "./outbox";
import { findParcel } from "./parcels";
import { ACCEPT_MS, CANCELLABLE_STATES, OPERATION_DELAY_MS, SHIPPABLE_STATES, eventAt, hasPendingEvents, planShipment, stateAt } from "./plan";
import { generatesCode, newProofCode } from "./proof";
import { parcelIds, shipRequest } from "./schemas";
import { shippingTypeById } from "./shipping-types";
import type { Outcome, ParcelRecord } from "./types";
import { trackingUrl } from "./wire";

/**
 * The asynchronous operations: each answers 202 once checked, and takes effect later on the
 * sandbox's clock. Shipping plans the whole delivery at once; cancelling and deleting are dated
 * a few seconds ahead. All are all-or-nothing: one refused parcel refuses the request.
 */

const conflict = (message: string) => new SandboxError(409, message);

function uniqueParcels(ctx: Ctx, ids: string[]): ParcelRecord[] {
  return [...new Set(ids)].map((id) => findParcel(ctx, id));
}

/** The outcome of a new shipment: forced through the control surface, else drawn by the configured shares. */
function drawOutcome(ctx: Ctx, p: ParcelRecord): Outcome {
  if (p.forced_outcome) return p.forced_outcome;
  const { failureShare, returnShare } = ctx.state.logistics.settings;
  const r = ctx.logistics.random();
  if (r < failureShare) return "pickupfailed";
  if (r < failureShare + returnShare) return "returned";
  return "delivered";
}

/** POST /v1/parcels/ship: 202 with ids and tracking URLs; the first driver is sought a few seconds later. */
export function shipParcels(ctx: Ctx, body: unknown): Response {
  const req = parseOrThrow(shipRequest, body);
  const type = shippingTypeById(req.shipping_type_id);
  if (!type) throw new SandboxError(404, `shipping_type_id ${req.shipping_type_id} is not an available shipping type`);
  let notBefore = 0;
  if (req.pickup_time !== undefined) {
    if (type.modality !== "express") throw new SandboxError(400, "pickup_time applies only to the express modality");
    notBefore = Date.parse(req.pickup_time);
    if (notBefore < ctx.now - 60_000) throw new SandboxError(400, "pickup_time must not be in the past");
  }
  const parcels = uniqueParcels(ctx, req.parcel_ids);
  for (const p of parcels) {
    const state = stateAt(p, ctx.now);
    if (p.deleted_at !== null) throw conflict(`parcel ${p.id} is being deleted`);
    if (hasPendingEvents(p, ctx.now)) throw conflict(`parcel ${p.id} was already shipped and is ${state}`);
    if (!SHIPPABLE_STATES.has(state)) throw conflict(`parcel ${p.id} is ${state} and cannot be shipped`);
  }
  for (const p of parcels) {
    const events = planShipment(p, ctx.now, ctx.clockSpeed, drawOutcome(ctx, p), notBefore);
    p.events.push(...events);
    p.shipping_type_id = type.id;
    // A code only when a proof by code was configured and the provider is to make the code itself.
    p.proof_code = generatesCode(p) && events.some((e) => e.state === "intransit") ? newProofCode() : null;
    p.updated_at = ctx.now;
    ctx.changes.put("parcels", p.id, p);
    queueNotifications(ctx, p, events);
  }
  return json({ shipping_type_id: type.id, parcels: parcels.map((p) => ({ id: p.id, tracking_url: trackingUrl(ctx.base, p) })) }, 202);
}

/** Drops the planned events after `t` and ends the shipment in `final` at `t`. */
function endShipmentAt(ctx: Ctx, p: ParcelRecord, t: number, final: "requestercancel") {
  p.events = p.events.filter((e) => e.at <= t);
  const end = { state: final, at: t };
  p.events.push(end);
  p.updated_at = ctx.now;
  ctx.changes.put("parcels", p.id, p);
  queueNotifications(ctx, p, [end]);
}

/**
 * POST /v1/parcels/deliver/cancel: only before pickup. Carried out a few seconds later; should the
 * driver pick the parcel up in between, the cancellation comes too late and the delivery goes on.
 */
export function cancelParcels(ctx: Ctx, body: unknown): Response {
  const { parcel_ids } = parseOrThrow(parcelIds, body);
  const parcels = uniqueParcels(ctx, parcel_ids);
  for (const p of parcels) {
    const state = stateAt(p, ctx.now);
    const queuedShipment = SHIPPABLE_STATES.has(state) && hasPendingEvents(p, ctx.now);
    if (!CANCELLABLE_STATES.has(state) && !queuedShipment) {
      const why = state === "ready" ? "has not been shipped" : FINAL_OR_MOVING(state);
      throw conflict(`parcel ${p.id} cannot be cancelled: it ${why}`);
    }
  }
  const at = ctx.now + OPERATION_DELAY_MS / ctx.clockSpeed;
  for (const p of parcels) {
    // Asked twice (a retry): the first request stands.
    if (p.events.at(-1)!.state === "requestercancel") continue;
    const pickedUp = eventAt(p, "intransit", ctx.now);
    if (pickedUp !== null && pickedUp <= at) continue;
    endShipmentAt(ctx, p, at, "requestercancel");
  }
  return new Response(null, { status: 202 });
}

const FINAL_OR_MOVING = (state: string) => (["intransit", "delivering", "returning"].includes(state) ? `was already picked up (${state})` : `is ${state}`);

/** POST /v1/parcels/delete: parcels never shipped, all or none; they answer 404 a few seconds later. */
export function deleteParcels(ctx: Ctx, body: unknown): Response {
  const { parcel_ids } = parseOrThrow(parcelIds, body);
  const parcels = uniqueParcels(ctx, parcel_ids);
  for (const p of parcels) {
    if (p.events.length > 1 || p.shipping_type_id !== null) throw conflict(`parcel ${p.id} was shipped and cannot be deleted; only unshipped parcels can`);
  }
  const at = ctx.now + OPERATION_DELAY_MS / ctx.clockSpeed;
  for (const p of parcels) {
    if (p.deleted_at !== null) continue;
    p.deleted_at = at;
    ctx.changes.put("parcels", p.id, p);
  }
  return new Response(null, { status: 202 });
}

/**
 * Control: the outcome of a parcel's delivery. Before shipping it applies to the next shipment;
 * during one, the rest of the plan is replanned when the outcome is still open.
 */
export function forceOutcome(ctx: Ctx, p: ParcelRecord, outcome: Outcome): Response {
  if (hasPendingEvents(p, ctx.now)) {
    const from = p.events.findLastIndex((e) => e.state === "qualifiedforpickup");
    const current = p.events.slice(from);
    // Same start and same pickup time give the same plan up to where the outcomes part.
    const pickup = current.find((e) => e.state === "pickingup")!.at;
    const planned = planShipment(p, current[0]!.at - ACCEPT_MS / ctx.clockSpeed, ctx.clockSpeed, outcome, pickup);
    const differs = planned.findIndex((e, i) => current[i]?.state !== e.state || current[i]?.at !== e.at);
    const firstChange = differs === -1 ? Infinity : Math.min(planned[differs]!.at, current[differs]?.at ?? Infinity);
    if (firstChange <= ctx.now) throw conflict(`parcel ${p.id} is past the point where its outcome was decided`);
    p.events = [...p.events.slice(0, from), ...planned];
    if (!planned.some((e) => e.state === "intransit") || !generatesCode(p)) p.proof_code = null;
    else p.proof_code ??= newProofCode();
    // Notifications of the unchanged part are queued already.
    if (differs !== -1) queueNotifications(ctx, p, planned.slice(differs));
  }
  p.forced_outcome = outcome;
  p.updated_at = ctx.now;
  ctx.changes.put("parcels", p.id, p);
  return json({ id: p.id, forced_outcome: outcome, state: stateAt(p, ctx.now) });
}
