import "server-only";
import { and, eq, inArray, isNull, or } from "drizzle-orm";
import type { AttentionResolution } from "@/lib/booking/attention";
import { ATTENTION_END_STATES } from "@/lib/booking/states";
import type { Db } from "@/lib/db/client";
import { bookings } from "@/lib/db/schema";

/**
 * Bookings that need the desk: unresolved, and either uncertain or booked with an end state that
 * left the guest without a ride. The same rule as attentionProblem() in lib/booking/attention.ts.
 */
export const needsAttention = and(
  isNull(bookings.attentionResolvedAt),
  or(eq(bookings.status, "uncertain"), and(eq(bookings.status, "booked"), inArray(bookings.endState, [...ATTENTION_END_STATES]))),
)!;

/**
 * Marks a booking's problem as dealt with: who did it, when and how. Returns false when the
 * booking does not exist or its problem was already resolved, so two agents cannot both resolve it.
 */
export async function resolveAttention(
  db: Db,
  { bookingId, by, resolution, at = new Date() }: { bookingId: string; by: string | null; resolution: AttentionResolution; at?: Date },
): Promise<boolean> {
  const rows = await db
    .update(bookings)
    .set({ attentionResolvedAt: at, attentionResolvedBy: by, attentionResolution: resolution, updatedAt: at })
    .where(and(eq(bookings.id, bookingId), isNull(bookings.attentionResolvedAt)))
    .returning({ id: bookings.id });
  return rows.length > 0;
}
