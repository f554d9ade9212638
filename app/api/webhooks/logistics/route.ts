import { db } from "@/lib/db";
import { withSecurityHeaders } from "@/lib/http/app-headers";
import { closeIfBodyUnread } from "@/lib/http/body";
import { jobRunner } from "@/lib/jobs";
import { drainInboxSoon, type NotificationJob } from "@/lib/parcels/jobs";
import type { JobRunner } from "@/lib/jobs/runner";
import { inboxWriter } from "@/lib/parcels/inbox-writer";
import { receiveNotification } from "@/lib/parcels/receiver";
import { webhookSecret } from "@/lib/parcels/webhook-secret";
import { withRateLimit } from "@/lib/rate-limit";

/**
 * The logistics API's notifications. Not a session's surface: the provider calls it, with the
 * Authorization header registered when subscribing (see /admin/webhooks). Not proxied (proxy.ts),
 * so a stranger's body is never held before the secret is checked; the headers are set here.
 */

const KEY = Symbol.for("ridedesk.webhook-inbox");
type Holder = { [KEY]?: { runner: JobRunner; enqueue: (job: NotificationJob) => Promise<void> } };

/** One inbox writer per job runner: notifications arriving together are stored in one insert. */
function inboxOf(runner: JobRunner) {
  const holder = globalThis as Holder;
  if (holder[KEY]?.runner !== runner) holder[KEY] = { runner, enqueue: inboxWriter(db, () => drainInboxSoon(runner)) };
  return holder[KEY].enqueue;
}

/** Counted per client address before the secret is checked, so guessing it is slow too. */
export const POST = withRateLimit("webhook", async (request: Request) => {
  const runner = await jobRunner();
  const answer = await receiveNotification(request, {
    secret: async () => webhookSecret(await db()),
    enqueue: runner ? inboxOf(runner) : null,
  });
  return closeIfBodyUnread(request, withSecurityHeaders(answer));
});
