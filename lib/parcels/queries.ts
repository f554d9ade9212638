import "server-only";
import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, inArray, isNull, lt, lte, ne, or, sql } from "drizzle-orm";
import { visibleTo, type ParcelViewer } from "./access";
import type { LocatedDraft } from "./locate";
import { mergeFacts, type ParcelFacts } from "./merge";
import { DELETED_EVENT, isFinalParcelState } from "@/lib/parcel-states";
import type { Db } from "@/lib/db/client";
import { parcelEvents, parcelInbox, parcels, type ParcelPlace, type ParcelProof } from "@/lib/db/schema";
import { requestSettledBy } from "./merge";

export type ParcelRow = typeof parcels.$inferSelect;
export type ParcelEventRow = typeof parcelEvents.$inferSelect;

/** Our external_id for a parcel: derived from its row, so a repeat of the same creation is recognised. */
export const externalIdOf = (id: string) => `ridedesk-${id}`;

/** A creation still unanswered this long after it was recorded is looked into by reconciliation (a crash mid-send). */
const CREATION_CHECK_AFTER_MS = 2 * 60_000;

/** Records parcels before they are sent, so their external_ids exist before the provider hears of them. */
export async function insertParcels(db: Db, { createdBy, drafts }: { createdBy: string | null; drafts: LocatedDraft[] }): Promise<ParcelRow[]> {
  const batchId = randomUUID();
  const nextCheckAt = new Date(Date.now() + CREATION_CHECK_AFTER_MS);
  const rows = drafts.map((d) => {
    const id = randomUUID();
    return {
      id,
      externalId: externalIdOf(id),
      batchId,
      createdBy,
      description: d.description,
      pickup: d.pickup,
      dropoff: d.dropoff,
      dimensions: d.dimensions,
      weightGrams: d.weightGrams,
      deliveryFrom: d.deliveryFrom ? new Date(d.deliveryFrom) : null,
      deliveryTo: d.deliveryTo ? new Date(d.deliveryTo) : null,
      nextCheckAt,
    };
  });
  return db.insert(parcels).values(rows).returning();
}

export const parcelById = async (db: Db, id: string) => (await db.select().from(parcels).where(eq(parcels.id, id)).limit(1))[0] ?? null;
export const parcelsByIds = (db: Db, ids: string[]) => (ids.length === 0 ? Promise.resolve([]) : db.select().from(parcels).where(inArray(parcels.id, ids)));

/**
 * Our parcel behind a provider id. Only a parcel the provider has not named to us yet (a creation whose
 * answer was lost) is found by our external_id instead: one already linked answers to its own id alone,
 * so a notification about another id never lands on it.
 */
export async function parcelByProviderRef(db: Db, ref: { providerId: string; externalId?: string | null }): Promise<ParcelRow | null> {
  const [byId] = await db.select().from(parcels).where(eq(parcels.providerId, ref.providerId)).limit(1);
  if (byId || !ref.externalId) return byId ?? null;
  return (
    (
      await db
        .select()
        .from(parcels)
        .where(and(eq(parcels.externalId, ref.externalId), isNull(parcels.providerId)))
        .limit(1)
    )[0] ?? null
  );
}

/** The provider holds the parcel now: its id is ours to read it by. Due for a first read at once. */
export async function markParcelCreated(db: Db, id: string, providerId: string, at = new Date()) {
  await db.update(parcels).set({ status: "created", providerId, error: null, nextCheckAt: at, updatedAt: at }).where(eq(parcels.id, id));
}

/** The provider refused the creation: nothing exists there, and the message says what to change. */
export async function markParcelsRefused(db: Db, ids: string[], error: { status: number; message: string }, at = new Date()) {
  if (ids.length === 0) return;
  await db
    .update(parcels)
    .set({ status: "failed", settled: true, error: { ...error, operation: "creation", at: at.toISOString() }, updatedAt: at })
    .where(inArray(parcels.id, ids));
}

