import { SandboxError, json } from "../http";
import type { MessageRecord, MessageStatus } from "./types";

/** Twilio's wire format: its error shape, dates and the Message resource as its API writes them. */

export const API_VERSION = "2010-04-01";

/** A refusal in Twilio's words: its error code besides the HTTP status. */
export class TwilioApiError extends SandboxError {
  constructor(
    status: number,
    readonly code: number,
    message: string,
  ) {
    super(status, message);
  }
}

/** Twilio's generic codes, for errors raised by the sandbox's shared machinery (a body too large, a path unknown). */
const GENERIC: Record<number, number> = { 401: 20003, 404: 20404, 405: 20004, 429: 20429, 500: 20500, 503: 20503 };

export function twilioErrorResponse(status: number, code: number, message: string, headers: Record<string, string> = {}): Response {
  const extra: Record<string, string> = status === 401 ? { "www-authenticate": 'Basic realm="Twilio API"' } : {};
  return json({ code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status }, status, { ...extra, ...headers });
}

export function twilioError(e: SandboxError): Response {
  const code = e instanceof TwilioApiError ? e.code : (GENERIC[e.status] ?? 20001);
  return twilioErrorResponse(e.status, code, e.message);
}

/** RFC 2822 in UTC, as Twilio writes dates: "Tue, 14 Aug 2018 19:37:39 +0000". */
export const rfc2822 = (ms: number) => new Date(ms).toUTCString().replace(/GMT$/, "+0000");

export const messagesPath = (accountSid: string) => `/${API_VERSION}/Accounts/${accountSid}/Messages.json`;

/** The status a message has at a moment: the last one reached by then. */
export function statusAt(m: MessageRecord, now: number): MessageStatus {
  let status = m.initial;
  for (const e of m.events) if (e.at <= now) status = e.status;
  return status;
}

/** When the message left for the carrier (inbound: when it arrived); null before. */
export function sentAt(m: MessageRecord, now: number): number | null {
  if (m.direction === "inbound") return m.created_at;
  return m.events.find((e) => e.status === "sent" && e.at <= now)?.at ?? null;
}

const ERROR_MESSAGES: Record<number, string> = {
  30003: "Unreachable destination handset",
  30005: "Unknown destination handset",
  63016: "Failed to send freeform message because you are outside the allowed window. If you are using WhatsApp, please use a Message Template.",
};

/** The Message resource as Twilio's API answers it at this moment. */
export function messageToWire(m: MessageRecord, now: number) {
  const status = statusAt(m, now);
  const reached = m.events.filter((e) => e.at <= now);
  const failed = status === "undelivered" || status === "failed" ? m.error_code : null;
  const path = `/${API_VERSION}/Accounts/${m.account_sid}/Messages/${m.id}`;
  const sent = sentAt(m, now);
  return {
    account_sid: m.account_sid,
    api_version: API_VERSION,
    body: m.body,
    date_created: rfc2822(m.created_at),
    date_sent: sent === null ? null : rfc2822(sent),
    date_updated: rfc2822(reached.at(-1)?.at ?? m.created_at),
    direction: m.direction,
    error_code: failed,
    error_message: failed === null ? null : ERROR_MESSAGES[failed]!,
    // A Messaging Service picks its sender when the message leaves; until then Twilio shows none.
    from: m.messaging_service_sid && (status === "accepted" || status === "queued") ? null : m.from,
    messaging_service_sid: m.messaging_service_sid,
    num_media: "0",
    num_segments: String(m.num_segments),
    price: null,
    price_unit: "USD",
    sid: m.id,
    status,
    subresource_uris: { media: `${path}/Media.json`, feedback: `${path}/Feedback.json` },
    to: m.to,
    uri: `${path}.json`,
  };
}
