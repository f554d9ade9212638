import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import type { Db } from "@/lib/db";
import type { BookingRow } from "@/lib/booking/queries";
import { requestersForAgent } from "@/lib/accounts/requester-queries";

/**
 * Who may see and act on a booking: admins on all of them; an agent on those of the requesters
 * they book for, and on the ones they made themselves.
 */
export async function canSeeBooking(db: Db, user: SessionUser, booking: Pick<BookingRow, "createdBy" | "requesterId">): Promise<boolean> {
  if (user.role === "admin" || booking.createdBy === user.id) return true;
  const mine = await requestersForAgent(db, user.id, { activeOnly: false });
  return mine.some((r) => r.id === booking.requesterId);
}
