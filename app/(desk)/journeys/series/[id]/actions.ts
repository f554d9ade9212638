"use server";

import { revalidatePath } from "next/cache";
import { action } from "@/lib/auth/guard";
import { send } from "@/lib/jobs";
import { withdrawHeldRide } from "@/lib/approvals/withdraw";
import { cancelBookedJourney } from "@/lib/journeys/problems";
import { queueSeriesSweep } from "@/lib/series/jobs";
import { changeFrom, pauseOrResume, stopSeries, type CancelRide } from "@/lib/series/manage";
import { changeFromSchema, seriesIdSchema } from "@/lib/series/schema";

/** A ride of the series taken back: cancelled at the provider once sent, withdrawn while it waits for approval. */
const cancelRide: CancelRide = async (ctx, booking) => {
  if (booking.status === "awaiting_approval") await withdrawHeldRide(ctx, booking.id);
  else await cancelBookedJourney(ctx, booking.id);
};

const changed = <T>(seriesId: string, value: T) => (revalidatePath(`/journeys/series/${seriesId}`), value);

/** Nothing more is sent until resumed; rides already booked stay booked. */
export const pauseSeriesAction = action({ role: "any", schema: seriesIdSchema }, async ({ seriesId }, ctx) => {
  await pauseOrResume(ctx, seriesId, "paused");
  return changed(seriesId, { status: "paused" as const });
});

export const resumeSeriesAction = action({ role: "any", schema: seriesIdSchema }, async ({ seriesId }, ctx) => {
  await pauseOrResume(ctx, seriesId, "active");
  // The days that entered the window while it was paused are sent now.
  await queueSeriesSweep({ send });
  return changed(seriesId, { status: "active" as const });
});

/** Stops the series for good, taking back the rides still ahead. */
export const stopSeriesAction = action({ role: "any", schema: seriesIdSchema }, async ({ seriesId }, ctx) => {
  const done = await stopSeries(ctx, seriesId, cancelRide);
  return changed(seriesId, done);
});

/** "This and the following": a new pickup time from a day on; rides already sent for those days are booked again. */
export const changeSeriesFromAction = action({ role: "any", schema: changeFromSchema }, async (input, ctx) => {
  const done = await changeFrom(ctx, input, cancelRide);
  await queueSeriesSweep({ send });
  return changed(input.seriesId, done);
});
