import "server-only";
import { z } from "zod";
import type { SessionUser } from "@/lib/auth/session";
import { prefillFrom, type BookingPrefill } from "./prefill";
import type { Db } from "@/lib/db";
import { findBooking } from "./queries";
import { canSeeBooking } from "@/lib/booking/access";

const fromParam = z.uuid();

/** Why the form is empty although a rebook was asked for: the ride is unknown, or not the person's. */
export type RebookNotice = "notFound";

/**
 * The booking form's values for `/book?from=<bookingId>[&return=1]`: from one of the person's
 * bookings, or a notice (and the usual empty form) when the id is unknown or not theirs.
 */
export async function rebookPrefill(
  db: Db,
  user: SessionUser,
  params: { from?: string | string[]; return?: string | string[] },
): Promise<{ prefill: BookingPrefill | null; notice: RebookNotice | null }> {
  if (params.from === undefined) return { prefill: null, notice: null };
  const id = fromParam.safeParse(params.from);
  const booking = id.success ? await findBooking(db, id.data) : null;
  const missing = { prefill: null, notice: "notFound" as const };
  if (!booking || !(await canSeeBooking(db, user, booking))) return missing;
  const prefill = prefillFrom(booking, { returnTrip: params.return === "1", newKey: () => crypto.randomUUID() });
  return prefill ? { prefill, notice: null } : missing;
}
