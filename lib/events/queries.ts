import "server-only";
import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, notInArray, or, sql } from "drizzle-orm";
import { audit, type Actor } from "@/lib/audit/queries";
import type { Db } from "@/lib/db/client";
import { eventBatches, eventRows, users } from "@/lib/db/schema";
import type { SessionUser } from "@/lib/auth/session";
import { isLocale } from "@/lib/locales";
import {
  SETTLED_ROW_STATUSES,
  UNBOOKED_ROW_STATUSES,
  type BatchProgress,
  type EventBatchStatus,
  type EventRowStatus,
  type PendingSheet,
  type ProductRule,
  type RowEstimate,
} from "./kinds";

export type EventBatchRow = typeof eventBatches.$inferSelect;
export type EventRowRow = typeof eventRows.$inferSelect;

/** A row as the checks leave it, ready to be saved into its batch. */
export type CheckedEventRow = {
  rowKey: string;
  rowNumber: number;
  groupName: string | null;
  cells: Record<string, string>;
  draft: Record<string, unknown> | null;
  errors: Record<string, string>;
  choices: Record<string, unknown[]>;
  basketKey: string | null;
  status: Extract<EventRowStatus, "invalid" | "needs_choice" | "ready">;
};

/** Who may see and act on a batch: the agent who made it, and admins. */
export const canSeeBatch = (user: Pick<SessionUser, "id" | "role">, batch: Pick<EventBatchRow, "createdBy">) =>
  user.role === "admin" || batch.createdBy === user.id;

export async function createBatch(
  db: Db,
  b: { name: string; createdBy: string; productRule: ProductRule; productName: string | null; fileName: string; fileHash: string; sheet: PendingSheet },
  actor: Actor,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(eventBatches)
      .values({
        name: b.name,
        createdBy: b.createdBy,
        productRule: b.productRule,
        productName: b.productName,
        fileName: b.fileName,
        fileHash: b.fileHash,
        sheet: b.sheet,
        status: "checking",
      })
      .returning();
    await audit(tx, {
      actor,
      action: "event.created",
      target: { type: "event", id: row!.id },
      detail: { name: b.name, file: b.fileName, rows: b.sheet.rows.length },
    });
    return row!;
  });
}

/** A corrected sheet for a batch: checked again, keeping the rows already booked or being booked. */
export async function replaceSheet(db: Db, batchId: string, file: { fileName: string; fileHash: string; sheet: PendingSheet }, actor: Actor) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(eventBatches)
      .set({ fileName: file.fileName, fileHash: file.fileHash, sheet: file.sheet, picks: {}, status: "checking", progress: null, updatedAt: new Date() })
      .where(eq(eventBatches.id, batchId))
      .returning();
    await audit(tx, {
      actor,
      action: "event.sheet_replaced",
      target: { type: "event", id: batchId },
      detail: { file: file.fileName, rows: file.sheet.rows.length },
    });
    return row ?? null;
  });
}

export async function findBatch(db: Db, id: string) {
  const [row] = await db.select().from(eventBatches).where(eq(eventBatches.id, id));
  return row ?? null;
}

/** A batch this user made from the very same file, for "you uploaded this sheet already". */
export async function batchWithFile(db: Db, user: Pick<SessionUser, "id" | "role">, fileHash: string) {
  const rows = await db.select().from(eventBatches).where(eq(eventBatches.fileHash, fileHash)).orderBy(desc(eventBatches.createdAt)).limit(5);
  return rows.find((b) => canSeeBatch(user, b)) ?? null;
}

/**
 * The batches this user may see, newest first, as the list of events shows them: with who made
 * each, how many rows its sheet has and its rows counted by status; not the sheets themselves.
 */
export async function batchesFor(db: Db, user: Pick<SessionUser, "id" | "role">, limit = 50) {
  const batches = await db
    .select({
      id: eventBatches.id,
      name: eventBatches.name,
      status: eventBatches.status,
      progress: eventBatches.progress,
      fileName: eventBatches.fileName,
      createdAt: eventBatches.createdAt,
      createdBy: eventBatches.createdBy,
      creatorName: users.name,
      sheetRows: sql<number>`coalesce(jsonb_array_length(${eventBatches.sheet}->'rows'), 0)::int`,
    })
    .from(eventBatches)
    .leftJoin(users, eq(users.id, eventBatches.createdBy))
    .where(user.role === "admin" ? undefined : eq(eventBatches.createdBy, user.id))
    .orderBy(desc(eventBatches.createdAt), desc(eventBatches.id))
    .limit(limit);
  const counts = batches.length
    ? await rowCounts(
        db,
        batches.map((b) => b.id),
      )
    : new Map<string, Partial<Record<EventRowStatus, number>>>();
  return batches.map((b) => ({ ...b, counts: counts.get(b.id) ?? {} }));
}

