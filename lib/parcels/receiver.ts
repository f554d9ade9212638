import "server-only";
import { log } from "@/lib/log";
import { readJsonBody } from "@/lib/http/body";
import { unstorableText } from "@/lib/storable-text";
import type { NotificationJob } from "./jobs";
import { notificationSchema } from "./notifications";
import { isAuthorized } from "./webhook-secret";

const logger = log.child({ module: "webhooks" });

/** Notifications are small (a status with a driver and an asset); anything past this is not one. */
export const MAX_NOTIFICATION_BYTES = 64 * 1024;

const answer = (status: number, body: unknown) => Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
const problem = (status: number, code: string, message: string) => answer(status, { error: { code, message } });

export type ReceiverDeps = {
  /** The installation's secret (read once per process). */
  secret: () => Promise<string>;
  /** Stores the notification for the job that applies it; resolves once it is stored. */
  enqueue: ((job: NotificationJob) => Promise<void>) | null;
};

/**
 * The logistics webhook receiver: the registered Authorization header first (compared in constant
 * time), then a size-limited body checked against the three notification shapes, then the
 * notification is stored in the inbox and the provider gets its 2xx. The work happens in a job. A
 * failure to store answers 503, so the provider delivers it again; a notification that could never
 * be stored (a NUL character, which PostgreSQL refuses) answers 400, so it is not delivered again
 * for hours. Reconciliation reads that parcel back from the provider anyway.
 */
export async function receiveNotification(request: Request, deps: ReceiverDeps): Promise<Response> {
  if (!isAuthorized(request.headers.get("authorization"), await deps.secret())) {
    return problem(401, "unauthorized", "This endpoint takes notifications from the delivery service only.");
  }
  const body = await readJsonBody(request, { maxBytes: MAX_NOTIFICATION_BYTES });
  if (!body.ok) return problem(body.status, body.code, body.message);
  const parsed = notificationSchema.safeParse(body.value);
  if (!parsed.success) return problem(400, "invalid", "The body is not a parcel, parcelLocation or proofCodeGenerated notification.");
  const unstorable = unstorableText(parsed.data);
  if (unstorable.length > 0) {
    logger.warn({ at: unstorable.map((u) => u.path.join(".")) }, "refused a notification that cannot be stored");
    return problem(400, "unstorable", "The notification holds text that cannot be stored (a NUL character or a lone surrogate); it is refused, not retried.");
  }
  if (!deps.enqueue) return problem(503, "unavailable", "Background jobs are not running; deliver this notification again later.");
  try {
    await deps.enqueue({ body: parsed.data as Record<string, unknown>, receivedAt: new Date().toISOString() });
  } catch (e) {
    logger.error({ err: e }, "could not queue a notification");
    return problem(503, "unavailable", "The notification could not be stored; deliver it again later.");
  }
  return answer(200, { received: true });
}
