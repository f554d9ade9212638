import { z } from "zod";
import { SandboxError, json } from "../http";
import { parseOrThrow } from "../validate";
import { isE164, isWhatsApp, numberOf } from "./fate";
import { keywordOf, reply, type Tx } from "./messages";
import type { MessageRecord } from "./types";
import { statusAt } from "./wire";

/** The sandbox's control of its Twilio API: the fault shares, recipients' answers and what each phone got. */

const share = z.number().min(0).max(1);
const settingsPatch = z.strictObject({ failureShare: share.optional(), stopShare: share.optional() });

export const twilioSettings = (tx: Tx) =>
  json({
    account_sid: tx.twilio.account.accountSid,
    settings: tx.state.twilio.settings,
    counters: tx.state.twilio.counters,
    pending_callbacks: Object.keys(tx.state.message_callbacks).length,
  });

/** PATCH /_sandbox/twilio: the shares of failed messages and of recipients who answer STOP. */
export function patchTwilio(tx: Tx, body: unknown): Response {
  Object.assign(tx.state.twilio.settings, parseOrThrow(settingsPatch, body));
  tx.changes.set("twilio", tx.state.twilio);
  return twilioSettings(tx);
}

/** Whether an address is this phone's: a bare number matches it on every channel, "whatsapp:+…" on WhatsApp only. */
const ofPhone = (address: string, phone: string) => (isWhatsApp(phone) ? address === phone : numberOf(address) === phone);

/** The phone's side of a message: its recipient, or its sender for a reply. */
export const phoneOf = (m: MessageRecord) => (m.direction === "inbound" ? m.from! : m.to);

const replyBody = z.strictObject({
  to: z.string().min(1),
  /** STOP and START opt out and back in; any other words are the guest writing to us. */
  body: z.string().trim().min(1).max(1600),
  /** The sender answered; by default the one whose message reached this phone last. A phone may write first to a number it names. */
  from: z.string().min(1).optional(),
});

/** POST /_sandbox/twilio/replies: the phone `to` answers STOP (an opt-out from that sender), START (the opt-out lifted) or anything else. */
export function postReply(tx: Tx, body: unknown): Response {
  const r = parseOrThrow(replyBody, body);
  const last = Object.values(tx.state.messages)
    .filter(
      (m) =>
        m.direction === "outbound-api" && m.created_at <= tx.now && ofPhone(m.to, r.to) && (!r.from || m.from === r.from || m.messaging_service_sid === r.from),
    )
    .reverse() // of messages sent at one moment, the one sent last
    .sort((a, b) => b.created_at - a.created_at)[0];
  // Writing first (as a guest does to open WhatsApp's window) needs the number written to, on the phone's own channel.
  const first = !last && r.from && isE164(numberOf(r.to)) && isWhatsApp(r.from) === isWhatsApp(r.to) && !r.from.startsWith("MG") ? r.from : null;
  if (!last && !first) throw new SandboxError(404, `no message to ${r.to}${r.from ? ` from ${r.from}` : ""} to answer`);
  const to = last ?? { account_sid: tx.twilio.account.accountSid, to: r.to, from: first, messaging_service_sid: null };
  const inbound = reply(tx, to as MessageRecord, r.body, tx.now);
  return json({ sid: inbound.id, from: inbound.from, to: inbound.to, body: inbound.body, opted_out: keywordOf(r.body) === "STOP" }, 201);
}

/** A message as a phone shows it. */
export const onPhone = (m: MessageRecord, now: number) => ({
  sid: m.id,
  direction: m.direction,
  channel: isWhatsApp(phoneOf(m)) ? "whatsapp" : "sms",
  from: m.from,
  to: m.to,
  body: m.body,
  status: statusAt(m, now),
  error_code: statusAt(m, now) === "undelivered" || statusAt(m, now) === "failed" ? m.error_code : null,
  date_created: new Date(m.created_at).toISOString(),
});

/** GET /_sandbox/twilio/messages?to=: what a phone received (and answered), oldest first; every phone's without `to`. */
export function phoneMessages(tx: Tx, query: URLSearchParams): Response {
  const phone = query.get("to");
  const messages = Object.values(tx.state.messages)
    .filter((m) => m.created_at <= tx.now && (!phone || ofPhone(phoneOf(m), phone)))
    .sort((a, b) => a.created_at - b.created_at) // stable: messages of one moment stay in the order they were created
    .map((m) => onPhone(m, tx.now));
  return json({ messages });
}
