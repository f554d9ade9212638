import "server-only";
import type { Db } from "@/lib/db";
import { CarrierError } from "@/lib/outbound/carriers";
import { postAlert } from "@/lib/alerts/post-webhook";
import { settleNotice } from "./notices";

/** Why a send is tried again by the job: it surely did not arrive. */
export class NoticeRetry extends Error {
  constructor(reason: string) {
    super(`an approval notice was not delivered (${reason}); it will be tried again`);
    this.name = "NoticeRetry";
  }
}

/** Posts to a desk channel: a refusal for good is a CarrierError("refused"), anything that may pass later a NoticeRetry. */
export async function postOrRetry(deps: { post?: typeof postAlert }, url: string, body: unknown) {
  const outcome = await (deps.post ?? postAlert)(url, body, { timeoutMs: 10_000 });
  if (outcome.outcome === "refused") throw new CarrierError("refused", null, outcome.reason);
  if (outcome.outcome === "retry") throw new NoticeRetry(outcome.reason);
}

/**
 * One message that speaks for several approvals (an event's held rides): sent once, then recorded
 * against each of them, so a retried job neither repeats it nor leaves one of them unasked. A refusal
 * for good is recorded and not retried; anything else fails the job, which tries again.
 */
export async function sendNotice(db: Db, about: readonly { id: string }[], target: string, send: () => Promise<unknown>): Promise<void> {
  try {
    await send();
    for (const a of about) await settleNotice(db, a.id, target, { sent: true });
  } catch (e) {
    const refused = e instanceof CarrierError && e.kind === "refused";
    for (const a of about)
      await settleNotice(db, a.id, target, {
        sent: false,
        error: `${refused ? "refused" : "retry"}: ${e instanceof Error ? e.message.slice(0, 200) : "failed"}`,
      });
    if (!refused) throw e instanceof Error ? e : new NoticeRetry("failed");
  }
}
