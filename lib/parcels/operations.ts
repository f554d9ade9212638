import "server-only";
import { ActionError } from "@/lib/action-result";
import { messageRef } from "@/lib/i18n/message-ref";
import { db as appDb, type Db } from "@/lib/db";
import { insertParcels, markRequested, parcelsByIds, recordOperationError, removeUncreatedParcels, saveEstimate, saveProof, type ParcelRow } from "./queries";
import type { ParcelEstimateView, ParcelProof } from "@/lib/db/schema";
import { ProviderError, describeProviderError, provider, type ShippingType } from "@/lib/provider";
import type { Logistics } from "@/lib/provider/logistics";
import { NO_PARCEL, NO_PARCELS, canSeeParcel, type ParcelViewer } from "./access";
import { sendParcels } from "./create";
import { checkParcelsSoon } from "./jobs";
import type { ParcelDraft } from "./draft";
import { appGeocode, locateDrafts, pickupPoint, type Geocode } from "./locate";
import type { ProofMethods } from "./proof";
import { CANCELLABLE_PARCEL_STATES } from "@/lib/parcel-states";
import { estimateLocation, fromProofConfiguration, toProofRequest } from "./to-provider";

/**
 * What the desk does with parcels. The provider's asynchronous answers (202) are recorded as
 * requests, never as done: the parcel's state, read back by notifications and reconciliation, says
 * when they happened. Refusals throw ActionError with what to change, as message references
 * (lib/i18n/message-ref.ts); the errors kept on a parcel for its page are references too, or the provider's words.
 */

export type ParcelDeps = {
  db: Db;
  logistics: Logistics;
  /** Who acts: an agent reaches only the parcels they created, an admin every parcel. */
  viewer: ParcelViewer;
  /** Coordinates for a pickup address; without one, addresses are not geocoded. */
  geocode?: Geocode;
  /** Asks reconciliation to read these parcels soon (after an operation); best effort. */
  checkSoon?: (parcelIds: string[]) => Promise<void>;
};

export async function parcelDeps(viewer: ParcelViewer): Promise<ParcelDeps> {
  return { db: await appDb(), logistics: provider().logistics, viewer, geocode: appGeocode, checkSoon: checkParcelsSoon };
}

/** A provider failure as the desk reads it; 4xx messages are kept on the parcels. */
async function refused(deps: ParcelDeps, ids: string[], e: unknown, operation: string): Promise<never> {
  if (!(e instanceof ProviderError)) throw e;
  const message = describeProviderError(e);
  if (!e.retryable && e.kind !== "timeout" && e.kind !== "network") await recordOperationError(deps.db, ids, { status: e.status, message, operation });
  throw new ActionError("provider", message);
}

/** The parcels the viewer may act on; one missing or not theirs answers as if none of them existed, before the provider is asked anything. */
async function rowsOf(deps: ParcelDeps, ids: string[]) {
  const rows = (await parcelsByIds(deps.db, ids)).filter((r) => canSeeParcel(deps.viewer, r));
  if (rows.length !== new Set(ids).size) throw new ActionError("not_found", ids.length === 1 ? NO_PARCEL : NO_PARCELS);
  return rows;
}

/** A parcel as a refusal names it (the words put it in quotes). */
const name = (r: ParcelRow) => ({ name: r.description });

function mustBeHeld(rows: ParcelRow[]) {
  const creating = rows.find((r) => r.status === "creating");
  if (creating) throw new ActionError("in_progress", messageRef("parcels.stillCreating", name(creating)));
  const notHeld = rows.find((r) => r.status !== "created" || !r.providerId);
  if (notHeld) throw new ActionError("conflict", messageRef("parcels.neverCreated", name(notHeld)));
  const busy = rows.find((r) => r.requested);
  if (busy) throw new ActionError("in_progress", messageRef("parcels.requestWaiting", name(busy)));
}

