import "server-only";
import { and, eq, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { guestMessages, messageOptOuts } from "@/lib/db/schema";
import { findBooking, type BookingRow } from "@/lib/booking/queries";
import { isLocale, type Locale } from "@/lib/locales";
import { localized } from "@/lib/i18n/localized";
import { wallClockIn } from "@/lib/booking/ready-window";
import { composeGuestMessage, type GuestMessageFacts } from "./compose";
import { bookingFacts, guestEventsDue } from "@/lib/outbound/due";
import type { GuestChannel, GuestEvent } from "@/lib/channels";
import type { NotificationSettings } from "@/lib/outbound/settings";

export type GuestMessageRow = typeof guestMessages.$inferSelect;

/** Where a channel's message goes for this booking, or null when the guest gave nothing to send it to. */
export function recipientOf(b: Pick<BookingRow, "riderPhone" | "guestEmail">, channel: GuestChannel): string | null {
  if (channel === "email") return b.guestEmail;
  return b.riderPhone;
}

export const guestLocale = (b: Pick<BookingRow, "riderLocale">): Locale => (b.riderLocale && isLocale(b.riderLocale) ? b.riderLocale : "en");

/** The facts a message is written from, as the booking has them now. */
export function messageFacts(b: BookingRow, context: { companyName: string; guestUrl: string }): GuestMessageFacts {
  const language = guestLocale(b);
  const title = b.guestMeetingPoint?.title;
  return {
    riderName: b.riderName,
    language,
    productName: b.productName,
    startAt: b.startAt,
    zone: b.zone,
    pickupLabel: b.pickupLabel,
    // One fallback for every language (lib/i18n/localized): a Portuguese guest reads the Spanish name their page shows.
    meetingPoint: title ? localized(title, language) || null : null,
    companyName: context.companyName,
    link: context.guestUrl,
    driver: b.driver ? { name: b.driver.name } : null,
    vehicle: b.vehicle,
    endState: b.endState,
    readyUntil: b.readyUntil && b.zone ? wallClockIn(b.readyUntil, b.zone) : null,
  };
}

export type PlanContext = { companyName: string; guestUrl: (token: string) => string; settings: NotificationSettings; now: Date };

/**
 * Records the messages a booking is due now and has not had, each written in the guest's language;
 * returns the ids of those to send. A guest who opted out of a channel gets a record that says so,
 * and nothing sent. Safe to call again and again: a message exists at most once per event and channel.
 */
export async function planGuestMessages(db: Db, booking: BookingRow, ctx: PlanContext): Promise<string[]> {
  if (booking.messageChannels.length === 0 || !booking.guestToken) return [];
  const events = guestEventsDue(bookingFacts(booking), ctx.settings, ctx.now);
  if (events.length === 0) return [];
  const facts = messageFacts(booking, { companyName: ctx.companyName, guestUrl: ctx.guestUrl(booking.guestToken) });
  const rows: (typeof guestMessages.$inferInsert)[] = [];
  for (const event of events) {
    for (const channel of booking.messageChannels) {
      const recipient = recipientOf(booking, channel);
      if (!recipient) continue;
      const { subject, text } = composeGuestMessage(event, channel, facts);
      rows.push({
        bookingId: booking.id,
        event,
        channel,
        recipient,
        locale: facts.language,
        subject: channel === "email" ? subject : null,
        body: text,
        createdAt: ctx.now,
      });
    }
  }
  if (rows.length === 0) return [];
  const created = await db
    .insert(guestMessages)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: guestMessages.id, channel: guestMessages.channel, recipient: guestMessages.recipient });
  if (created.length === 0) return [];
  const optedOut = await optedOutAmong(db, created);
  const skipped = created.filter((m) => optedOut.has(`${m.channel}:${m.recipient}`)).map((m) => m.id);
  if (skipped.length)
    await db.update(guestMessages).set({ status: "skipped", skipReason: "opted_out", statusAt: ctx.now }).where(inArray(guestMessages.id, skipped));
  return created.filter((m) => !skipped.includes(m.id)).map((m) => m.id);
}

async function optedOutAmong(db: Db, messages: { channel: GuestChannel; recipient: string }[]): Promise<Set<string>> {
  const recipients = [...new Set(messages.map((m) => m.recipient))];
  const rows = await db.select().from(messageOptOuts).where(inArray(messageOptOuts.recipient, recipients));
  return new Set(rows.map((r) => `${r.channel}:${r.recipient}`));
}

export async function isOptedOut(db: Db, channel: GuestChannel, recipient: string): Promise<boolean> {
  const [row] = await db
    .select({ at: messageOptOuts.at })
    .from(messageOptOuts)
    .where(and(eq(messageOptOuts.channel, channel), eq(messageOptOuts.recipient, recipient)));
  return !!row;
}

/** A guest answered STOP on a channel: nothing more goes to them there. */
export async function recordOptOut(db: Db, channel: GuestChannel, recipient: string, at: Date) {
  await db.insert(messageOptOuts).values({ channel, recipient, at }).onConflictDoNothing();
}

/** A message and its booking, asked of lib/booking: one message at a time, so a second read costs little. */
export async function findMessage(db: Db, id: string): Promise<{ message: GuestMessageRow; booking: BookingRow } | null> {
  const [message] = await db.select().from(guestMessages).where(eq(guestMessages.id, id));
  const booking = message ? await findBooking(db, message.bookingId) : null;
  return message && booking ? { message, booking } : null;
}

/**
 * Starts an attempt: only one sender holds a message at a time (the attempt count is the ticket).
 * The attempt's time is kept, so that after a lost answer the carrier is asked from then on.
 */
