import "server-only";
import { asc, eq } from "drizzle-orm";
import { audit, type Actor } from "@/lib/audit/queries";
import type { Db } from "@/lib/db/client";
import { bookingCorrections, bookings, labels } from "@/lib/db/schema";

export type CorrectionField = "reason" | "label";
export type Correction = typeof bookingCorrections.$inferSelect;

export class UnknownLabelError extends Error {
  constructor(readonly slug: string) {
    super(`No label "${slug}".`);
  }
}

/**
 * Corrects what reports count for a booking, in our records only (the provider keeps what was
 * sent). Writes one history row per field that changes and one audit entry, in one transaction;
 * a field left out, or set to what it already is, writes nothing. Null clears the field.
 * Answers the fields changed, or null when there is no such booking.
 */
export async function correctBooking(
  db: Db,
  input: { bookingId: string; reason?: string | null; labelSlug?: string | null; actor: Actor },
): Promise<{ changed: CorrectionField[] } | null> {
  return db.transaction(async (tx) => {
    // Locks the row so two admins correcting at once each see the other's value as the old one.
    const [current] = await tx
      .select({ reason: bookings.reportReason, labelSlug: bookings.reportLabelSlug })
      .from(bookings)
      .where(eq(bookings.id, input.bookingId))
      .for("update");
    if (!current) return null;
    if (input.labelSlug) {
      const [known] = await tx.select({ slug: labels.slug }).from(labels).where(eq(labels.slug, input.labelSlug));
      if (!known) throw new UnknownLabelError(input.labelSlug);
    }
    const changes: { field: CorrectionField; oldValue: string | null; newValue: string | null }[] = [];
    if (input.reason !== undefined && input.reason !== current.reason) changes.push({ field: "reason", oldValue: current.reason, newValue: input.reason });
    if (input.labelSlug !== undefined && input.labelSlug !== current.labelSlug)
      changes.push({ field: "label", oldValue: current.labelSlug, newValue: input.labelSlug });
    if (changes.length === 0) return { changed: [] };

    const now = new Date();
    await tx
      .update(bookings)
      .set({
        ...(changes.some((c) => c.field === "reason") ? { reportReason: input.reason ?? null } : {}),
        ...(changes.some((c) => c.field === "label") ? { reportLabelSlug: input.labelSlug ?? null } : {}),
        updatedAt: now,
      })
      .where(eq(bookings.id, input.bookingId));
    await tx
      .insert(bookingCorrections)
      .values(changes.map((c) => ({ bookingId: input.bookingId, ...c, actorId: input.actor.id, actorEmail: input.actor.email, at: now })));
    await audit(tx, {
      actor: input.actor,
      action: "booking.corrected",
      target: { type: "booking", id: input.bookingId },
      detail: Object.fromEntries(changes.map((c) => [c.field, { from: c.oldValue, to: c.newValue }])),
    });
    return { changed: changes.map((c) => c.field) };
  });
}

/** A booking's reason and label: as sent, as reports count them now, and every correction, oldest first. */
export async function correctionsOf(db: Db, bookingId: string) {
  const [booking] = await db
    .select({
      id: bookings.id,
      reason: bookings.reportReason,
      labelSlug: bookings.reportLabelSlug,
      originalReason: bookings.reason,
      originalLabelSlug: bookings.labelSlug,
      createdBy: bookings.createdBy,
      requesterId: bookings.requesterId,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!booking) return null;
  const history = await db
    .select()
    .from(bookingCorrections)
    .where(eq(bookingCorrections.bookingId, bookingId))
    .orderBy(asc(bookingCorrections.at), asc(bookingCorrections.id));
  return { booking, history };
}

/** Every label we know of, active or not, by name: a correction may name an inactive one. */
export async function knownLabels(db: Db) {
  return db.select({ slug: labels.slug, name: labels.name, active: labels.active }).from(labels).orderBy(asc(labels.name));
}
