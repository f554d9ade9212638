import "server-only";
import { and, eq, lt } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { deskAlerts, users } from "@/lib/db/schema";
import { findBooking, type BookingRow } from "@/lib/booking/queries";
import { bookingFacts, deskProblemDue } from "@/lib/outbound/due";
import type { AlertTarget, DeskProblem } from "@/lib/channels";
import type { NotificationSettings } from "@/lib/outbound/settings";
import type { AlertProblem } from "./desk-alert";
import type { AlertReach } from "@/lib/outbound/settings";

export type DeskAlertRow = typeof deskAlerts.$inferSelect;

/** Our records' names for the problems, and the alert's words' names for them. */
export const ALERT_PROBLEM_OF: Record<DeskProblem, AlertProblem> = {
  not_found: "not found",
  driver_cancel: "driver cancel",
  no_show: "no show",
  uncertain: "uncertain",
  no_driver_yet: "no driver yet",
  ready_refused: "ready refused",
  ready_unused: "ready unused",
};

export type { AlertReach } from "@/lib/outbound/settings";

const reachable = (target: AlertTarget, reach: AlertReach, agentEmail: string | null) =>
  target === "agent_email" ? reach.email && !!agentEmail : reach[target];

/**
 * Records the alert a booking's problem is due, once per target, and returns the ids to send. A
 * problem already alerted, or one the desk dealt with in Ridedesk, records nothing.
 */
export async function planDeskAlerts(db: Db, booking: BookingRow, settings: NotificationSettings, reach: AlertReach, now: Date): Promise<string[]> {
  const problem = deskProblemDue(bookingFacts(booking), settings, now);
  if (!problem) return [];
  const agentEmail = booking.createdBy ? await emailOf(db, booking.createdBy) : null;
  const targets = (settings.alertTargets[problem] ?? []).filter((t) => reachable(t, reach, agentEmail));
  if (targets.length === 0) return [];
  const created = await db
    .insert(deskAlerts)
    .values(targets.map((target) => ({ bookingId: booking.id, problem, target, createdAt: now })))
    .onConflictDoNothing()
    .returning({ id: deskAlerts.id });
  return created.map((r) => r.id);
}

async function emailOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? null;
}

/** An alert, its booking (asked of lib/booking) and the agent who booked it: one alert at a time, so the reads cost little. */
export async function findAlert(db: Db, id: string) {
  const [alert] = await db.select().from(deskAlerts).where(eq(deskAlerts.id, id));
  const booking = alert ? await findBooking(db, alert.bookingId) : null;
  if (!alert || !booking) return null;
  const [agent] = booking.createdBy
    ? await db.select({ email: users.email, name: users.name, locale: users.locale }).from(users).where(eq(users.id, booking.createdBy))
    : [];
  return { alert, booking, agent: agent ?? null };
}

/** Starts an attempt; only one sender holds an alert at a time. */
export async function beginAlertAttempt(db: Db, a: DeskAlertRow): Promise<boolean> {
  const rows = await db
    .update(deskAlerts)
    .set({ attempts: a.attempts + 1 })
    .where(and(eq(deskAlerts.id, a.id), eq(deskAlerts.attempts, a.attempts), eq(deskAlerts.status, "pending")))
    .returning({ id: deskAlerts.id });
  return rows.length === 1;
}

export async function settleAlert(db: Db, id: string, outcome: { status: "sent" | "failed" | "skipped"; error?: string | null }, now: Date) {
  await db
    .update(deskAlerts)
    .set({ status: outcome.status, error: outcome.error ?? null, ...(outcome.status === "sent" ? { sentAt: now } : {}) })
    .where(and(eq(deskAlerts.id, id), eq(deskAlerts.status, "pending")));
}

export async function noteAlertError(db: Db, id: string, error: string) {
  await db.update(deskAlerts).set({ error }).where(eq(deskAlerts.id, id));
}

/** Alerts recorded a while ago and still pending: their job was lost, or ran out of tries. */
export async function alertsToResend(db: Db, before: Date, limit = 500) {
  return db
    .select({ id: deskAlerts.id })
    .from(deskAlerts)
    .where(and(eq(deskAlerts.status, "pending"), lt(deskAlerts.createdAt, before)))
    .limit(limit);
}

/** A booking's alerts, oldest first, for its page. */
export async function alertsOfBooking(db: Db, bookingId: string) {
  return db.select().from(deskAlerts).where(eq(deskAlerts.bookingId, bookingId)).orderBy(deskAlerts.createdAt);
}
