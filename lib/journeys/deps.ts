import "server-only";
import { log } from "@/lib/log";
import { ActionError, type ActionContext } from "@/lib/auth/guard";
import { messageRef } from "@/lib/i18n/message-ref";
import { bookingById } from "@/lib/booking/resolution-queries";
import type { BookingRow } from "@/lib/booking/queries";
import { unsettleJourney } from "@/lib/booking/journey-queries";
import { env } from "@/lib/env";
import { followBookedJourney } from "./jobs";
import { provider } from "@/lib/provider";
import type { ProviderClient } from "@/lib/provider/client";
import { canSeeBooking } from "@/lib/booking/access";
import { refreshJourney } from "./refresh";
import type { PollSettings } from "./poll-policy";

const logger = log.child({ module: "journeys" });

/** What the desk's journey actions need beyond the database: the provider, and the refresh job. */
export type JourneyDeps = {
  rides: Pick<ProviderClient, "journey" | "journeyState" | "cancelJourney" | "keepSearching">;
  /** Queues a read of the booking's journey by the refresh job. */
  follow: (bookingId: string) => Promise<void>;
  poll?: PollSettings;
};

export const appJourneyDeps = (): JourneyDeps => ({
  rides: provider(),
  follow: followBookedJourney,
  poll: { activeSeconds: env().jobs.journeyPollSeconds, afterDropOffSeconds: env().jobs.journeySettleSeconds },
});

export const NO_BOOKING = messageRef("journeys.bookingNotFound");

/**
 * The booking a person may act on. A booking they may not see answers exactly as one that does
 * not exist, so its existence is not given away, and nothing is asked of the provider.
 */
export async function bookingToActOn(ctx: ActionContext, bookingId: string): Promise<BookingRow> {
  const booking = await bookingById(ctx.db, bookingId);
  if (!booking || !(await canSeeBooking(ctx.db, ctx.user, booking))) throw new ActionError("not_found", NO_BOOKING);
  return booking;
}

/**
 * Reads the journey from the provider now and keeps what it says, then leaves it to the refresh
 * job if it is still under way. Best effort: when the read fails, the last known state stays and
 * the job tries again. Answers the state as stored.
 */
export async function rereadJourney(ctx: ActionContext, deps: JourneyDeps, bookingId: string): Promise<string | null> {
  await unsettleJourney(ctx.db, bookingId);
  try {
    const read = await refreshJourney(ctx.db, deps.rides, bookingId, new Date(), deps.poll);
    if (read.kind === "read" && read.next !== null) await deps.follow(bookingId);
  } catch (e) {
    logger.warn({ err: e, bookingId }, "could not read the journey");
    await deps.follow(bookingId);
  }
  return (await bookingById(ctx.db, bookingId))?.journeyState ?? null;
}
