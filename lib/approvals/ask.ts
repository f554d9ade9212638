import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { users } from "@/lib/db/schema";
import { findBooking, type BookingRow } from "@/lib/booking/queries";
import { isLocale, type Locale } from "@/lib/locales";
import { CarrierError, type MailCarrier } from "@/lib/outbound/carriers";
import type { DeskWebhooks } from "@/lib/outbound/settings-queries";
import { unlinkable } from "@/lib/outbound/unlinkable";
import { alertEmail } from "@/lib/alerts/email";
import { postAlert } from "@/lib/alerts/post-webhook";
import { slackPayload } from "@/lib/alerts/slack";
import { teamsPayload } from "@/lib/alerts/teams";
import { deskWebhookSchema } from "@/lib/alerts/webhook-url";
import { approversOf, findApproval, type ApprovalRow } from "@/lib/spend/approvals-queries";
import { answerMessage, askMessage } from "./ask-words";
import { beginNotice, settleNotice } from "./notices";
import { NoticeRetry, postOrRetry } from "./send-notice";

export { NoticeRetry } from "./send-notice";

export type AskDeps = {
  db: () => Promise<Db>;
  mail: () => MailCarrier | null;
  webhooks: (db: Db) => Promise<DeskWebhooks>;
  /** Where approvers reach Ridedesk (APP_URL). */
  appUrl: string;
  /** The desk channels' language, and an approver's when they chose none. */
  deskLanguage: (db: Db) => Promise<Locale>;
  mailDomain: string;
  /** Whether a receiver on this machine may be posted to: the sandbox's controls are on. */
  allowLoopbackHttp: boolean;
  post?: typeof postAlert;
};

type Person = { id: string; email: string; name: string | null; locale: string | null };
const localeOf = async (deps: AskDeps, db: Db, person: Person) => (isLocale(person.locale) ? person.locale : deps.deskLanguage(db));

/**
 * Tells a held ride's approvers that it waits for them: an email to each (in their language, else
 * the desk's), and a message to the desk's Slack and Teams channels when set, each with a link to
 * the approval. Each is recorded once sent, so a retried job sends only what did not go.
 */
export async function askApprovers(deps: AskDeps, approvalId: string): Promise<{ sent: string[] }> {
  const db = await deps.db();
  const approval = await findApproval(db, approvalId);
  if (!approval || approval.status !== "pending") return { sent: [] };
  const booking = await findBooking(db, approval.bookingId);
  if (!booking || booking.status !== "awaiting_approval") return { sent: [] };
  const asker = approval.requestedBy ? await personOf(db, approval.requestedBy) : null;
  // The one who booked the ride never answers for it (lib/spend/approvals-queries mayAnswer).
  const approvers = (await approversOf(db, approval.labelSlug)).filter((a) => a.id !== approval.requestedBy);
  const sends: { target: string; send: () => Promise<void> }[] = [];
  const mail = deps.mail();
  for (const person of mail ? approvers : []) {
    sends.push({
      target: `approver:${person.id}`,
      send: async () => {
        const words = await askMessage({
          approval,
          booking: named(booking),
          askedBy: asker ? unlinkable(asker.name || asker.email) : null,
          locale: await localeOf(deps, db, person),
          appUrl: deps.appUrl,
        });
        await mail!.send({ to: person.email, ...alertEmail(words), messageId: `<approval-${approval.id}-${person.id}@${deps.mailDomain}>` });
      },
    });
  }
  const hooks = await deps.webhooks(db);
  for (const channel of ["slack", "teams"] as const) {
    const url = hooks[channel];
    // The URL's rule is checked as it is used, as for the desk's alerts.
    if (!url || !deskWebhookSchema({ allowLoopbackHttp: deps.allowLoopbackHttp }).safeParse({ channel, url }).success) continue;
    sends.push({
      target: channel,
      send: async () => {
        const words = await askMessage({
          approval,
          booking,
          askedBy: asker ? asker.name || asker.email : null,
          locale: await deps.deskLanguage(db),
          appUrl: deps.appUrl,
        });
        await postOrRetry(deps, url, channel === "slack" ? slackPayload(words) : teamsPayload(words));
      },
    });
  }
  return { sent: await sendOnce(db, approval.id, sends) };
}

/**
 * Tells the agent who asked what came of it: approved (and booked, or not), declined with the
 * approver's note, or the fallback's doing when no one answered in time. Once per answer.
 */
export async function tellAsker(deps: AskDeps, approvalId: string): Promise<{ sent: string[] }> {
  const db = await deps.db();
  const approval = await findApproval(db, approvalId);
  if (!approval || approval.status === "pending" || approval.status === "cancelled" || !approval.requestedBy) return { sent: [] };
  const [booking, asker, decider] = await Promise.all([
    findBooking(db, approval.bookingId),
    personOf(db, approval.requestedBy),
    approval.decidedBy ? personOf(db, approval.decidedBy) : null,
  ]);
  const mail = deps.mail();
  if (!booking || !asker || !mail) return { sent: [] };
  return {
    sent: await sendOnce(db, approval.id, [
      {
        target: `asker:${approval.status}`,
        send: async () => {
          const words = await answerMessage({
            approval,
            booking: named(booking),
            decidedBy: decider ? unlinkable(decider.name || decider.email) : null,
            locale: await localeOf(deps, db, asker),
            appUrl: deps.appUrl,
          });
          await mail.send({ to: asker.email, ...alertEmail(words), messageId: `<approval-${approval.id}-${approval.status}@${deps.mailDomain}>` });
        },
      },
    ]),
  };
}

/** In an email the guest's name is written so that no mail client makes a link of it (lib/outbound/unlinkable). */
const named = (booking: BookingRow): BookingRow => ({ ...booking, riderName: unlinkable(booking.riderName) });

/** Each send once: one already sent, or refused for good, is skipped; the first that must be retried fails the job after the others went. */
async function sendOnce(db: Db, approvalId: ApprovalRow["id"], sends: { target: string; send: () => Promise<void> }[]): Promise<string[]> {
  const sent: string[] = [];
  let retry: Error | null = null;
  for (const { target, send } of sends) {
    if (!(await beginNotice(db, approvalId, target))) continue;
    try {
      await send();
      await settleNotice(db, approvalId, target, { sent: true });
      sent.push(target);
    } catch (e) {
      const refused = e instanceof CarrierError && e.kind === "refused";
      await settleNotice(db, approvalId, target, {
        sent: false,
        error: `${refused ? "refused" : "retry"}: ${e instanceof Error ? e.message.slice(0, 200) : "failed"}`,
      });
      if (!refused) retry ??= e instanceof Error ? e : new NoticeRetry("failed");
    }
  }
  if (retry) throw retry;
  return sent;
}

async function personOf(db: Db, id: string): Promise<Person | null> {
  const [row] = await db.select({ id: users.id, email: users.email, name: users.name, locale: users.locale }).from(users).where(eq(users.id, id));
  return row ?? null;
}