/** Records the parcels first (their ids give the external_ids), then sends them in one request. */
export async function createParcelBatch(deps: ParcelDeps, input: { drafts: ParcelDraft[] }) {
  const drafts = await locateDrafts(deps, input.drafts);
  const rows = await insertParcels(deps.db, { createdBy: deps.viewer.id, drafts });
  const sent = await sendParcels(deps.db, deps.logistics, rows);
  if (sent.outcome === "refused") throw new ActionError("provider", sent.message);
  if (sent.outcome === "pending") await deps.checkSoon?.(rows.map((r) => r.id));
  const parcels = await parcelsByIds(
    deps.db,
    rows.map((r) => r.id),
  );
  return { parcels, outcome: sent.outcome === "created" ? ("created" as const) : ("pending" as const) };
}

/** The shipping types serving the parcel's pickup, asked for at its coordinates (the provider requires them). */
export async function shippingTypesForParcel(deps: ParcelDeps, parcelId: string): Promise<ShippingType[]> {
  const [row] = await rowsOf(deps, [parcelId]);
  const at = await pickupPoint(deps, row!);
  try {
    return await deps.logistics.shippingTypes(at);
  } catch (e) {
    return refused(deps, [], e, "shipping types");
  }
}

/** A price and timings, kept on the parcel; valid for a limited time, not a reservation. */
export async function estimateParcel(
  deps: ParcelDeps,
  { parcelId, shippingTypeId }: { parcelId: string; shippingTypeId: string },
): Promise<ParcelEstimateView> {
  const [row] = await rowsOf(deps, [parcelId]);
  const pickup = estimateLocation(row!.pickup);
  const dropoff = estimateLocation(row!.dropoff);
  if (!pickup || !dropoff) throw new ActionError("invalid", messageRef("parcels.estimateWithoutLocation"));
  try {
    const [types, answer] = await Promise.all([
      // Only for the type's name: an estimate does not wait on coordinates it does not need.
      (row!.pickup.loc ? deps.logistics.shippingTypes(row!.pickup.loc) : Promise.resolve([])).catch(() => [] as ShippingType[]),
      deps.logistics.estimateParcels({
        shipping_type_id: shippingTypeId,
        parcels: [
          {
            external_id: row!.externalId,
            pickup_location: pickup,
            dropoff_location: dropoff,
            ...(row!.dimensions ? { dimensions: { ...row!.dimensions, unit: "cm" as const } } : {}),
            ...(row!.weightGrams ? { weight: { value: row!.weightGrams, unit: "g" as const } } : {}),
          },
        ],
      }),
    ]);
    const delivery = answer.deliveries[0];
    if (!delivery) throw new ActionError("provider", messageRef("parcels.noPrice"));
    const estimate: ParcelEstimateView = {
      amount: delivery.estimation.price.amount,
      currency: delivery.estimation.price.currency,
      etaToPickup: delivery.estimation.eta_to_pickup ?? null,
      etaToDelivery: delivery.estimation.eta_to_delivery ?? null,
      validUntil: answer.valid_until ?? null,
      at: new Date().toISOString(),
    };
    await saveEstimate(deps.db, row!.id, estimate, { id: shippingTypeId, name: types.find((t) => t.id === shippingTypeId)?.name ?? shippingTypeId });
    return estimate;
  } catch (e) {
    if (e instanceof ActionError) throw e;
    return refused(deps, [row!.id], e, "estimate");
  }
}

/**
 * Queues the shipment (202). Shown as requested until the state moves past ready. A pickup time
 * (express only, §4) holds the courier back until then; the parcel waits in qualifiedforpickup.
 */
