import { randomBytes } from "node:crypto";
import type { Ctx } from "../context";
import { json } from "../http";
import { checkCallbackUrl } from "../logistics/callback-url";
import { queueCallback } from "./callbacks";
import { outsideWindow, renderContent } from "./content";
import {
  DELIVERED_AFTER_MS,
  QUEUED_AFTER_MS,
  SENT_AFTER_MS,
  STOP_AFTER_MS,
  answersStop,
  deliveryError,
  isE164,
  isWhatsApp,
  numberOf,
  segmentsOf,
} from "./fate";
import { OUTSIDE_WINDOW, type MessageRecord } from "./types";
import { TwilioApiError, messageToWire } from "./wire";

/**
 * The Message resource: POST creates and sends one, as strict as Twilio about its parameters.
 * Text and WhatsApp templates (ContentSid, content.ts) are simulated; MediaUrl is not.
 */

export type Tx = Omit<Ctx, "clientId">;

/** The sandbox's Messaging Services send from these, by channel. */
const SERVICE_SENDERS = { sms: "+15005550006", whatsapp: "whatsapp:+14155238886" };
const MAX_BODY = 1600;

const refuse = (code: number, message: string) => new TwilioApiError(400, code, message);
export const newMessageSid = () => `SM${randomBytes(16).toString("hex")}`;

/** Who sends, as an opt-out is kept: the Messaging Service, or the sending number. */
const senderKey = (m: Pick<MessageRecord, "messaging_service_sid" | "from">) => m.messaging_service_sid ?? m.from ?? "";
export const optOutKey = (sender: string, recipient: string) => `${sender} ${recipient}`;

/** Whether a recipient's STOP to this sender holds at this moment. */
function optedOut(tx: Tx, sender: string, recipient: string): boolean {
  const key = optOutKey(sender, recipient);
  return Object.hasOwn(tx.state.twilio.opt_outs, key) && tx.state.twilio.opt_outs[key]! <= tx.now;
}

function validate(tx: Tx, p: URLSearchParams) {
  const to = p.get("To")?.trim() ?? "";
  const from = p.get("From")?.trim() || null;
  const service = p.get("MessagingServiceSid")?.trim() || null;
  const contentSid = p.get("ContentSid")?.trim() || null;
  const contentVariables = p.get("ContentVariables");
  const callback = p.get("StatusCallback")?.trim() || null;
  if (!to) throw refuse(21604, "A 'To' phone number is required.");
  if (service !== null && !/^MG[0-9a-fA-F]{32}$/.test(service)) throw refuse(21705, "The Messaging Service is invalid.");
  if (from === null && service === null) throw refuse(21603, "A 'From' phone number is required.");
  if (contentVariables !== null && contentSid === null) throw refuse(21654, "ContentSid Required");
  // A template's text is the message's body; without one, a Body is required.
  const body = contentSid !== null ? renderContent(tx, contentSid, contentVariables) : (p.get("Body") ?? "");
  if (body === "") throw refuse(21602, "Message body is required.");
  // Counted in UTF-16 units: Twilio counts characters outside the BMP, such as emoji, as more than one.
  if (body.length > MAX_BODY) throw refuse(21617, "The concatenated message body exceeds the 1600 character limit.");
  if (!isE164(numberOf(to))) throw refuse(21211, `The 'To' number ${to} is not a valid phone number.`);
  if (from !== null && !isE164(numberOf(from)))
    throw refuse(21212, `The 'From' number ${from} is not a valid phone number, shortcode, or alphanumeric sender ID.`);
  if (from !== null && isWhatsApp(from) !== isWhatsApp(to)) throw refuse(21910, "Invalid 'From' and 'To' pair. 'From' and 'To' should be of the same channel");
  let statusCallback: string | null = null;
  if (callback !== null) {
    const checked = tx.twilio.trustedCallbackUrls.includes(callback)
      ? { ok: true as const, url: callback }
      : checkCallbackUrl(callback, { allowLoopback: tx.twilio.allowLoopbackCallbacks });
    if (!checked.ok) throw refuse(21609, "Invalid 'StatusCallback': it must be an http(s) URL with a public host.");
    // The URL as it is requested (a bare host gets its "/"), which is what a receiver sees and checks the signature on.
    statusCallback = checked.url;
  }
  if (optedOut(tx, service ?? from!, to)) throw refuse(21610, "Attempt to send to unsubscribed recipient");
  return { to, from, service, body, statusCallback, contentSid };
}

