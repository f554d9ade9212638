"use server";

import { z } from "zod";
import { action } from "@/lib/auth/guard";
import { messageRef } from "@/lib/i18n/message-ref";
import { cancelWaitingRide, changeReadyWindow, sendCarNow } from "@/lib/guest-ready/desk";
import { readyDeps } from "@/lib/registry/ready-hooks";

const bookingId = z.uuid(messageRef("journeys.rideNotFound"));
const byBooking = z.strictObject({ bookingId });
const time = z.string().regex(/^\d{2}:\d{2}$/, messageRef("booking.when.time"));

/** Sends the car of a ride waiting for its guest now, as the guest's own tap would: one journey, whoever is first. */
export const sendCarNowAction = action({ role: "any", schema: byBooking }, async (input, ctx) => sendCarNow(ctx, input.bookingId, readyDeps));

/** Moves the window the guest may call the car in, on the pickup's clock, checked as at booking. */
export const changeReadyWindowAction = action(
  { role: "any", schema: z.strictObject({ bookingId, date: z.iso.date(messageRef("booking.when.date")), from: time, until: time }) },
  async (input, ctx) => changeReadyWindow(ctx, input),
);

/** Cancels a ride before its guest called the car: nothing was sent, its budgets get their room back. */
export const cancelWaitingRideAction = action({ role: "any", schema: byBooking }, async (input, ctx) => cancelWaitingRide(ctx, input.bookingId));