export async function rowCounts(db: Db, batchIds: string[]) {
  const rows = await db
    .select({ batchId: eventRows.batchId, status: eventRows.status, n: sql<number>`count(*)::int` })
    .from(eventRows)
    .where(
      and(
        inArray(eventRows.batchId, batchIds),
        sql`${eventRows.rowNumber} is not null or ${eventRows.status} in ('queued', 'booking', 'booked', 'refused', 'uncertain', 'waiting_price', 'cancelled')`,
      ),
    )
    .groupBy(eventRows.batchId, eventRows.status);
  const out = new Map<string, Partial<Record<EventRowStatus, number>>>();
  for (const r of rows) out.set(r.batchId, { ...out.get(r.batchId), [r.status]: r.n });
  return out;
}

/** A batch's rows in the order of its last sheet; rows no longer in it (but already booked) last. */
export const rowsOf = (db: Db, batchId: string) =>
  db
    .select()
    .from(eventRows)
    .where(eq(eventRows.batchId, batchId))
    .orderBy(sql`${eventRows.rowNumber} asc nulls last`, asc(eventRows.rowKey));

/** An event's groups, as its rows name them, for the board's group filter. */
export async function eventGroups(db: Db, batchId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ group: eventRows.groupName })
    .from(eventRows)
    .where(and(eq(eventRows.batchId, batchId), isNotNull(eventRows.groupName)))
    .orderBy(asc(eventRows.groupName));
  return rows.flatMap((r) => (r.group ? [r.group] : []));
}

export async function findRow(db: Db, id: string) {
  const [row] = await db.select().from(eventRows).innerJoin(eventBatches, eq(eventBatches.id, eventRows.batchId)).where(eq(eventRows.id, id));
  return row ? { row: row.event_rows, batch: row.event_batches } : null;
}

/** How the batch's rows pick their product. */
export async function setProductRule(db: Db, batchId: string, rule: ProductRule, productName: string | null) {
  await db.update(eventBatches).set({ productRule: rule, productName, updatedAt: new Date() }).where(eq(eventBatches.id, batchId));
}

/** Keeps the agent's pick of a place for a cell's text, and has the sheet checked again with it. */
export async function savePick(db: Db, batchId: string, typed: string, pick: unknown) {
  await db
    .update(eventBatches)
    .set({ picks: sql`${eventBatches.picks} || ${JSON.stringify({ [typed]: pick })}::jsonb`, status: "checking", progress: null, updatedAt: new Date() })
    .where(eq(eventBatches.id, batchId));
}

export async function setBatchStatus(db: Db, batchId: string, status: EventBatchStatus, progress: BatchProgress | null = null) {
  await db.update(eventBatches).set({ status, progress, updatedAt: new Date() }).where(eq(eventBatches.id, batchId));
}

export async function setBatchProgress(db: Db, batchId: string, progress: BatchProgress) {
  await db.update(eventBatches).set({ progress }).where(eq(eventBatches.id, batchId));
}

/**
 * Saves a sheet's checked rows into its batch. A row already on its way (queued, booked…) keeps its
 * state: only its place in the new sheet changes. A row checked before keeps its price when its basket
 * is the same. Rows of the old sheet that the new one no longer has are dropped, unless already on their way.
 */
