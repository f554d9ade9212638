import "server-only";
import { ActionError } from "@/lib/action-result";
import { actorOf, type ActionContext } from "@/lib/auth/guard";
import { audit } from "@/lib/audit/queries";
import { findBooking } from "@/lib/booking/queries";
import type { Db } from "@/lib/db";
import { messageRef } from "@/lib/i18n/message-ref";
import { INTL_TAG, isLocale, type Locale } from "@/lib/locales";
import { guestLocale } from "@/lib/messaging/outbox";
import { recordReceiptEmail } from "@/lib/messaging/receipt-message";
import type { MailAttachment } from "@/lib/outbound/carriers";
import { onClock } from "./receipt-view";
import { receiptFile, receiptWords } from "./receipt-file";
import { receiptOf, rideReceipt, type Company } from "./receipt-queries";
import type { Receipt } from "./receipt";

/** Whether a ride has anything to put on a receipt yet: its sale, or at least the final price of a ride that ended. */
export const hasReceipt = (r: Receipt) => r.sales.length > 0 || r.finalPrice !== null;

/** The email's words in the guest's language: whose ride, when, from where to where. */
async function receiptEmail(receipt: Receipt, locale: Locale) {
  const t = await receiptWords(locale);
  const day = receiptDay(receipt, locale);
  const values = { company: receipt.company, rider: receipt.rider, day, pickup: receipt.pickup, dropoff: receipt.dropoff };
  return { locale, subject: t("emailSubject", values), body: t("emailBody", values) };
}

/** When the ride began, on its pickup's clock (when it ended, for a ride whose pickup time nobody saw). */
const receiptDay = (r: Receipt, locale: Locale) => {
  const at = r.pickupAt ?? r.dropoffAt;
  return at ? onClock(at, r.zone, INTL_TAG[locale]) : "";
};

/**
 * Emails a ride's receipt to its guest (or the address the desk gives), for whoever may see the ride:
 * recorded in the outbox, then sent once by the send job with the PDF attached, made in the guest's
 * language when it goes. A receipt already on its way or delivered is not sent twice; one that failed
 * may be sent again. Returns the message to queue.
 */
export async function emailReceipt(ctx: ActionContext, bookingId: string, to: string, company: Company, now = new Date()): Promise<string> {
  const receipt = await rideReceipt(ctx, bookingId, company);
  if (!hasReceipt(receipt)) throw new ActionError("invalid", messageRef("receipts.send.notEnded"));
  const booking = (await findBooking(ctx.db, bookingId))!;
  const email = await receiptEmail(receipt, guestLocale(booking));
  const recorded = await recordReceiptEmail(ctx.db, bookingId, { recipient: to, ...email }, now);
  if (recorded.kind === "already") throw new ActionError("conflict", messageRef("receipts.send.already", { to: recorded.message.recipient }));
  await audit(ctx.db, { actor: actorOf(ctx), action: "receipt.emailed", target: { type: "booking", id: bookingId }, detail: { to } });
  return recorded.id;
}

/** The files a message carries when it is sent: a receipt's PDF in the message's language; nothing for any other. */
export async function receiptAttachments(db: Db, m: { bookingId: string; event: string; locale: string }, company: Company): Promise<MailAttachment[]> {
  if (m.event !== "receipt") return [];
  const booking = await findBooking(db, m.bookingId);
  if (!booking) return [];
  const { filename, content } = await receiptFile(await receiptOf(db, booking, company), isLocale(m.locale) ? m.locale : guestLocale(booking));
  return [{ filename, content, contentType: "application/pdf" }];
}
