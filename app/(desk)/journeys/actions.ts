"use server";

import { z } from "zod";
import { action } from "@/lib/auth/guard";
import { messageRef } from "@/lib/i18n/message-ref";
import { JOURNEY_ID_EXAMPLE } from "@/lib/journeys/journey-id";
import { cancelBookedJourney, dismissAttention, keepSearchingJourney } from "@/lib/journeys/problems";
import { resolveUncertain } from "@/lib/journeys/resolve-uncertain";
import { withdrawHeldRide } from "@/lib/approvals/withdraw";
import { ActionError } from "@/lib/action-result";
import { env } from "@/lib/env";
import { send } from "@/lib/jobs";
import { log } from "@/lib/log";
import { queueMessages } from "@/lib/messaging/jobs";
import { emailReceipt } from "@/lib/receipts/receipt-email";

const bookingId = z.uuid(messageRef("journeys.rideNotFound"));

const byBooking = z.strictObject({ bookingId });

/** Cancels a booked ride at the provider; a refusal (409) is explained in words and the state re-read. */
export const cancelJourneyAction = action({ role: "any", schema: byBooking }, async (input, ctx) => cancelBookedJourney(ctx, input.bookingId));

/** Takes back a ride waiting for approval: never sent, its approval closed, its budgets' room given back. */
export const withdrawHeldRideAction = action({ role: "any", schema: byBooking }, async (input, ctx) => withdrawHeldRide(ctx, input.bookingId));

/** After "not found": asks the provider to search again for a driver, and follows the ride again. */
export const keepSearchingAction = action({ role: "any", schema: byBooking }, async (input, ctx) => keepSearchingJourney(ctx, input.bookingId));

/** The provider's journey ids: a UUID, as its panel shows it. */
const journeyId = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, messageRef("journeys.journeyIdExample", { example: JOURNEY_ID_EXAMPLE }));

const resolveInput = z.discriminatedUnion("outcome", [
  z.strictObject({ bookingId, outcome: z.literal("not booked") }),
  z.strictObject({ bookingId, outcome: z.literal("booked"), journeyId }),
]);

/** Settles an uncertain booking: not booked (it may be made again), or booked as the given journey. */
export const resolveUncertainAction = action({ role: "any", schema: resolveInput }, async ({ bookingId, ...outcome }, ctx) =>
  resolveUncertain(ctx, bookingId, outcome),
);

const dismissInput = z.strictObject({
  bookingId,
  note: z
    .string()
    .trim()
    .max(500, messageRef("journeys.noteTooLong", { max: 500 }))
    .optional()
    .transform((n) => n || null),
});

/** A driver cancel, no show or not found the desk handled another way: noted, and off the board. */
export const dismissAttentionAction = action({ role: "any", schema: dismissInput }, async (input, ctx) => dismissAttention(ctx, input.bookingId, input.note));

const receiptTo = z.strictObject({
  bookingId,
  to: z
    .string()
    .trim()
    .max(320, messageRef("booking.rider.email"))
    .pipe(z.email(messageRef("booking.rider.email"))),
});

/** Emails a ride's receipt (a PDF in the guest's language) to its guest, or the address the desk gives: once, unless it failed. */
export const emailReceiptAction = action({ role: "any", schema: receiptTo }, async ({ bookingId, to }, ctx) => {
  const config = env();
  if (!config.messaging.email) throw new ActionError("invalid", messageRef("receipts.send.noSmtp"));
  const id = await emailReceipt(ctx, bookingId, to, { name: config.companyName, zone: config.companyTimeZone });
  // Recorded first: a job lost here is queued again by the messages' sweep within a minute.
  await queueMessages({ send }, [id]).catch((e: unknown) => log.warn({ err: e, bookingId }, "could not queue the receipt's email"));
});