export async function saveCheckedRows(db: Db, batchId: string, checked: CheckedEventRow[]) {
  await db.transaction(async (tx) => {
    await tx.update(eventBatches).set({ status: "pricing", progress: null, updatedAt: new Date() }).where(eq(eventBatches.id, batchId));
    const existing = new Map((await tx.select().from(eventRows).where(eq(eventRows.batchId, batchId))).map((r) => [r.rowKey, r]));
    const keys = new Set(checked.map((c) => c.rowKey));
    const dropped = [...existing.values()].filter((r) => !keys.has(r.rowKey));
    const settled = dropped.filter((r) => SETTLED_ROW_STATUSES.includes(r.status)).map((r) => r.id);
    const gone = dropped.filter((r) => !SETTLED_ROW_STATUSES.includes(r.status)).map((r) => r.id);
    if (gone.length) await tx.delete(eventRows).where(inArray(eventRows.id, gone));
    if (settled.length) await tx.update(eventRows).set({ rowNumber: null }).where(inArray(eventRows.id, settled));
    for (const c of checked) {
      const before = existing.get(c.rowKey);
      if (before && SETTLED_ROW_STATUSES.includes(before.status)) {
        await tx.update(eventRows).set({ rowNumber: c.rowNumber, cells: c.cells, groupName: c.groupName }).where(eq(eventRows.id, before.id));
        continue;
      }
      const keepPrice = before?.status === "priced" && c.status === "ready" && before.basketKey === c.basketKey;
      const values = {
        ...c,
        status: keepPrice ? ("priced" as const) : c.status,
        estimate: keepPrice ? before.estimate : null,
        problem: null,
        updatedAt: new Date(),
      };
      if (before) await tx.update(eventRows).set(values).where(eq(eventRows.id, before.id));
      else await tx.insert(eventRows).values({ batchId, ...values });
    }
  });
}

/** Rows to price: checked and fine, not priced yet. */
export const rowsToPrice = (db: Db, batchId: string) =>
  db
    .select()
    .from(eventRows)
    .where(and(eq(eventRows.batchId, batchId), eq(eventRows.status, "ready")));

export async function savePrice(db: Db, rowId: string, outcome: { estimate: RowEstimate } | { problem: string }) {
  await db
    .update(eventRows)
    .set(
      "estimate" in outcome
        ? { estimate: outcome.estimate, status: "priced", problem: null, updatedAt: new Date() }
        : { estimate: null, status: "unpriced", problem: outcome.problem, updatedAt: new Date() },
    )
    .where(and(eq(eventRows.id, rowId), inArray(eventRows.status, ["ready", "priced", "unpriced"])));
}

/** Saves a re-check of one row (after a place was chosen). */
export async function saveRowCheck(db: Db, rowId: string, c: Omit<CheckedEventRow, "rowNumber" | "cells" | "groupName" | "rowKey">) {
  await db
    .update(eventRows)
    .set({ ...c, estimate: null, problem: null, updatedAt: new Date() })
    .where(and(eq(eventRows.id, rowId), notInArray(eventRows.status, SETTLED_ROW_STATUSES as EventRowStatus[])));
}

/**
 * The agent confirms: every priced row is queued with the price the agent saw, but rows that repeat a
 * ride booked or waiting elsewhere, unless the agent kept them. Confirming twice queues nothing twice:
 * only priced rows move, and each row books under its own intent anyway.
 */
export async function confirmBatch(db: Db, batchId: string, actor: Actor): Promise<string[]> {
  return db.transaction(async (tx) => {
    const queued = await tx
      .update(eventRows)
      .set({ status: "queued", confirmedPrice: sql`${eventRows.estimate}->'price'`, updatedAt: new Date() })
      .where(and(eq(eventRows.batchId, batchId), eq(eventRows.status, "priced"), or(isNull(eventRows.sameAs), eq(eventRows.keepSame, true))))
      .returning({ id: eventRows.id });
    if (queued.length === 0) return [];
    await tx
      .update(eventBatches)
      .set({ status: "booking", confirmedAt: new Date(), confirmedBy: actor.id, updatedAt: new Date() })
      .where(eq(eventBatches.id, batchId));
    await audit(tx, { actor, action: "event.confirmed", target: { type: "event", id: batchId }, detail: { rows: queued.length } });
    return queued.map((r) => r.id);
  });
}

/** A row's job takes it: queued (or left booking by a crash) becomes booking. */
export async function takeRow(db: Db, rowId: string) {
  const [row] = await db
    .update(eventRows)
    .set({ status: "booking", updatedAt: new Date() })
    .where(and(eq(eventRows.id, rowId), inArray(eventRows.status, ["queued", "booking"])))
    .returning();
  return row ?? null;
}