/** POST /2010-04-01/Accounts/{AccountSid}/Messages.json: 201 with the message, queued (accepted, through a service). */
export function createMessage(tx: Tx, form: URLSearchParams): Response {
  const { to, from, service, body, statusCallback, contentSid } = validate(tx, form);
  const { settings } = tx.state.twilio;
  const sid = newMessageSid();
  const at = (ms: number) => tx.now + ms;
  // Twilio takes free text outside the WhatsApp window, then fails it as it leaves.
  const closed = outsideWindow(tx, { from, service }, to, contentSid);
  const error = closed ? OUTSIDE_WINDOW : deliveryError(sid, settings.failureShare);
  const m: MessageRecord = {
    id: sid,
    account_sid: tx.twilio.account.accountSid,
    direction: "outbound-api",
    from: from ?? (isWhatsApp(to) ? SERVICE_SENDERS.whatsapp : SERVICE_SENDERS.sms),
    to,
    body,
    messaging_service_sid: service,
    status_callback: statusCallback,
    created_at: tx.now,
    initial: service ? "accepted" : "queued",
    events: [
      ...(service ? [{ status: "queued" as const, at: at(QUEUED_AFTER_MS) }] : []),
      ...(closed
        ? [{ status: "failed" as const, at: at(SENT_AFTER_MS) }]
        : [
            { status: "sent" as const, at: at(SENT_AFTER_MS) },
            { status: error === null ? ("delivered" as const) : ("undelivered" as const), at: at(DELIVERED_AFTER_MS) },
          ]),
    ],
    error_code: error,
    content_sid: contentSid,
    num_segments: segmentsOf(body, isWhatsApp(to)),
  };
  const sender = senderKey(m);
  const first = !Object.values(tx.state.messages).some((x) => x.direction === "outbound-api" && x.to === to && senderKey(x) === sender);
  tx.state.messages[sid] = m;
  tx.changes.put("messages", sid, m);
  tx.state.twilio.counters.accepted++;
  tx.changes.set("twilio", tx.state.twilio);
  // No callback for the status a message is created with, as with Twilio.
  if (statusCallback) for (const e of m.events) queueCallback(tx, m, e.status, e.at);
  if (error === null && first && answersStop(to, settings.stopShare) && !Object.hasOwn(tx.state.twilio.opt_outs, optOutKey(sender, to))) {
    reply(tx, m, "STOP", at(STOP_AFTER_MS));
  }
  return json(messageToWire(m, tx.now), 201);
}

/** Twilio's opt-out and opt-in keywords, when the whole message is one, in any case. */
export const keywordOf = (body: string) => {
  const word = body.trim().toUpperCase();
  return word === "STOP" || word === "START" ? word : null;
};

/**
 * The recipient of `m` answers it at `when` (a STOP planned ahead stays out of sight until then):
 * an inbound message to the number that sent `m`, and the opt-out it asks for.
 */
export function reply(tx: Tx, m: MessageRecord, body: string, when: number): MessageRecord {
  const inbound: MessageRecord = {
    id: newMessageSid(),
    account_sid: m.account_sid,
    direction: "inbound",
    from: m.to,
    to: m.from!,
    body,
    messaging_service_sid: m.messaging_service_sid,
    status_callback: null,
    created_at: when,
    initial: "received",
    events: [],
    error_code: null,
    num_segments: 1,
  };
  tx.state.messages[inbound.id] = inbound;
  tx.changes.put("messages", inbound.id, inbound);
  // Any other words are a message like any other: on WhatsApp, they open the 24-hour window (content.ts).
  const key = optOutKey(senderKey(m), m.to);
  const keyword = keywordOf(body);
  if (keyword === "STOP") tx.state.twilio.opt_outs[key] = when;
  else if (keyword === "START") delete tx.state.twilio.opt_outs[key];
  tx.changes.set("twilio", tx.state.twilio);
  return inbound;
}

/** GET /2010-04-01/Accounts/{AccountSid}/Messages/{Sid}.json */
export function getMessage(tx: Tx, sid: string, path: string): Response {
  const m = Object.hasOwn(tx.state.messages, sid) ? tx.state.messages[sid] : undefined;
  if (!m || m.created_at > tx.now) throw new TwilioApiError(404, 20404, `The requested resource ${path} was not found`);
  return json(messageToWire(m, tx.now));
}
