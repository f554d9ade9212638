import "server-only";
import { and, asc, eq, inArray, lte, or, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { approvals, bookings, labelApprovers, users } from "@/lib/db/schema";
import type { ApprovalStatus } from "@/lib/db/schema";
import type { Breach, Fallback } from "./rules";

export type ApprovalRow = typeof approvals.$inferSelect;

export type NewApproval = {
  bookingId: string;
  breaches: Breach[];
  labelSlug: string | null;
  eventBatchId?: string | null;
  requestedBy: string;
  dueAt: Date;
  fallback: Fallback;
  priceMinor: number | null;
  currency: string | null;
  estimatedAt: Date;
};

/** Records that a ride waits for a yes; called in the transaction that holds the booking back. */
export async function createApproval(tx: Db, a: NewApproval): Promise<ApprovalRow> {
  // A ride refused by the provider after a yes may be booked again under the same intent: it asks afresh.
  const fresh = { ...a, status: "pending" as const, decidedBy: null, decidedAt: null, note: null, createdAt: new Date() };
  const [row] = await tx.insert(approvals).values(a).onConflictDoUpdate({ target: approvals.bookingId, set: fresh }).returning();
  return row!;
}

export async function findApproval(db: Db, id: string): Promise<ApprovalRow | null> {
  const [row] = await db.select().from(approvals).where(eq(approvals.id, id));
  return row ?? null;
}

export async function approvalOfBooking(db: Db, bookingId: string): Promise<ApprovalRow | null> {
  const [row] = await db.select().from(approvals).where(eq(approvals.bookingId, bookingId));
  return row ?? null;
}

/** Who answers a label's approvals: the people chosen for it, and every admin. Active accounts only. */
export async function approversOf(
  db: Db,
  labelSlug: string | null,
): Promise<{ id: string; email: string; name: string | null; locale: string | null; role: string }[]> {
  const chosen = labelSlug ? db.select({ userId: labelApprovers.userId }).from(labelApprovers).where(eq(labelApprovers.labelSlug, labelSlug)) : null;
  return db
    .select({ id: users.id, email: users.email, name: users.name, locale: users.locale, role: users.role })
    .from(users)
    .where(and(eq(users.active, true), chosen ? or(eq(users.role, "admin"), inArray(users.id, chosen)) : eq(users.role, "admin")))
    .orderBy(asc(users.email));
}

/** Whether a person answers approvals for a label: every admin, and those chosen for it. */
async function approvesLabel(db: Db, user: { id: string; role: string }, labelSlug: string | null): Promise<boolean> {
  if (user.role === "admin") return true;
  if (!labelSlug) return false;
  const [row] = await db
    .select()
    .from(labelApprovers)
    .where(and(eq(labelApprovers.labelSlug, labelSlug), eq(labelApprovers.userId, user.id)));
  return !!row;
}

/** Whether a person answers any approvals: every admin, and those chosen for a label (the desk's nav links them to the approvals). */
export async function answersApprovals(db: Db, user: { id: string; role: string }): Promise<boolean> {
  if (user.role !== "agent") return true;
  const [row] = await db.select({ userId: labelApprovers.userId }).from(labelApprovers).where(eq(labelApprovers.userId, user.id)).limit(1);
  return !!row;
}

/** Whether a person may answer an approval: one who approves its label, never for a ride they booked. */
export async function mayAnswer(db: Db, user: { id: string; role: string }, a: ApprovalRow): Promise<boolean> {
  return a.requestedBy !== user.id && (await approvesLabel(db, user, a.labelSlug));
}

/** Whether a person may see an approval at all: those who may answer it, and the one who asked. */
export async function maySeeApproval(db: Db, user: { id: string; role: string }, a: ApprovalRow): Promise<boolean> {
  return a.requestedBy === user.id || (await approvesLabel(db, user, a.labelSlug));
}

/**
 * Answers a pending approval, once: the first answer in time wins, a second or late one changes
 * nothing. Returns the row as answered, or null when it was not pending (or was past its deadline).
 */
export async function decideApproval(
  db: Db,
  id: string,
  answer: { status: Extract<ApprovalStatus, "approved" | "declined" | "expired" | "cancelled">; by: string | null; note: string | null },
  now: Date,
  requireInTime = true,
): Promise<ApprovalRow | null> {
  const [row] = await db
    .update(approvals)
    .set({ status: answer.status, decidedBy: answer.by, decidedAt: now, note: answer.note })
    .where(and(eq(approvals.id, id), eq(approvals.status, "pending"), requireInTime ? sql`${approvals.dueAt} >= ${now}` : undefined))
    .returning();
  return row ?? null;
}

/** An approval's price changed after a yes (estimated again, dearer past the tolerance): back to pending for the approver to see. */
export async function reopenApproval(
  db: Db,
  id: string,
  change: { breaches: Breach[]; priceMinor: number | null; currency: string | null; estimatedAt: Date; note: string },
): Promise<void> {
  await db
    .update(approvals)
    .set({ status: "pending", decidedBy: null, decidedAt: null, ...change })
    .where(eq(approvals.id, id));
}

/** Approvals whose deadline has passed unanswered, oldest first. */
export async function overdueApprovals(db: Db, now: Date, limit = 100): Promise<ApprovalRow[]> {
  return db
    .select()
    .from(approvals)
    .where(and(eq(approvals.status, "pending"), lte(approvals.dueAt, now)))
    .orderBy(asc(approvals.dueAt))
    .limit(limit);
}

/** The approvals a person may answer, pending first by deadline, then the last answered. */
export async function approvalsFor(db: Db, user: { id: string; role: string }, limit = 100) {
  const mine =
    user.role === "admin"
      ? undefined
      : inArray(approvals.labelSlug, db.select({ s: labelApprovers.labelSlug }).from(labelApprovers).where(eq(labelApprovers.userId, user.id)));
  return db
    .select({
      approval: approvals,
      booking: {
        riderName: bookings.riderName,
        pickupLabel: bookings.pickupLabel,
        destinationLabel: bookings.destinationLabel,
        productName: bookings.productName,
        pickupAt: bookings.pickupAt,
        startAt: bookings.startAt,
        zone: bookings.zone,
        labelSlug: bookings.labelSlug,
        reason: bookings.reason,
        status: bookings.status,
      },
      requester: { email: users.email, name: users.name },
    })
    .from(approvals)
    .innerJoin(bookings, eq(bookings.id, approvals.bookingId))
    .leftJoin(users, eq(users.id, approvals.requestedBy))
    .where(mine)
    .orderBy(sql`${approvals.status} <> 'pending'`, asc(approvals.dueAt))
    .limit(limit);
}

/** An event's rides still held for a yes, first deadline first: what its approvers are asked about, and may answer, together. */
export async function heldOfEvent(db: Db, batchId: string): Promise<ApprovalRow[]> {
  const rows = await db
    .select({ approval: approvals })
    .from(approvals)
    .innerJoin(bookings, eq(bookings.id, approvals.bookingId))
    .where(and(eq(approvals.eventBatchId, batchId), eq(approvals.status, "pending"), eq(bookings.status, "awaiting_approval")))
    .orderBy(asc(approvals.dueAt));
  return rows.map((r) => r.approval);
}