/** An operation the provider accepted (202): shown as requested until the state says it happened. */
export async function markRequested(
  db: Db,
  ids: string[],
  requested: "ship" | "cancel" | "delete",
  extra: { shippingTypeId?: string; shippingTypeName?: string | null; pickupTime?: Date | null; trackingUrls?: Map<string, string> } = {},
  at = new Date(),
) {
  if (ids.length === 0) return;
  await db.transaction(async (tx) => {
    await tx
      .update(parcels)
      .set({
        requested,
        requestedAt: at,
        error: null,
        settled: false,
        quietChecks: 0,
        nextCheckAt: at,
        updatedAt: at,
        ...(extra.shippingTypeId ? { shippingTypeId: extra.shippingTypeId, shippingTypeName: extra.shippingTypeName ?? null } : {}),
        ...(requested === "ship" ? { pickupTime: extra.pickupTime ?? null } : {}),
      })
      .where(inArray(parcels.id, ids));
    for (const [id, url] of extra.trackingUrls ?? []) await tx.update(parcels).set({ trackingUrl: url }).where(eq(parcels.id, id));
    // The provider's notification may have come before its answer was recorded: a state that already
    // shows the operation settles it now, since no later change of state would.
    const shown = (await tx.select({ id: parcels.id, state: parcels.state }).from(parcels).where(inArray(parcels.id, ids)))
      .filter((r) => r.state !== null && requestSettledBy(requested, r.state))
      .map((r) => r.id);
    if (shown.length) await tx.update(parcels).set({ requested: null, requestedAt: null }).where(inArray(parcels.id, shown));
  });
}

/**
 * The provider refused an operation on these parcels: kept on each, with what to change. The message is
 * a message reference (lib/i18n/message-ref.ts), put into words where it is shown, or the provider's words.
 */
export async function recordOperationError(db: Db, ids: string[], error: { status: number; message: string; operation: string }, at = new Date()) {
  if (ids.length === 0) return;
  await db
    .update(parcels)
    .set({ error: { ...error, at: at.toISOString() }, updatedAt: at })
    .where(inArray(parcels.id, ids));
}

/** The pickup with coordinates found after the parcel was made (what the provider holds is unchanged). */
export async function setPickup(db: Db, id: string, pickup: ParcelPlace) {
  await db.update(parcels).set({ pickup }).where(eq(parcels.id, id));
}

/** The proof of delivery the provider confirmed. */
export async function saveProof(db: Db, id: string, proof: ParcelProof, at = new Date()) {
  await db.update(parcels).set({ proof, error: null, updatedAt: at }).where(eq(parcels.id, id));
}

export async function saveEstimate(db: Db, id: string, estimate: NonNullable<ParcelRow["estimate"]>, shippingType: { id: string; name: string }) {
  await db
    .update(parcels)
    .set({ estimate, shippingTypeId: shippingType.id, shippingTypeName: shippingType.name, updatedAt: new Date() })
    .where(eq(parcels.id, id));
}

/** The provider no longer has the parcel (deleted): nothing more to follow. Its timeline ends there. */
export async function markParcelGone(db: Db, id: string, at = new Date()) {
  await db.transaction(async (tx) => {
    await tx
      .update(parcels)
      .set({ status: "deleted", requested: null, requestedAt: null, settled: true, nextCheckAt: null, updatedAt: at })
      .where(eq(parcels.id, id));
    await tx.insert(parcelEvents).values({ parcelId: id, state: DELETED_EVENT, at, source: "status", receivedAt: at }).onConflictDoNothing();
  });
}

/** A parcel never created at the provider is simply removed from our records. */
export async function removeUncreatedParcels(db: Db, ids: string[]) {
  if (ids.length === 0) return 0;
  const gone = await db
    .delete(parcels)
    .where(and(inArray(parcels.id, ids), inArray(parcels.status, ["failed"])))
    .returning({ id: parcels.id });
  return gone.length;
}

/**
 * Applies what the provider said about a parcel: every state joins the timeline once (keyed on
 * parcel and state, so repeats change nothing), and the record keeps the furthest state by the
 * states' order. The row is locked meanwhile, so two notifications at once cannot both win.
 */
export async function applyParcelFacts(db: Db, parcelId: string, facts: ParcelFacts, source: ParcelEventRow["source"], now = new Date()) {
  return db.transaction(async (tx) => {
    const [held] = await tx.select().from(parcels).where(eq(parcels.id, parcelId)).for("update");
    if (!held) return { found: false as const, advanced: false, newStates: 0 };
    let newStates = 0;
    if (facts.states?.length) {
      const inserted = await tx
        .insert(parcelEvents)
        .values(facts.states.map((s) => ({ parcelId, state: s.state, at: s.at, source, receivedAt: now })))
        .onConflictDoNothing()
        .returning({ state: parcelEvents.state });
      newStates = inserted.length;
      // A step read back before its notification was applied was notified all the same.
      if (source === "webhook" && inserted.length < facts.states.length) {
        const states = facts.states.map((s) => s.state);
        await tx
          .update(parcelEvents)
          .set({ source })
          .where(and(eq(parcelEvents.parcelId, parcelId), inArray(parcelEvents.state, states), ne(parcelEvents.source, source)));
      }
    }
    const { patch, advanced } = mergeFacts(held, facts);
    // A final state told by a notification is confirmed by one more read, which also brings in the
    // transitions whose notifications never came; that read settles the parcel.
    const finalRead = advanced && isFinalParcelState(patch.state) && !held.settled ? { nextCheckAt: now, quietChecks: 0 } : {};
    if (Object.keys(patch).length > 0)
      await tx
        .update(parcels)
        .set({ ...patch, ...finalRead, updatedAt: now })
        .where(eq(parcels.id, parcelId));
    return { found: true as const, advanced, newStates, state: patch.state ?? held.state };
  });
}

