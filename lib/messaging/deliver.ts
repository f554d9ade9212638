import "server-only";
import type { Db } from "@/lib/db/client";
import { CarrierError, UNSUBSCRIBED, type MailAttachment, type MailCarrier, type TemplateContent, type TextCarrier } from "@/lib/outbound/carriers";
import type { MessageEvent } from "@/lib/channels";
import { bookingFacts, isGuestEventDue } from "@/lib/outbound/due";
import { emailBodies } from "./email-body";
import {
  beginAttempt,
  findMessage,
  guestLocale,
  isOptedOut,
  markFailed,
  markHandedOver,
  markNotTaken,
  markSkipped,
  messageFacts,
  recordOptOut,
  setMessageBody,
} from "./outbox";
import type { NotificationSettings } from "@/lib/outbound/settings";
import { smsInstead } from "./sms-instead";
import { whatsappRoute } from "./whatsapp-route";

export type DeliverDeps = {
  text: () => TextCarrier | null;
  mail: () => MailCarrier | null;
  settings: (db: Db) => Promise<NotificationSettings>;
  statusCallbackUrl: string;
  companyName: string;
  /** The guest's page, which a message written at sending time (a template, an SMS instead) links to. */
  guestUrl: (token: string) => string;
  /** The domain of our emails' Message-IDs. */
  mailDomain: string;
  /** The files an email carries, made when it is sent (a receipt's PDF, in the guest's language); none by default. */
  attachments?: (db: Db, message: { bookingId: string; event: MessageEvent; locale: string }) => Promise<MailAttachment[]>;
};

export type DeliverOutcome =
  | { kind: "done"; status: string }
  | { kind: "found"; id: string }
  | { kind: "handed_over"; id: string }
  | { kind: "skipped"; reason: "stale" | "opted_out" | "channel_off" }
  /** A WhatsApp outside the window with no template mapped: the guest is told by SMS instead (that message's outcome). */
  | { kind: "by_sms"; sms: DeliverOutcome | null }
  | { kind: "refused"; code: string | null }
  | { kind: "busy" };

/** A lost answer is looked up this far before its attempt began: the carrier's clock may run a little ahead of ours. */
const LOOKUP_SLACK_MS = 60_000;

/**
 * Sends one recorded message. Nothing is sent twice blindly: an attempt whose answer was lost is
 * looked up at the carrier first (Twilio's message list, by recipient, words and time). Nothing is
 * sent about a moment already past, nor to a guest who answered STOP. Throws only to be tried again:
 * on 429 and 5xx (surely not sent) and on a lost answer (looked up on the next try).
 */
export async function deliverMessage(db: Db, deps: DeliverDeps, messageId: string, now = new Date()): Promise<DeliverOutcome> {
  const found = await findMessage(db, messageId);
  if (!found) return { kind: "done", status: "gone" };
  const { message: m, booking } = found;
  if (m.status !== "pending" && m.status !== "sending") return { kind: "done", status: m.status };
  const email = m.channel === "email";
  const text = email ? null : deps.text();
  const mail = email ? deps.mail() : null;
  if (!text && !mail) {
    await markSkipped(db, m.id, "channel_off", now);
    return { kind: "skipped", reason: "channel_off" };
  }

  if (m.status === "sending" && text && m.attemptAt) {
    // The last attempt's answer never came: the carrier may have the message already.
    const sent = await text
      .findSent({ channel: m.channel as "sms" | "whatsapp", to: m.recipient, body: m.body ?? "", since: new Date(m.attemptAt.getTime() - LOOKUP_SLACK_MS) })
      .catch(asRetry);
    if (sent) {
      await markHandedOver(db, m.id, sent.id, sent.status === "queued" ? "queued" : "sent", now);
      return { kind: "found", id: sent.id };
    }
  }

  const settings = await deps.settings(db);
  // A receipt is sent when the desk asks, whatever the ride's state; the others only while still news.
  if (m.event !== "receipt" && !isGuestEventDue(m.event, bookingFacts(booking), settings, now)) {
    await markSkipped(db, m.id, "stale", now);
    return { kind: "skipped", reason: "stale" };
  }
  if (await isOptedOut(db, m.channel, m.recipient)) {
    await markSkipped(db, m.id, "opted_out", now);
    return { kind: "skipped", reason: "opted_out" };
  }
  let content: TemplateContent | undefined;
  const event = m.event;
  if (m.channel === "whatsapp" && event !== "receipt" && text && booking.guestToken) {
    const facts = messageFacts(booking, { companyName: deps.companyName, guestUrl: deps.guestUrl(booking.guestToken) });
    const route = await whatsappRoute(text, { recipient: m.recipient, event }, booking, facts, settings, now).catch(asRetry);
    if (route.kind === "no_template") {
      // A desk would rather the guest hear by SMS than not at all; the ride's page says why WhatsApp was not used.
      await markSkipped(db, m.id, "no_template", now);
      const smsId = await smsInstead(db, deps, m, booking, now);
      return { kind: "by_sms", sms: smsId ? await deliverMessage(db, deps, smsId, now) : null };
    }
    if (route.kind === "template") {
      // What the guest reads is the template filled in: kept as the message's words, for its page and a lost answer's lookup.
      content = route.content;
      m.body = route.text;
      await setMessageBody(db, m.id, route.text);
    }
  }
  // Made before the attempt begins: a file that cannot be made leaves the message to be tried again, not half sent.
  const attachments = mail && deps.attachments ? await deps.attachments(db, m) : undefined;
  if (!(await beginAttempt(db, m, now))) return { kind: "busy" };

  try {
    let id: string;
    let status: "queued" | "sent";
    if (text) {
      ({ id, status } = await text.send({
        channel: m.channel as "sms" | "whatsapp",
        to: m.recipient,
        body: m.body ?? "",
        content,
        statusCallback: deps.statusCallbackUrl,
      }));
    } else {
      const bodies = emailBodies(m.body ?? "", guestLocale(booking), deps.companyName);
      ({ id } = await mail!.send({ to: m.recipient, subject: m.subject ?? "", ...bodies, messageId: `<${m.id}@${deps.mailDomain}>`, attachments }));
      status = "sent";
    }
    await markHandedOver(db, m.id, id, status, now);
    return { kind: "handed_over", id };
  } catch (e) {
    if (!(e instanceof CarrierError)) throw e;
    if (e.kind === "refused") {
      if (e.code === UNSUBSCRIBED) await recordOptOut(db, m.channel, m.recipient, now);
      await markFailed(db, m.id, { code: e.code, error: e.message }, now);
      return { kind: "refused", code: e.code };
    }
    if (e.kind === "retry") await markNotTaken(db, m.id, e.message);
    // A lost answer stays "sending": the next try looks it up before sending.
    throw e;
  }
}

const asRetry = (e: unknown): never => {
  throw e instanceof CarrierError ? e : new CarrierError("retry", null, e instanceof Error ? e.message : String(e));
};