export async function finishRow(
  db: Db,
  rowId: string,
  outcome: { status: "booked" | "refused" | "uncertain" | "waiting_price"; bookingId?: string | null; problem?: string | null; estimate?: RowEstimate },
) {
  const [row] = await db
    .update(eventRows)
    .set({
      status: outcome.status,
      bookingId: outcome.bookingId ?? null,
      problem: outcome.problem ?? null,
      ...(outcome.estimate ? { estimate: outcome.estimate } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(eventRows.id, rowId), eq(eventRows.status, "booking")))
    .returning({ batchId: eventRows.batchId });
  if (row) await closeBatchIfDone(db, row.batchId);
}

export async function updateRowEstimate(db: Db, rowId: string, estimate: RowEstimate) {
  await db.update(eventRows).set({ estimate }).where(eq(eventRows.id, rowId));
}

/** Where a batch stands from its rows: booking while any is queued or being booked, draft while any waits for the agent, else done. */
export async function settledStatus(db: Db, batchId: string): Promise<EventBatchStatus> {
  const counts = (await rowCounts(db, [batchId])).get(batchId) ?? {};
  const n = (...s: EventRowStatus[]) => s.reduce((sum, k) => sum + (counts[k] ?? 0), 0);
  if (n("queued", "booking") > 0) return "booking";
  if (n("invalid", "needs_choice", "ready", "priced", "unpriced", "waiting_price") > 0) return "draft";
  return "done";
}

/** A batch being booked whose last row got its outcome: done, or back with the agent when rows wait for them. */
export async function closeBatchIfDone(db: Db, batchId: string) {
  const status = await settledStatus(db, batchId);
  if (status === "booking") return;
  await db
    .update(eventBatches)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(eventBatches.id, batchId), eq(eventBatches.status, "booking")));
}

/** The agent accepts a dearer price for rows that waited: they are queued again with it. */
export async function acceptPrices(db: Db, batchId: string, rowIds: string[], actor: Actor): Promise<string[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(eventRows)
      .set({ status: "queued", confirmedPrice: sql`${eventRows.estimate}->'price'`, updatedAt: new Date() })
      .where(and(eq(eventRows.batchId, batchId), inArray(eventRows.id, rowIds), eq(eventRows.status, "waiting_price")))
      .returning({ id: eventRows.id });
    if (rows.length) {
      await tx.update(eventBatches).set({ status: "booking", updatedAt: new Date() }).where(eq(eventBatches.id, batchId));
      await audit(tx, { actor, action: "event.prices_accepted", target: { type: "event", id: batchId }, detail: { rows: rows.length } });
    }
    return rows.map((r) => r.id);
  });
}

/** Takes out every row not booked yet (nor being booked this moment); returns how many. */
export async function cancelUnbooked(db: Db, batchId: string, actor: Actor): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(eventRows)
      .set({ status: "cancelled", updatedAt: new Date() })
      .where(and(eq(eventRows.batchId, batchId), inArray(eventRows.status, UNBOOKED_ROW_STATUSES as EventRowStatus[])))
      .returning({ id: eventRows.id });
    await audit(tx, { actor, action: "event.cancelled", target: { type: "event", id: batchId }, detail: { rows: rows.length, booked: "kept" } });
    await closeBatchIfDone(tx, batchId);
    return rows.length;
  });
}

/** The bookings an event's booked rows made: their rides are lib/booking's to read. */
export async function bookedRideIds(db: Db, batchId: string): Promise<string[]> {
  const rows = await db
    .select({ id: eventRows.bookingId })
    .from(eventRows)
    .where(and(eq(eventRows.batchId, batchId), eq(eventRows.status, "booked"), isNotNull(eventRows.bookingId)));
  return rows.map((r) => r.id!);
}

/** Rows queued or being booked whose job has not touched them for a while: a crash lost their job. */
export const rowsToResume = (db: Db, before: Date, limit = 1000) =>
  db
    .select({ id: eventRows.id })
    .from(eventRows)
    .where(and(inArray(eventRows.status, ["queued", "booking"]), lt(eventRows.updatedAt, before)))
    .limit(limit);

/** Batches a crash left checking or pricing. */
export const batchesToResume = (db: Db, before: Date) =>
  db
    .select({ id: eventBatches.id, status: eventBatches.status })
    .from(eventBatches)
    .where(and(inArray(eventBatches.status, ["checking", "pricing"]), lt(eventBatches.updatedAt, before)));

/** The agent a batch books as: the one who made it, still active. */
export async function batchAgent(db: Db, batch: Pick<EventBatchRow, "createdBy">): Promise<SessionUser | null> {
  if (!batch.createdBy) return null;
  const [u] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, batch.createdBy), eq(users.active, true)));
  return u ? { id: u.id, email: u.email, name: u.name, role: u.role, locale: u.locale && isLocale(u.locale) ? u.locale : null } : null;
}
