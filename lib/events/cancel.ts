import "server-only";
import { and, eq } from "drizzle-orm";
import { ActionError } from "@/lib/action-result";
import { audit } from "@/lib/audit/queries";
import { actorOf, type ActionContext } from "@/lib/auth/guard";
import type { Db } from "@/lib/db";
import { users } from "@/lib/db/schema";
import { findBookings } from "@/lib/booking/queries";
import { isLocale } from "@/lib/locales";
import { defineJob, type JobRunner } from "@/lib/jobs/runner";
import { cancelBookedJourney } from "@/lib/journeys/problems";
import { cancelOffer } from "@/lib/journeys/rules";
import { log } from "@/lib/log";
import { bookedRideIds, cancelUnbooked } from "./queries";

const logger = log.child({ module: "events" });

export const EVENT_CANCEL_RIDE = "event.cancel-ride";

/**
 * Cancels all of an event's rides: the rows not booked yet are taken out at once, and each booked
 * ride that can still be cancelled is cancelled at the provider by a job of its own (a few hundred
 * calls, at the provider's pace). Returns how many of each.
 */
export async function cancelEventRides(ctx: ActionContext, batchId: string, runner: Pick<JobRunner, "send">) {
  const actor = actorOf(ctx);
  const unbooked = await cancelUnbooked(ctx.db, batchId, actor);
  const booked = await findBookings(ctx.db, await bookedRideIds(ctx.db, batchId));
  const cancellable = booked.filter((b) => cancelOffer({ state: b.journeyState, endState: b.endState, finished: b.finished }).offered).map((b) => b.id);
  for (const bookingId of cancellable) await runner.send(EVENT_CANCEL_RIDE, { bookingId, userId: ctx.user.id }, { singletonKey: bookingId });
  await audit(ctx.db, { actor, action: "event.rides_cancelled", target: { type: "event", id: batchId }, detail: { unbooked, booked: cancellable.length } });
  return { unbooked, booked: cancellable.length };
}

/** One booked ride of an event cancelled as the person who asked; a ride already over is left as it is. */
export const eventCancelRideJob = (deps: { db: () => Promise<Db> }) =>
  defineJob<{ bookingId: string; userId: string }>({
    queue: EVENT_CANCEL_RIDE,
    options: { policy: "exclusive", retryLimit: 6, retryDelay: 10, retryBackoff: true, retryDelayMax: 300, expireInSeconds: 120, deleteAfterSeconds: 86_400 },
    work: { batchSize: 3 },
    async run(job) {
      const db = await deps.db();
      const [u] = await db
        .select()
        .from(users)
        .where(and(eq(users.id, job.data.userId), eq(users.active, true)));
      if (!u) return { skipped: "user" };
      const user = { id: u.id, email: u.email, name: u.name, role: u.role, locale: u.locale && isLocale(u.locale) ? u.locale : null };
      try {
        return await cancelBookedJourney({ user, db }, job.data.bookingId);
      } catch (e) {
        // Already over, or not cancellable any more: the ride's page says why; nothing to try again.
        if (e instanceof ActionError) {
          logger.info({ bookingId: job.data.bookingId, code: e.code }, "an event's ride was not cancelled");
          return { skipped: e.code };
        }
        throw e;
      }
    },
  });
