import { z } from "zod";
import { json } from "../http";
import { parseOrThrow } from "../validate";
import { isWhatsApp, numberOf } from "./fate";
import type { Tx } from "./messages";
import { TwilioApiError } from "./wire";

/**
 * WhatsApp's rules as Twilio applies them. A business may write free text to a person only within 24
 * hours of that person's last message to it (the customer service window); outside it, only an
 * approved template, sent as ContentSid (HX and 32 hex digits) with ContentVariables (a JSON object
 * of "1", "2"… to non-empty text). Free text outside the window is accepted, then fails with 63016.
 */

export const WINDOW_MS = 24 * 3600_000;
const CONTENT_SID = /^HX[0-9a-fA-F]{32}$/;
const PLACEHOLDER = /\{\{\s*(\d+)\s*\}\}/g;

const refuse = (code: number, message: string) => new TwilioApiError(400, code, message);

export const templatesOf = (tx: Tx): Record<string, string> => (tx.state.twilio.templates ??= {});

/** The template's text with its variables in place: what the recipient reads, and the Message's body. */
export function renderContent(tx: Tx, contentSid: string, variablesJson: string | null): string {
  if (!CONTENT_SID.test(contentSid) || !Object.hasOwn(templatesOf(tx), contentSid)) throw refuse(21655, "The ContentSid is Invalid");
  let variables: Record<string, unknown> = {};
  if (variablesJson !== null) {
    try {
      variables = JSON.parse(variablesJson) as Record<string, unknown>;
    } catch {
      throw refuse(21656, "The ContentVariables Parameter is invalid");
    }
    if (typeof variables !== "object" || variables === null || Array.isArray(variables)) throw refuse(21656, "The ContentVariables Parameter is invalid");
  }
  const template = templatesOf(tx)[contentSid]!;
  return template.replace(PLACEHOLDER, (_, n: string) => {
    const value = variables[n];
    if (typeof value !== "string" || value.trim() === "") throw refuse(21656, "The ContentVariables Parameter is invalid");
    return value;
  });
}

/** Whether `to` wrote to this sender (number or Messaging Service) within the last 24 hours. */
export function windowOpen(tx: Tx, sender: { from: string | null; service: string | null }, to: string): boolean {
  return Object.values(tx.state.messages).some(
    (m) =>
      m.direction === "inbound" &&
      m.from === to &&
      m.created_at <= tx.now &&
      tx.now - m.created_at < WINDOW_MS &&
      (sender.service ? m.messaging_service_sid === sender.service : numberOf(m.to) === numberOf(sender.from ?? "")),
  );
}

/** Free text to WhatsApp that Twilio will fail with 63016. */
export const outsideWindow = (tx: Tx, sender: { from: string | null; service: string | null }, to: string, contentSid: string | null) =>
  isWhatsApp(to) && contentSid === null && !windowOpen(tx, sender, to);

const templateBody = z.strictObject({
  sid: z.string().regex(CONTENT_SID, "must be HX and 32 hex digits"),
  text: z
    .string()
    .min(1)
    .max(1024)
    .regex(/\{\{\s*\d+\s*\}\}|^[^{}]*$/, "is a template's text, with {{1}}, {{2}}… for its variables"),
});

/** POST /_sandbox/twilio/templates: a WhatsApp template approved on the account, as tests need one. */
export function postTemplate(tx: Tx, body: unknown): Response {
  const t = parseOrThrow(templateBody, body);
  templatesOf(tx)[t.sid] = t.text;
  tx.changes.set("twilio", tx.state.twilio);
  return json({ sid: t.sid, text: t.text }, 201);
}

/** GET /_sandbox/twilio/templates */
export const listTemplates = (tx: Tx) => json({ templates: Object.entries(templatesOf(tx)).map(([sid, text]) => ({ sid, text })) });
