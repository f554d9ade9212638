import "server-only";
import { z } from "zod";
import { log } from "@/lib/log";
import type { Db } from "@/lib/db";
import { readTextBody } from "@/lib/http/body";
import { UNSUBSCRIBED } from "@/lib/outbound/carriers";
import { applyDeliveryStatus, messageBySid, recordOptOut } from "./outbox";
import { STATUS_OF_TWILIO, TWILIO_OUTBOUND_STATUSES } from "./twilio-status";
import { isValidTwilioSignature } from "./twilio-signature";

const logger = log.child({ module: "messages" });

/** A status callback is a handful of short fields; anything past this is not one. */
const MAX_CALLBACK_BYTES = 16 * 1024;

const callbackSchema = z.object({
  MessageSid: z.string().regex(/^(SM|MM)[0-9a-f]{32}$/),
  MessageStatus: z.enum(TWILIO_OUTBOUND_STATUSES),
  ErrorCode: z
    .string()
    .regex(/^\d{1,6}$/)
    .optional(),
});

const empty = (status: number) => new Response(null, { status, headers: { "Cache-Control": "no-store" } });

export type StatusCallbackDeps = {
  db: () => Promise<Db>;
  authToken: string;
  callbackUrl: string;
  /** Records and queues the SMS that tells the guest what a failed WhatsApp could not. */
  smsInstead?: (db: Db, messageId: string) => Promise<unknown>;
};

/** Twilio's error for free text to WhatsApp outside the guest's 24-hour window. */
const OUTSIDE_WINDOW = "63016";

/**
 * Twilio's delivery statuses for the messages we sent. The signature is checked over the URL we gave
 * Twilio (not the one this request reached, which a proxy may have rewritten) and the posted
 * parameters, with the account's auth token; anything unsigned is refused with 403. A status never
 * moves a message back. Error 21610 means the guest answered STOP: that channel is closed for them.
 */
export async function receiveStatusCallback(request: Request, deps: StatusCallbackDeps): Promise<Response> {
  const signature = request.headers.get("x-twilio-signature");
  if (!signature) return empty(403);
  const body = await readTextBody(request, { maxBytes: MAX_CALLBACK_BYTES });
  if (!body.ok) return empty(body.status);
  const params = new URLSearchParams(body.value);
  if (!isValidTwilioSignature(deps.authToken, signature, deps.callbackUrl, params)) return empty(403);
  const parsed = callbackSchema.safeParse(Object.fromEntries(params));
  if (!parsed.success) return empty(400);
  const { MessageSid: sid, MessageStatus: twilioStatus, ErrorCode: code } = parsed.data;
  const db = await deps.db();
  const now = new Date();
  const known = await applyDeliveryStatus(db, sid, STATUS_OF_TWILIO[twilioStatus], { code: code ?? null }, now);
  if (!known) {
    // Not ours, or its send has not recorded the SID yet; Twilio does not retry a 2xx, and our own status stays as the send left it.
    logger.info({ sid, status: twilioStatus }, "a status for a message we do not know");
    return empty(204);
  }
  if (code === UNSUBSCRIBED) {
    const message = await messageBySid(db, sid);
    if (message) await recordOptOut(db, message.channel, message.recipient, now);
  }
  if (code === OUTSIDE_WINDOW && deps.smsInstead) {
    // The guest's window had closed after all (their last message was a day old by the time it left): they hear by SMS.
    const message = await messageBySid(db, sid);
    if (message?.channel === "whatsapp") await deps.smsInstead(db, message.id);
  }
  return empty(204);
}
