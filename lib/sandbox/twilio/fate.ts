import { createHash } from "node:crypto";
import type { DeliveryError } from "./types";

/**
 * What becomes of a message and of its recipient, decided from their identity alone so the same
 * message (or number) always fares the same, whatever else is sent meanwhile.
 */

/** A number from 0 (inclusive) to 1, the same for the same text. */
const draw = (text: string) => createHash("sha256").update(text).digest().readUInt32BE(0) / 2 ** 32;

/** The delivery error of a message in the failure share, or null for one that is delivered. */
export function deliveryError(sid: string, failureShare: number): DeliveryError | null {
  if (failureShare <= 0 || draw(`failure:${sid}`) >= failureShare) return null;
  return draw(`failure code:${sid}`) < 0.5 ? 30003 : 30005;
}

/** Whether the person at this number answers STOP to a sender's first message; the same on SMS and WhatsApp. */
export const answersStop = (address: string, stopShare: number) => stopShare > 0 && draw(`stop:${numberOf(address)}`) < stopShare;

/** The phone number of an address: "whatsapp:+34600111222" and "+34600111222" are one phone. */
export const numberOf = (address: string) => address.replace(/^whatsapp:/, "");

export const isWhatsApp = (address: string) => address.startsWith("whatsapp:");

/** E.164: a plus, a country code and at most 15 digits in all. */
export const isE164 = (number: string) => /^\+[1-9]\d{6,14}$/.test(number);

/** Messages leave, are delivered (or not) and are answered this long after they are accepted. */
export const QUEUED_AFTER_MS = 100;
export const SENT_AFTER_MS = 1000;
export const DELIVERED_AFTER_MS = 2000;
export const STOP_AFTER_MS = 4000;

/** The 7-bit GSM alphabet, whose characters an SMS counts as one each (those of its extension as two). */
const GSM = "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
const GSM_EXTENSION = "^{}\\[~]|€\f";

/** How many SMS segments a body takes: 160 GSM characters or 70 UCS-2 ones alone, 153 or 67 when concatenated. */
export function segmentsOf(body: string, whatsapp: boolean): number {
  if (whatsapp) return 1;
  let septets = 0;
  for (const ch of body) {
    if (GSM.includes(ch)) septets += 1;
    else if (GSM_EXTENSION.includes(ch)) septets += 2;
    else return body.length <= 70 ? 1 : Math.ceil(body.length / 67);
  }
  return septets <= 160 ? 1 : Math.ceil(septets / 153);
}