/**
 * A final state only a notification told us, which the provider's own read contradicts: the read
 * wins. The notified state leaves the timeline and the parcel takes the state read. False (nothing
 * changed) when the final state was read from the provider, or the parcel has moved on meanwhile.
 */
export async function withdrawNotifiedFinal(db: Db, parcelId: string, change: { final: string; state: string; at: Date }, now = new Date()) {
  return db.transaction(async (tx) => {
    const [held] = await tx.select().from(parcels).where(eq(parcels.id, parcelId)).for("update");
    if (!held || held.settled || held.state !== change.final) return false;
    const gone = await tx
      .delete(parcelEvents)
      .where(and(eq(parcelEvents.parcelId, parcelId), eq(parcelEvents.state, change.final), eq(parcelEvents.source, "webhook")))
      .returning({ state: parcelEvents.state });
    if (gone.length === 0) return false;
    await tx.update(parcels).set({ state: change.state, stateAt: change.at, failureReason: null, updatedAt: now }).where(eq(parcels.id, parcelId));
    return true;
  });
}

/** Parcels reconciliation should read now: not settled, and due. Oldest due first. */
export async function parcelsDueForCheck(db: Db, now: Date, limit = 100) {
  return db
    .select({ id: parcels.id })
    .from(parcels)
    .where(and(eq(parcels.settled, false), inArray(parcels.status, ["creating", "created"]), lte(parcels.nextCheckAt, now)))
    .orderBy(asc(parcels.nextCheckAt))
    .limit(limit);
}

/** After a read: when the next is due and how it went. */
export async function scheduleParcelCheck(
  db: Db,
  id: string,
  next: { at: Date | null; quietChecks: number; error: string | null; readAt?: Date; settled?: boolean },
) {
  await db
    .update(parcels)
    .set({
      nextCheckAt: next.at,
      quietChecks: next.quietChecks,
      checkError: next.error,
      ...(next.readAt ? { readAt: next.readAt } : {}),
      ...(next.settled ? { settled: true } : {}),
    })
    .where(eq(parcels.id, id));
}

/** The parcels page: those the viewer may see, newest first, a page at a time (keyset on created_at, id). */
export async function listParcels(db: Db, { viewer, limit = 50, before }: { viewer: ParcelViewer; limit?: number; before?: { createdAt: Date; id: string } }) {
  const page = before ? or(lt(parcels.createdAt, before.createdAt), and(eq(parcels.createdAt, before.createdAt), lt(parcels.id, before.id))) : undefined;
  const rows = await db
    .select()
    .from(parcels)
    .where(and(visibleTo(viewer), page))
    .orderBy(desc(parcels.createdAt), desc(parcels.id))
    .limit(limit + 1);
  return { parcels: rows.slice(0, limit), more: rows.length > limit };
}

/** A parcel with its timeline, oldest state first. */
export async function parcelWithTimeline(db: Db, id: string) {
  const parcel = await parcelById(db, id);
  if (!parcel) return null;
  const events = await db
    .select()
    .from(parcelEvents)
    .where(eq(parcelEvents.parcelId, id))
    .orderBy(asc(parcelEvents.at), asc(sql`${parcelEvents.receivedAt}`));
  return { parcel, events };
}

/** An accepted request whose effect never showed: no longer shown as requested, with what happened. */
export async function markRequestLapsed(db: Db, id: string, message: string, requested: "ship" | "cancel" | "delete", at = new Date()) {
  await db
    .update(parcels)
    .set({ requested: null, requestedAt: null, error: { status: 0, message, operation: requested, at: at.toISOString() }, updatedAt: at })
    .where(and(eq(parcels.id, id), eq(parcels.requested, requested)));
}

/** Appends accepted notifications to the inbox, in one insert. */
export async function appendToInbox(db: Db, items: { body: Record<string, unknown>; receivedAt: Date }[]) {
  if (items.length > 0) await db.insert(parcelInbox).values(items);
}

/** The oldest notifications waiting in the inbox. */
export const inboxBatch = (db: Db, limit: number) => db.select().from(parcelInbox).orderBy(asc(parcelInbox.id)).limit(limit);

export async function removeFromInbox(db: Db, ids: number[]) {
  if (ids.length > 0) await db.delete(parcelInbox).where(inArray(parcelInbox.id, ids));
}