export async function shipParcels(
  deps: ParcelDeps,
  { parcelIds, shippingTypeId, pickupTime }: { parcelIds: string[]; shippingTypeId: string; pickupTime?: string },
) {
  const rows = await rowsOf(deps, parcelIds);
  mustBeHeld(rows);
  const moved = rows.find((r) => r.state !== null && r.state !== "ready");
  if (moved) throw new ActionError("conflict", messageRef("parcels.notReadyToShip", name(moved)));
  const byProvider = new Map(rows.map((r) => [r.providerId!, r.id]));
  try {
    const answer = await deps.logistics.shipParcels({
      parcel_ids: [...byProvider.keys()],
      shipping_type_id: shippingTypeId,
      ...(pickupTime ? { pickup_time: pickupTime } : {}),
    });
    const trackingUrls = new Map(
      answer.parcels.flatMap((p) => (p.tracking_url && byProvider.has(p.id) ? [[byProvider.get(p.id)!, p.tracking_url] as const] : [])),
    );
    const typeName = rows.find((r) => r.shippingTypeId === shippingTypeId)?.shippingTypeName ?? null;
    await markRequested(deps.db, parcelIds, "ship", {
      shippingTypeId,
      shippingTypeName: typeName,
      pickupTime: pickupTime ? new Date(pickupTime) : null,
      trackingUrls,
    });
  } catch (e) {
    if (e instanceof ProviderError && (e.kind === "server_error" || e.kind === "timeout" || e.kind === "network")) {
      // It may have been queued all the same: the state read back settles it; shipping again stays possible.
      await markRequested(deps.db, parcelIds, "ship", { shippingTypeId, pickupTime: pickupTime ? new Date(pickupTime) : null });
      await recordOperationError(deps.db, parcelIds, {
        status: e.status,
        message: messageRef("parcels.shipmentUnconfirmedBecause", { problem: describeProviderError(e) }),
        operation: "shipping",
      });
      await deps.checkSoon?.(parcelIds);
      throw new ActionError("uncertain", messageRef("parcels.shipmentUnconfirmed"));
    }
    return refused(deps, parcelIds, e, "shipping");
  }
  await deps.checkSoon?.(parcelIds);
}

/** Queues a cancellation (202), possible only before pickup; shown as requested until the parcel ends. */
export async function cancelParcels(deps: ParcelDeps, { parcelIds }: { parcelIds: string[] }) {
  const rows = await rowsOf(deps, parcelIds);
  mustBeHeld(rows);
  const late = rows.find((r) => !r.state || !CANCELLABLE_PARCEL_STATES.has(r.state));
  if (late) throw new ActionError("conflict", messageRef(late.state ? "parcels.pastCancelling" : "parcels.notShippedYet", name(late)));
  try {
    await deps.logistics.cancelParcels(rows.map((r) => r.providerId!));
  } catch (e) {
    return refused(deps, parcelIds, e, "cancellation");
  }
  await markRequested(deps.db, parcelIds, "cancel");
  await deps.checkSoon?.(parcelIds);
}

/** Deletes parcels never shipped (202, all or none at the provider); records the provider never held go at once. */
export async function deleteParcels(deps: ParcelDeps, { parcelIds }: { parcelIds: string[] }) {
  const rows = await rowsOf(deps, parcelIds);
  const local = rows.filter((r) => r.status === "failed");
  const held = rows.filter((r) => r.status !== "failed");
  if (held.length > 0) {
    mustBeHeld(held);
    const shipped = held.find((r) => r.state !== null && r.state !== "ready");
    if (shipped) throw new ActionError("conflict", messageRef("parcels.shippedNoDelete", name(shipped)));
    try {
      await deps.logistics.deleteParcels(held.map((r) => r.providerId!));
    } catch (e) {
      return refused(
        deps,
        held.map((r) => r.id),
        e,
        "deletion",
      );
    }
    await markRequested(
      deps.db,
      held.map((r) => r.id),
      "delete",
    );
    await deps.checkSoon?.(held.map((r) => r.id));
  }
  await removeUncreatedParcels(
    deps.db,
    local.map((r) => r.id),
  );
}

/**
 * Sets how the courier proves the delivery (§4 proof_configuration), before the parcel ships. What
 * the provider confirms is kept and shown; a code then arrives by proofCodeGenerated at pickup.
 */
export async function configureParcelProof(deps: ParcelDeps, { parcelId, methods }: { parcelId: string; methods: ProofMethods }): Promise<ParcelProof> {
  const [row] = await rowsOf(deps, [parcelId]);
  mustBeHeld([row!]);
  if (row!.state !== null && row!.state !== "ready") throw new ActionError("conflict", messageRef("parcels.shippedNoProof", name(row!)));
  try {
    const answer = await deps.logistics.configureProof(row!.providerId!, toProofRequest(methods));
    const proof = { ...fromProofConfiguration(answer), at: new Date().toISOString() };
    await saveProof(deps.db, row!.id, proof);
    return proof;
  } catch (e) {
    return refused(deps, [row!.id], e, "proof of delivery");
  }
}
