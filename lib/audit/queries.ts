import "server-only";
import { and, desc, eq, gte, lt, lte, or, ilike, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { auditLog } from "@/lib/db/schema";

export type AuditAction =
  | "auth.sign_in"
  | "auth.sign_in_failed"
  | "auth.locked"
  | "auth.sign_out"
  | "auth.setup"
  | "auth.password_set"
  | "user.created"
  | "user.invited"
  | "user.role_changed"
  | "user.deactivated"
  | "user.reactivated"
  | "user.password_reset"
  | "user.unlocked"
  | "requesters.synced"
  | "requesters.assigned"
  | "booking.created"
  | "booking.cancelled"
  | "booking.marked_not_booked"
  | "booking.linked"
  | "journey.cancelled"
  | "journey.kept_searching"
  | "journey.attention_noted"
  | "booking.corrected"
  | "journey.rebooked"
  | "receipt.emailed"
  | "policy.changed"
  | "policy.mismatch"
  | "label.created"
  | "label.updated"
  | "label.deactivated"
  | "label.reactivated"
  | "labels.imported"
  | "labels.synced"
  | "parcel.created"
  | "parcel.ship_requested"
  | "parcel.cancel_requested"
  | "parcel.delete_requested"
  | "parcel.proof_configured"
  | "webhook.subscribed"
  | "webhook.unsubscribed"
  | "notifications.changed"
  | "notifications.channel_changed"
  | "notifications.test_sent"
  | "event.created"
  | "event.sheet_replaced"
  | "event.confirmed"
  | "event.prices_accepted"
  | "event.cancelled"
  | "event.rides_cancelled"
  | "spend.rules_changed"
  | "spend.own_rules_saved"
  | "spend.own_rules_removed"
  | "budget.created"
  | "budget.changed"
  | "budget.deleted"
  | "approval.requested"
  | "approval.approved"
  | "approval.declined"
  | "approval.repriced"
  | "approval.fallback"
  | "approvers.changed"
  | "approval.withdrawn"
  | "holiday.added"
  | "holiday.removed"
  | "series.created"
  | "series.paused"
  | "series.resumed"
  | "series.stopped"
  | "series.changed"
  | "ready.sent_now"
  | "ready.window_changed"
  | "ready.cancelled"
  | "ready.window_closed";

export type Actor = { id: string | null; email: string | null };

export type AuditEntry = {
  actor: Actor;
  action: AuditAction;
  target?: { type: string; id: string };
  detail?: Record<string, unknown>;
};

/** Writes one audit record. Callers write it in the same transaction as the change it records. */
export async function audit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actor.id,
    actorEmail: entry.actor.email,
    action: entry.action,
    targetType: entry.target?.type ?? null,
    targetId: entry.target?.id ?? null,
    detail: entry.detail ?? {},
  });
}

export type AuditFilter = {
  action?: string;
  /** Matches the actor's email or the target id. */
  q?: string;
  from?: Date;
  to?: Date;
  /** Keyset paging: records older than this id. */
  before?: number;
  limit?: number;
};

export type AuditRecord = typeof auditLog.$inferSelect;

export async function listAudit(db: Db, f: AuditFilter = {}): Promise<{ records: AuditRecord[]; next: number | null }> {
  const limit = Math.min(f.limit ?? 50, 200);
  const where: SQL[] = [];
  if (f.action) where.push(f.action.endsWith(".") ? ilike(auditLog.action, `${f.action}%`) : eq(auditLog.action, f.action));
  if (f.q) where.push(or(ilike(auditLog.actorEmail, `%${f.q}%`), ilike(auditLog.targetId, `%${f.q}%`))!);
  if (f.from) where.push(gte(auditLog.at, f.from));
  if (f.to) where.push(lte(auditLog.at, f.to));
  if (f.before) where.push(lt(auditLog.id, f.before));
  const rows = await db
    .select()
    .from(auditLog)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(limit + 1);
  const records = rows.slice(0, limit);
  return { records, next: rows.length > limit ? records[records.length - 1]!.id : null };
}
