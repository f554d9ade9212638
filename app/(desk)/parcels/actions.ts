"use server";

import { z } from "zod";
import { action, actorOf, type ActionContext } from "@/lib/auth/guard";
import { messageRef } from "@/lib/i18n/message-ref";
import { audit, type AuditAction } from "@/lib/audit/queries";
import { parcelBatchSchema } from "@/lib/parcels/draft";
import { accountHubs } from "@/lib/parcels/hubs";
import {
  cancelParcels,
  configureParcelProof,
  createParcelBatch,
  deleteParcels,
  estimateParcel,
  parcelDeps,
  shipParcels,
  shippingTypesForParcel,
} from "@/lib/parcels/operations";
import { proofMethodsSchema } from "@/lib/parcels/proof";

/** The most parcels one request acts on. */
const MAX_PARCELS = 50;
const parcelId = z.uuid(messageRef("parcels.unknownParcel"));
const parcelIds = z
  .array(parcelId)
  .min(1, messageRef("parcels.chooseParcels"))
  .max(MAX_PARCELS, messageRef("parcels.tooManyChosen", { max: MAX_PARCELS }));
const shippingTypeId = z.string().trim().min(1, messageRef("parcels.chooseShippingType")).max(200, messageRef("parcels.unknownShippingType"));

/** Each action reaches only the parcels its caller may see: their own, or every one for an admin. */
const depsFor = (ctx: ActionContext) => parcelDeps(ctx.user);

/** One audit record per parcel, so each parcel's history reads on its own. */
async function auditEach(ctx: ActionContext, action: AuditAction, ids: string[], detail: Record<string, unknown> = {}) {
  for (const id of ids) await audit(ctx.db, { actor: actorOf(ctx), action, target: { type: "parcel", id }, detail });
}

/** Records the parcels, then sends them in one request; "pending" when the answer was lost. */
export const createParcelsAction = action({ role: "any", schema: parcelBatchSchema }, async (input, ctx) => {
  const { parcels, outcome } = await createParcelBatch(await depsFor(ctx), { drafts: input.parcels });
  for (const p of parcels)
    await audit(ctx.db, {
      actor: actorOf(ctx),
      action: "parcel.created",
      target: { type: "parcel", id: p.id },
      detail: { description: p.description, outcome },
    });
  return { outcome, parcelIds: parcels.map((p) => p.id) };
});

/** The shipping types the provider offers at this parcel's pickup. */
export const parcelShippingTypesAction = action({ role: "any", schema: z.strictObject({ parcelId }) }, async (input, ctx) =>
  shippingTypesForParcel(await depsFor(ctx), input.parcelId),
);

/** The account's hubs at the delivery service, for a pickup or drop-off at one. */
export const parcelHubsAction = action({ role: "any", schema: z.strictObject({}) }, async (_input, ctx) => accountHubs((await depsFor(ctx)).logistics));

/** A price and timings for one parcel with one shipping type, kept on the parcel. */
export const estimateParcelAction = action({ role: "any", schema: z.strictObject({ parcelId, shippingTypeId }) }, async (input, ctx) =>
  estimateParcel(await depsFor(ctx), input),
);

/** How the courier proves the delivery: set before shipping; a code cannot be combined with the other methods. */
export const configureParcelProofAction = action({ role: "any", schema: z.strictObject({ parcelId, methods: proofMethodsSchema }) }, async (input, ctx) => {
  const proof = await configureParcelProof(await depsFor(ctx), input);
  await auditEach(ctx, "parcel.proof_configured", [input.parcelId], { code: proof.code, photo: proof.photo, id_check: proof.idCheck, comment: proof.comment });
  return proof;
});

/** When the courier should collect (express only): in the future, within the provider's 60 days. */
const COLLECTION_WITHIN_DAYS = 60;
const pickupTime = z.iso
  .datetime({ offset: true, error: messageRef("parcels.collectionTime.invalid") })
  .refine((v) => Date.parse(v) > Date.now() - 60_000, messageRef("parcels.collectionTime.past"))
  .refine(
    (v) => Date.parse(v) < Date.now() + COLLECTION_WITHIN_DAYS * 86_400_000,
    messageRef("parcels.collectionTime.tooFar", { days: COLLECTION_WITHIN_DAYS }),
  )
  .optional();

/** Asks the provider to ship (202): the parcels show "requested" until their state moves. */
export const shipParcelsAction = action({ role: "any", schema: z.strictObject({ parcelIds, shippingTypeId, pickupTime }) }, async (input, ctx) => {
  await shipParcels(await depsFor(ctx), input);
  await auditEach(ctx, "parcel.ship_requested", input.parcelIds, {
    shipping_type: input.shippingTypeId,
    ...(input.pickupTime ? { pickup_time: input.pickupTime } : {}),
  });
  return { requested: input.parcelIds.length };
});

/** Asks the provider to cancel before pickup (202); a cancellation may be charged. */
export const cancelParcelsAction = action({ role: "any", schema: z.strictObject({ parcelIds }) }, async (input, ctx) => {
  await cancelParcels(await depsFor(ctx), input);
  await auditEach(ctx, "parcel.cancel_requested", input.parcelIds);
  return { requested: input.parcelIds.length };
});

/** Deletes parcels never shipped; those the provider never held are removed at once. */
export const deleteParcelsAction = action({ role: "any", schema: z.strictObject({ parcelIds }) }, async (input, ctx) => {
  await deleteParcels(await depsFor(ctx), input);
  await auditEach(ctx, "parcel.delete_requested", input.parcelIds);
  return { requested: input.parcelIds.length };
});