export async function beginAttempt(db: Db, m: GuestMessageRow, now: Date): Promise<boolean> {
  const rows = await db
    .update(guestMessages)
    .set({ status: "sending", attempts: m.attempts + 1, attemptAt: now })
    .where(and(eq(guestMessages.id, m.id), eq(guestMessages.attempts, m.attempts), inArray(guestMessages.status, ["pending", "sending"])))
    .returning({ id: guestMessages.id });
  return rows.length === 1;
}

/** The carrier took the message: its id, and the status it gave (a callback may already have moved it on). */
export async function markHandedOver(db: Db, id: string, providerId: string, status: "queued" | "sent", now: Date) {
  await db
    .update(guestMessages)
    .set({
      providerId,
      status: sql`case when ${guestMessages.status} in ('pending', 'sending') then ${status} else ${guestMessages.status} end`,
      sentAt: now,
      statusAt: now,
      error: null,
      errorCode: null,
    })
    .where(eq(guestMessages.id, id));
}

/** The words a message goes with, when they are written at sending time (a WhatsApp template filled in). */
export async function setMessageBody(db: Db, id: string, body: string) {
  await db.update(guestMessages).set({ body }).where(eq(guestMessages.id, id));
}

/**
 * Records an event's SMS in place of a WhatsApp that could not go; its id to send, or null when
 * the booking already has that SMS (it tells the guest already) or no phone.
 */
export async function recordFallbackSms(db: Db, b: BookingRow, event: GuestEvent, body: string, now: Date): Promise<string | null> {
  if (!b.riderPhone) return null;
  const [row] = await db
    .insert(guestMessages)
    .values({ bookingId: b.id, event, channel: "sms", recipient: b.riderPhone, locale: guestLocale(b), body, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: guestMessages.id });
  if (!row) return null;
  if (await isOptedOut(db, "sms", b.riderPhone)) {
    await markSkipped(db, row.id, "opted_out", now);
    return null;
  }
  return row.id;
}

/** The carrier surely did not take it (429, 5xx): it waits for the next try. */
export async function markNotTaken(db: Db, id: string, error: string) {
  await db
    .update(guestMessages)
    .set({ status: "pending", error })
    .where(and(eq(guestMessages.id, id), eq(guestMessages.status, "sending")));
}

export async function markFailed(db: Db, id: string, failure: { code: string | null; error: string }, now: Date) {
  await db.update(guestMessages).set({ status: "failed", errorCode: failure.code, error: failure.error, statusAt: now }).where(eq(guestMessages.id, id));
}

export async function markSkipped(db: Db, id: string, reason: "stale" | "opted_out" | "channel_off" | "no_template", now: Date) {
  await db
    .update(guestMessages)
    .set({ status: "skipped", skipReason: reason, statusAt: now })
    .where(and(eq(guestMessages.id, id), inArray(guestMessages.status, ["pending", "sending"])));
}

/** How far a status is along; a callback never moves a message back (they can arrive out of order). */
export const STATUS_RANK: Record<string, number> = { pending: 0, sending: 1, queued: 2, sent: 3, delivered: 4, undelivered: 5, failed: 5, skipped: 5 };

/** A delivery status from Twilio's callback, for the message with that SID; false when no message has it. */
export async function applyDeliveryStatus(
  db: Db,
  sid: string,
  status: "queued" | "sent" | "delivered" | "undelivered" | "failed",
  error: { code: string | null },
  now: Date,
) {
  const ranked = Object.entries(STATUS_RANK)
    .filter(([, r]) => r < STATUS_RANK[status]!)
    .map(([s]) => s);
  const rows = await db
    .update(guestMessages)
    .set({ status, statusAt: now, ...(error.code ? { errorCode: error.code } : {}) })
    .where(and(eq(guestMessages.providerId, sid), inArray(guestMessages.status, ranked as GuestMessageRow["status"][])))
    .returning({ id: guestMessages.id });
  if (rows.length) return true;
  const [known] = await db.select({ id: guestMessages.id }).from(guestMessages).where(eq(guestMessages.providerId, sid));
  return !!known;
}

/** A message of a given SID, for the callback receiver's opt-out. */
export async function messageBySid(db: Db, sid: string) {
  const [row] = await db.select().from(guestMessages).where(eq(guestMessages.providerId, sid));
  return row ?? null;
}

/** Messages recorded but not handed over for a while: their job was lost (a crash between record and queue). */
export async function messagesToResend(db: Db, before: Date, limit = 500) {
  return db
    .select({ id: guestMessages.id })
    .from(guestMessages)
    .where(and(inArray(guestMessages.status, ["pending", "sending"]), lt(guestMessages.createdAt, before)))
    .limit(limit);
}

/** Clears the words of messages older than the retention; what was sent, when and how it went stay. */
export async function purgeMessageBodies(db: Db, before: Date): Promise<number> {
  const rows = await db
    .update(guestMessages)
    .set({ body: null, subject: null })
    .where(and(lt(guestMessages.createdAt, before), sql`${guestMessages.body} is not null`))
    .returning({ id: guestMessages.id });
  return rows.length;
}

/** A booking's messages, oldest first, for its page. */
export async function messagesOfBooking(db: Db, bookingId: string) {
  return db.select().from(guestMessages).where(eq(guestMessages.bookingId, bookingId)).orderBy(guestMessages.createdAt, guestMessages.event);
}

/** The booking's channels on which its guest opted out. */
export async function optOutsOfBooking(db: Db, b: Pick<BookingRow, "riderPhone" | "guestEmail">) {
  const recipients = [b.riderPhone, b.guestEmail].filter((r): r is string => !!r);
  if (recipients.length === 0) return [];
  return db.select().from(messageOptOuts).where(inArray(messageOptOuts.recipient, recipients));
}

export type { GuestEvent };
