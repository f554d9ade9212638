import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { guestMessages } from "@/lib/db/schema";
import type { MessageStatus } from "@/lib/channels";
import type { GuestMessageRow } from "./outbox";

/** A receipt whose email went nowhere may be sent again, to the same address or another. */
const SENT_AGAIN_AFTER: readonly MessageStatus[] = ["failed", "undelivered", "skipped"];

export type ReceiptEmail = { recipient: string; locale: string; subject: string; body: string };

/** The ride's receipt email, when the desk has sent one. */
export async function receiptEmailOf(db: Db, bookingId: string): Promise<GuestMessageRow | null> {
  const [row] = await db
    .select()
    .from(guestMessages)
    .where(and(eq(guestMessages.bookingId, bookingId), eq(guestMessages.event, "receipt"), eq(guestMessages.channel, "email")));
  return row ?? null;
}

/**
 * Records a ride's receipt email for the send job, as every message to a guest is recorded before it
 * is sent: once per ride. One already recorded and on its way (or delivered) is not recorded again
 * (`already`: the desk is told where and when it went); one that failed is recorded anew, to the
 * address given now.
 */
export async function recordReceiptEmail(
  db: Db,
  bookingId: string,
  email: ReceiptEmail,
  now: Date,
): Promise<{ kind: "recorded"; id: string } | { kind: "already"; message: GuestMessageRow }> {
  const [created] = await db
    .insert(guestMessages)
    .values({ bookingId, event: "receipt", channel: "email", ...email, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: guestMessages.id });
  if (created) return { kind: "recorded", id: created.id };
  const [again] = await db
    .update(guestMessages)
    .set({
      ...email,
      status: "pending",
      skipReason: null,
      providerId: null,
      errorCode: null,
      error: null,
      attemptAt: null,
      sentAt: null,
      statusAt: null,
      createdAt: now,
    })
    .where(
      and(
        eq(guestMessages.bookingId, bookingId),
        eq(guestMessages.event, "receipt"),
        eq(guestMessages.channel, "email"),
        inArray(guestMessages.status, [...SENT_AGAIN_AFTER]),
      ),
    )
    .returning({ id: guestMessages.id });
  if (again) return { kind: "recorded", id: again.id };
  const message = await receiptEmailOf(db, bookingId);
  if (!message) throw new Error(`the receipt email of booking ${bookingId} vanished while being recorded`);
  return { kind: "already", message };
}
