import "server-only";
import { ActionError } from "@/lib/action-result";
import type { ActionContext } from "@/lib/auth/guard";
import { requesterName } from "@/lib/accounts/requester-queries";
import { canSeeBooking } from "@/lib/booking/access";
import { findBooking, type BookingRow } from "@/lib/booking/queries";
import type { Db } from "@/lib/db";
import { labelsBySlug } from "@/lib/labels/queries";
import { messageRef } from "@/lib/i18n/message-ref";
import { salesOfBooking } from "@/lib/sales/queries";
import { toReceipt, type Receipt } from "./receipt";

/**
 * A ride's receipt for the signed-in person: a ride they may not see gets the same not found as one
 * that does not exist, as on the ride's page.
 */
export async function rideReceipt(ctx: ActionContext, bookingId: string, company: Company): Promise<Receipt> {
  const booking = await findBooking(ctx.db, bookingId);
  if (!booking || !(await canSeeBooking(ctx.db, ctx.user, booking))) throw new ActionError("not_found", messageRef("journeys.noSuchJourneyHere"));
  return receiptOf(ctx.db, booking, company);
}

export type Company = { name: string; zone: string };

/** A booking's receipt as its records and sales stand now, for whoever was already let see it (or the job emailing it). */
export async function receiptOf(db: Db, booking: BookingRow, company: Company): Promise<Receipt> {
  const [requester, labels, sales] = await Promise.all([
    requesterName(db, booking.requesterId),
    booking.reportLabelSlug ? labelsBySlug(db, [booking.reportLabelSlug]) : null,
    salesOfBooking(db, booking.id),
  ]);
  const label = booking.reportLabelSlug ? (labels?.get(booking.reportLabelSlug)?.name ?? booking.reportLabelSlug) : null;
  return toReceipt(booking, { company: company.name, companyZone: company.zone, requester, label, sales });
}
