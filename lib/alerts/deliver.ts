import "server-only";
import type { BookingRow } from "@/lib/booking/queries";
import type { Db } from "@/lib/db/client";
import { isLocale, type Locale } from "@/lib/locales";
import { translator } from "@/lib/i18n/server-translator";
import { CarrierError, type MailCarrier } from "@/lib/outbound/carriers";
import { bookingFacts, isDeskProblemDue } from "@/lib/outbound/due";
import { guestWords, startWords } from "@/lib/outbound/pickup-time-words";
import type { NotificationSettings } from "@/lib/outbound/settings";
import type { DeskWebhooks } from "@/lib/outbound/settings-queries";
import { unlinkable } from "@/lib/outbound/unlinkable";
import { deskAlertFor, type AlertFacts, type DeskAlert } from "./desk-alert";
import { alertEmail } from "./email";
import { ALERT_PROBLEM_OF, beginAlertAttempt, findAlert, noteAlertError, settleAlert } from "./outbox";
import { postAlert, type PostOutcome } from "./post-webhook";
import { slackPayload } from "./slack";
import { teamsPayload } from "./teams";
import { ALERT_URL_NOT_ALLOWED, deskWebhookSchema } from "./webhook-url";

export type AlertDeps = {
  settings: (db: Db) => Promise<NotificationSettings>;
  webhooks: (db: Db) => Promise<DeskWebhooks>;
  mail: () => MailCarrier | null;
  appUrl: string;
  /** The desk channels' language (settings-queries deskAlertLanguage); an agent's email is in the agent's own. */
  deskLanguage: (db: Db) => Promise<Locale>;
  mailDomain: string;
  /** Whether a receiver on this machine (http://127.0.0.1:<port>) may be posted to: the sandbox's controls are on. */
  allowLoopbackHttp: boolean;
  post?: typeof postAlert;
};

export type AlertOutcome =
  | { kind: "done"; status: string }
  | { kind: "skipped"; why: "resolved" | "no_channel" }
  | { kind: "sent" }
  | { kind: "refused"; reason: string }
  | { kind: "busy" };

const POST_TIMEOUT_MS = 10_000;

/** A retry the job runner backs off from, with the receiver's reason. */
export class AlertRetry extends Error {
  constructor(reason: string) {
    super(`the desk's alert was not delivered (${reason}); it will be tried again`);
    this.name = "AlertRetry";
  }
}

/**
 * Sends one recorded alert, unless its problem is no longer one (dealt with in Ridedesk, or the
 * driver came). Retries only what surely did not arrive: 429, 5xx, no answer.
 */
export async function deliverAlert(db: Db, deps: AlertDeps, alertId: string, now = new Date()): Promise<AlertOutcome> {
  const found = await findAlert(db, alertId);
  if (!found) return { kind: "done", status: "gone" };
  const { alert, booking, agent } = found;
  if (alert.status !== "pending") return { kind: "done", status: alert.status };
  if (!isDeskProblemDue(alert.problem, bookingFacts(booking), await deps.settings(db), now)) {
    await settleAlert(db, alert.id, { status: "skipped", error: "resolved" }, now);
    return { kind: "skipped", why: "resolved" };
  }
  const email = alert.target === "agent_email";
  const url = email ? null : (await deps.webhooks(db))[alert.target as "slack" | "teams"];
  const mail = email ? deps.mail() : null;
  if ((email && (!mail || !agent?.email)) || (!email && !url)) {
    await settleAlert(db, alert.id, { status: "skipped", error: "no_channel" }, now);
    return { kind: "skipped", why: "no_channel" };
  }
  if (!(await beginAlertAttempt(db, alert))) return { kind: "busy" };

  const locale = email && agent?.locale && isLocale(agent.locale) ? agent.locale : await deps.deskLanguage(db);
  // In an email the names are written so that no mail client makes a link of them, as in the guest's own (lib/outbound/unlinkable).
  const named = email ? { ...booking, riderName: unlinkable(booking.riderName) } : booking;
  const agentName = agent?.name && email ? unlinkable(agent.name) : (agent?.name ?? null);
  const words = await composeAlert(named, agentName, alert.problem, locale, deps.appUrl, now);

  if (email) {
    try {
      await mail!.send({ to: agent!.email, ...alertEmail(words), messageId: `<alert-${alert.id}@${deps.mailDomain}>` });
    } catch (e) {
      if (e instanceof CarrierError && e.kind === "refused") {
        await settleAlert(db, alert.id, { status: "failed", error: e.code ?? e.message }, now);
        return { kind: "refused", reason: e.code ?? e.message };
      }
      await noteAlertError(db, alert.id, e instanceof Error ? e.message.slice(0, 200) : "mail failed");
      throw e;
    }
  } else {
    // The URL's rule is checked as it is used: one saved while the sandbox's controls were on may no longer be allowed.
    if (!deskWebhookSchema({ allowLoopbackHttp: deps.allowLoopbackHttp }).safeParse({ channel: alert.target, url }).success) {
      await settleAlert(db, alert.id, { status: "failed", error: ALERT_URL_NOT_ALLOWED }, now);
      return { kind: "refused", reason: ALERT_URL_NOT_ALLOWED };
    }
    const body = alert.target === "slack" ? slackPayload(words) : teamsPayload(words);
    const outcome: PostOutcome = await (deps.post ?? postAlert)(url!, body, { timeoutMs: POST_TIMEOUT_MS });
    if (outcome.outcome === "refused") {
      await settleAlert(db, alert.id, { status: "failed", error: outcome.reason }, now);
      return { kind: "refused", reason: outcome.reason };
    }
    if (outcome.outcome === "retry") {
      await noteAlertError(db, alert.id, outcome.reason);
      throw new AlertRetry(outcome.reason);
    }
  }
  await settleAlert(db, alert.id, { status: "sent" }, now);
  return { kind: "sent" };
}

/** What an alert says of a booking: a recorded one, or the made-up one of a test. */
export type AlertBooking = Pick<BookingRow, "id" | "riderName" | "pickupLabel" | "destinationLabel" | "productName" | "startAt" | "zone" | "pickupAt">;

/** The alert's words for a booking and problem, in one language. */
export async function composeAlert(
  booking: AlertBooking,
  agentName: string | null,
  problem: keyof typeof ALERT_PROBLEM_OF,
  locale: Locale,
  appUrl: string,
  now: Date,
): Promise<DeskAlert> {
  const t = await translator(locale);
  const pickupTime = startWords({ language: locale, startAt: booking.startAt, zone: booking.zone }, guestWords(locale));
  const ride = {
    bookingId: booking.id,
    riderName: booking.riderName,
    pickupLabel: booking.pickupLabel,
    destinationLabel: booking.destinationLabel,
    pickupTime,
    agentName,
    appUrl,
  };
  const facts: AlertFacts =
    problem === "no_driver_yet"
      ? { ...ride, problem: "no driver yet", minutesToPickup: (booking.pickupAt.getTime() - now.getTime()) / 60_000 }
      : { ...ride, problem: ALERT_PROBLEM_OF[problem] as Exclude<AlertFacts["problem"], "no driver yet"> };
  return deskAlertFor(facts, t);
}
