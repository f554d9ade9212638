import "server-only";
import { ActionError } from "@/lib/action-result";
import { actorOf, type ActionContext } from "@/lib/auth/guard";
import { messageRef } from "@/lib/i18n/message-ref";
import type { JobRunner } from "@/lib/jobs/runner";
import { queueRowBookings } from "./jobs";
import { canSeeBatch, confirmBatch, findBatch } from "./queries";
import { markSameRides } from "./same-rides";

/** The batch, when this person may act on it; not found otherwise, as if it did not exist. */
export async function visibleBatch(ctx: ActionContext, batchId: string) {
  const batch = await findBatch(ctx.db, batchId);
  if (!batch || !canSeeBatch(ctx.user, batch)) throw new ActionError("not_found", messageRef("events.notFound"));
  return batch;
}

/**
 * The agent confirms an event: every priced row (but those repeating a ride booked elsewhere, unless kept) is queued and booked by a job of its own under its own
 * intent, so confirming twice books nothing twice. Returns how many rows were queued.
 */
export async function confirmEvent(ctx: ActionContext, batchId: string, runner: Pick<JobRunner, "send">) {
  const batch = await visibleBatch(ctx, batchId);
  // A ride booked elsewhere since the rows were priced is marked now, so this confirm leaves it out.
  await markSameRides(ctx.db, batch.id);
  const rows = await confirmBatch(ctx.db, batch.id, actorOf(ctx));
  await queueRowBookings(runner, rows);
  return { batchId: batch.id, queued: rows.length };
}
