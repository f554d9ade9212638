/**
 * The admin's mapping of WhatsApp templates to Twilio Content SIDs, one per message kind and
 * language: the keys and their rule, apart from the templates' words so that forms and settings
 * carry none of the messages' code. Pure and isomorphic.
 */
import { LOCALES, type Locale } from "@/lib/locales";
import { messageRef } from "@/lib/i18n/message-ref";
import { z } from "@/lib/zod";
import { GUEST_EVENTS, type GuestEvent } from "@/lib/channels";

/** Twilio's Content SID: HX and 32 hex digits. */
export const CONTENT_SID = /^HX[0-9a-fA-F]{32}$/;

export type TemplateKey = `${GuestEvent}:${Locale}`;
export const templateKey = (event: GuestEvent, language: Locale): TemplateKey => `${event}:${language}`;
export const TEMPLATE_KEYS: readonly TemplateKey[] = GUEST_EVENTS.flatMap((e) => LOCALES.map((l) => templateKey(e, l)));

/** An empty field is no template. */
export const whatsappTemplatesSchema = z.partialRecord(
  z.enum(TEMPLATE_KEYS as [TemplateKey, ...TemplateKey[]]),
  z
    .string()
    .trim()
    .refine((sid) => sid === "" || CONTENT_SID.test(sid), { message: messageRef("notifications.templateSid") }),
);
