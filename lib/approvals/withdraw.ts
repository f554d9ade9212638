import "server-only";
import { ActionError, actorOf, type ActionContext } from "@/lib/auth/guard";
import { audit } from "@/lib/audit/queries";
import { messageRef } from "@/lib/i18n/message-ref";
import { canSeeBooking } from "@/lib/booking/access";
import { markDeclined } from "@/lib/booking/hold-queries";
import { findBooking } from "@/lib/booking/queries";
import { approvalOfBooking, decideApproval } from "@/lib/spend/approvals-queries";
import { releaseRide } from "@/lib/spend/budget-ledger";

/**
 * The desk takes back a ride held for approval (the guest no longer needs it): its approval closes
 * as withdrawn, so an answer that comes after is refused and books nothing, the ride is never sent,
 * and its budgets get their room back. A ride already answered is left as it is.
 */
export async function withdrawHeldRide(ctx: ActionContext, bookingId: string, now = new Date()): Promise<{ withdrawn: true }> {
  const booking = await findBooking(ctx.db, bookingId);
  if (!booking || !(await canSeeBooking(ctx.db, ctx.user, booking))) throw new ActionError("not_found", messageRef("journeys.rideNotFound"));
  const approval = booking.status === "awaiting_approval" ? await approvalOfBooking(ctx.db, booking.id) : null;
  const closed = approval ? await decideApproval(ctx.db, approval.id, { status: "cancelled", by: ctx.user.id, note: null }, now, false) : null;
  if (!closed) throw new ActionError("conflict", messageRef("spend.notWaiting"));
  await markDeclined(ctx.db, booking.id);
  await releaseRide(ctx.db, booking.id);
  await audit(ctx.db, { actor: actorOf(ctx), action: "approval.withdrawn", target: { type: "booking", id: booking.id }, detail: { approval: closed.id } });
  return { withdrawn: true };
}
