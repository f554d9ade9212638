import "server-only";
import { eq } from "drizzle-orm";
import { eventBatches } from "@/lib/db/schema";
import { isLocale } from "@/lib/locales";
import { alertEmail } from "@/lib/alerts/email";
import { slackPayload } from "@/lib/alerts/slack";
import { teamsPayload } from "@/lib/alerts/teams";
import { deskWebhookSchema } from "@/lib/alerts/webhook-url";
import { unlinkable } from "@/lib/outbound/unlinkable";
import { approversOf, heldOfEvent, mayAnswer, type ApprovalRow } from "@/lib/spend/approvals-queries";
import type { AskDeps } from "./ask";
import { eventAskMessage } from "./ask-words";
import { beginNotice } from "./notices";
import { postOrRetry, sendNotice } from "./send-notice";

/**
 * Asks about an event's held rides together: one email to each approver naming how many of them
 * wait for that person and their total, and one message to the desk's channels, instead of one per
 * ride. Rides held after an ask are in the next (each ride's notice is recorded with the one that
 * named it, so nothing is asked twice and nothing is left out). The link opens the first ride, where
 * all of them may be answered at once.
 */
export async function askEventApprovers(deps: AskDeps, batchId: string): Promise<{ sent: string[] }> {
  const db = await deps.db();
  const pending = await heldOfEvent(db, batchId);
  if (!pending.length) return { sent: [] };
  const [batch] = await db.select({ name: eventBatches.name }).from(eventBatches).where(eq(eventBatches.id, batchId));
  const event = unlinkable(batch?.name ?? "");
  const labels = [...new Set(pending.map((a) => a.labelSlug))];
  const people = new Map((await Promise.all(labels.map((l) => approversOf(db, l)))).flat().map((p) => [p.id, p]));
  const sent: string[] = [];
  const mail = deps.mail();
  for (const person of mail ? people.values() : []) {
    const target = `approver:${person.id}`;
    const mine: ApprovalRow[] = [];
    for (const a of pending) if ((await mayAnswer(db, person, a)) && (await beginNotice(db, a.id, target))) mine.push(a);
    if (!mine.length) continue;
    const locale = isLocale(person.locale) ? person.locale : await deps.deskLanguage(db);
    const words = await eventAskMessage({ event, held: mine, locale, appUrl: deps.appUrl });
    await sendNotice(db, mine, target, () =>
      mail!.send({ to: person.email, ...alertEmail(words), messageId: `<approval-event-${batchId}-${mine[0]!.id}-${person.id}@${deps.mailDomain}>` }),
    );
    sent.push(target);
  }
  const hooks = await deps.webhooks(db);
  for (const channel of ["slack", "teams"] as const) {
    const url = hooks[channel];
    if (!url || !deskWebhookSchema({ allowLoopbackHttp: deps.allowLoopbackHttp }).safeParse({ channel, url }).success) continue;
    const fresh: ApprovalRow[] = [];
    for (const a of pending) if (await beginNotice(db, a.id, channel)) fresh.push(a);
    if (!fresh.length) continue;
    const words = await eventAskMessage({ event: batch?.name ?? "", held: fresh, locale: await deps.deskLanguage(db), appUrl: deps.appUrl });
    await sendNotice(db, fresh, channel, () => postOrRetry(deps, url, channel === "slack" ? slackPayload(words) : teamsPayload(words)));
    sent.push(channel);
  }
  return { sent };
}
