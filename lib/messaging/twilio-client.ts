import "server-only";
import { z } from "zod";
import type { TwilioSettings } from "@/lib/env";
import { retryAfterMs } from "@/lib/provider/retry";
import { TWILIO_MESSAGE_STATUSES, type TwilioMessageStatus } from "./twilio-status";

/**
 * A small client of the two calls of Twilio's Messaging API the app makes (REST API 2010-04-01):
 * create a Message, and list Messages by recipient, sender and day sent. HTTP Basic with the
 * account's SID and auth token; form-encoded requests; JSON answers. No retries of its own: the
 * caller decides, with `isRetryable` and `answerLost`, since a send whose answer was lost may
 * have gone out and must not simply be sent again.
 */

export type TwilioClientConfig = Pick<TwilioSettings, "apiUrl" | "accountSid" | "authToken">;

export type TwilioClientDeps = {
  fetch?: typeof fetch;
  /** Per call, the answer's body included. */
  timeoutMs?: number;
};

/** The fields of Twilio's Message resource the app reads. */
export type TwilioMessage = {
  sid: string;
  status: TwilioMessageStatus;
  to: string;
  /** Null while a Messaging Service has not yet picked the number it sends from. */
  from: string | null;
  body: string;
  /** "inbound" for what the recipient wrote to us; "outbound-api" and the like for what we sent. */
  direction: string | null;
  date_created: Date;
  /** Why it failed or was not delivered (30003 unreachable, 30005 unknown destination…); null otherwise. */
  error_code: number | null;
  error_message: string | null;
};

export type SendMessageInput = {
  /** E.164 ("+34600111222") for SMS, "whatsapp:+34600111222" for WhatsApp. */
  to: string;
  /** A number, "whatsapp:+…", or a Messaging Service SID (MG…), sent as MessagingServiceSid. */
  from: string;
  body: string;
  /** An approved template sent in place of the body: its Content SID (HX…) and variables ("1", "2"… to words). */
  content?: { sid: string; variables: Record<string, string> } | null;
  /** Where Twilio posts the message's later statuses. */
  statusCallback?: string | null;
};

/** A day as Twilio's list filters take it: "YYYY-MM-DD" (UTC), or a Date, whose UTC day is meant. */
export type TwilioDay = string | Date;

export type ListMessagesInput = {
  to?: string;
  from?: string;
  /** Sent on that day; `sentOnOrAfter` and `sentOnOrBefore` bound the days sent ("DateSent>" and "DateSent<"). */
  sentOn?: TwilioDay;
  sentOnOrAfter?: TwilioDay;
  sentOnOrBefore?: TwilioDay;
  /** Messages per page, 1 to 1000 (Twilio's default is 50). */
  pageSize?: number;
  /** Pages read at most, following next_page_uri; 3 unless told. */
  maxPages?: number;
};

/** The messages read, newest first, and whether more were left unread after the last page allowed. */
export type TwilioMessageList = { messages: TwilioMessage[]; truncated: boolean };

export type TwilioErrorKind =
  /** 429: wait `retryAfter` seconds (when Twilio said) and try again. */
  | "rate_limited"
  /** 5xx: Twilio failed; trying again is safe. */
  | "server_error"
  /** No answer: the connection failed or the deadline passed. A send may have gone out. */
  | "network"
  | "timeout"
  /** Any other 4xx: Twilio refused the request, saying why in `code` and `twilioMessage`. */
  | "refused"
  /** An answer that is not Twilio's JSON: the request was taken (2xx) or failed, but it cannot be read. */
  | "invalid_response";

export type TwilioOperation = "send message" | "list messages";

/** Marks Twilio errors from every copy of this module, as Next may bundle it more than once (see ProviderError). */
const BRAND = Symbol.for("ridedesk.TwilioError");

export class TwilioError extends Error {
  readonly [BRAND] = true;

  static [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === "object" && value !== null && (value as { [BRAND]?: unknown })[BRAND] === true;
  }

  constructor(
    readonly kind: TwilioErrorKind,
    readonly operation: TwilioOperation,
    /** The HTTP status; 0 when no answer came. */
    readonly status: number,
    /** Twilio's error code, e.g. 21610 (the recipient answered STOP) or 21211 (an invalid To). */
    readonly code: number | null = null,
    /** Twilio's own words; for logs, never to be shown to people as they are. */
    readonly twilioMessage: string | null = null,
    /** Seconds to wait before trying again, from Retry-After. */
    readonly retryAfter: number | null = null,
  ) {
    super(`${operation} failed (${status || kind}${code ? `, code ${code}` : ""})${twilioMessage ? `: ${twilioMessage}` : ""}`);
    this.name = "TwilioError";
  }
}

/** Whether trying again is right: Twilio was busy (429) or failed (5xx), and did nothing. */
export const isRetryable = (e: unknown): boolean => e instanceof TwilioError && (e.kind === "rate_limited" || e.kind === "server_error");

/** Whether no answer came, so the request may have taken effect: a send may have reached the recipient. */
export const answerLost = (e: unknown): boolean => e instanceof TwilioError && (e.kind === "network" || e.kind === "timeout");

const errorCode = z.union([z.number(), z.string().regex(/^\d+$/).transform(Number), z.null()]);

// Twilio writes dates in RFC 2822 ("Tue, 14 Aug 2018 19:37:39 +0000"), which Date.parse reads.
const rfc2822 = z.string().transform((text, ctx) => {
  const at = Date.parse(text);
  if (Number.isNaN(at)) {
    ctx.addIssue({ code: "custom", message: "is not a date" });
    return z.NEVER;
  }
  return new Date(at);
});

const messageSchema = z.object({
  sid: z.string().regex(/^(SM|MM)[0-9a-fA-F]{32}$/),
  status: z.enum(TWILIO_MESSAGE_STATUSES),
  to: z.string(),
  from: z.string().nullable(),
  body: z.string(),
  direction: z
    .string()
    .nullable()
    .optional()
    .transform((d) => d ?? null),
  date_created: rfc2822,
  error_code: errorCode.optional().transform((c) => c ?? null),
  error_message: z
    .string()
    .nullable()
    .optional()
    .transform((m) => m ?? null),
});

const pageSchema = z.object({ messages: z.array(messageSchema), next_page_uri: z.string().nullable().optional() });

const errorSchema = z.object({ code: errorCode.optional(), message: z.string().optional() });

/** A Date's UTC day, or a day given as text, as Twilio's date filters take it. */
const dayOf = (day: TwilioDay) => (typeof day === "string" ? day : day.toISOString().slice(0, 10));

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_MAX_PAGES = 3;

export type TwilioClient = {
  sendMessage(input: SendMessageInput): Promise<TwilioMessage>;
  listMessages(input?: ListMessagesInput): Promise<TwilioMessageList>;
};

export function createTwilioClient(config: TwilioClientConfig, deps: TwilioClientDeps = {}): TwilioClient {
  const doFetch = deps.fetch ?? ((input, init) => fetch(input, init));
  const timeoutMs = deps.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const root = config.apiUrl.replace(/\/+$/, "");
  const messagesPath = `/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString("base64")}`;

  async function call<T extends z.ZodType>(operation: TwilioOperation, pathAndQuery: string, init: RequestInit, schema: T): Promise<z.infer<T>> {
    let response: Response;
    let text: string;
    try {
      response = await doFetch(`${root}${pathAndQuery}`, {
        ...init,
        headers: { ...init.headers, authorization, accept: "application/json" },
        // Twilio's API does not redirect; a redirect is not followed, so the credentials go nowhere else.
        redirect: "manual",
        cache: "no-store",
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (e) {
      const timedOut = e instanceof DOMException && (e.name === "TimeoutError" || e.name === "AbortError");
      throw new TwilioError(timedOut ? "timeout" : "network", operation, 0);
    }
    const { status } = response;
    if (status < 200 || status >= 300) {
      let said: z.infer<typeof errorSchema> = {};
      try {
        said = errorSchema.catch({}).parse(JSON.parse(text));
      } catch {
        // not JSON: a proxy's page, say; the status alone tells what happened
      }
      const code = said.code ?? null;
      const message = said.message ?? null;
      if (status === 429) {
        const wait = retryAfterMs(response.headers.get("retry-after"));
        throw new TwilioError("rate_limited", operation, status, code, message, wait === null ? null : Math.ceil(wait / 1000));
      }
      if (status >= 500) throw new TwilioError("server_error", operation, status, code, message);
      if (status >= 400) throw new TwilioError("refused", operation, status, code, message);
      throw new TwilioError("invalid_response", operation, status, code, message);
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new TwilioError("invalid_response", operation, status);
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new TwilioError("invalid_response", operation, status, null, parsed.error.issues[0]?.message ?? null);
    return parsed.data;
  }

  async function sendMessage(input: SendMessageInput): Promise<TwilioMessage> {
    const form = new URLSearchParams({ To: input.to });
    // A Messaging Service picks the number itself; Twilio takes its SID in a parameter of its own.
    if (/^MG[0-9a-fA-F]{32}$/.test(input.from)) form.set("MessagingServiceSid", input.from);
    else form.set("From", input.from);
    // A template's text is Twilio's to fill in; a Body beside it would be sent as free text (63016 outside the window).
    if (input.content) {
      form.set("ContentSid", input.content.sid);
      form.set("ContentVariables", JSON.stringify(input.content.variables));
    } else form.set("Body", input.body);
    if (input.statusCallback) form.set("StatusCallback", input.statusCallback);
    return call(
      "send message",
      messagesPath,
      { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: form.toString() },
      messageSchema,
    );
  }

  async function listMessages(input: ListMessagesInput = {}): Promise<TwilioMessageList> {
    const query = new URLSearchParams();
    if (input.to) query.set("To", input.to);
    if (input.from) query.set("From", input.from);
    if (input.sentOn !== undefined) query.set("DateSent", dayOf(input.sentOn));
    // Twilio's names for "on or after" and "on or before": the parameter is "DateSent>", written DateSent>=…
    if (input.sentOnOrAfter !== undefined) query.set("DateSent>", dayOf(input.sentOnOrAfter));
    if (input.sentOnOrBefore !== undefined) query.set("DateSent<", dayOf(input.sentOnOrBefore));
    if (input.pageSize !== undefined) query.set("PageSize", String(input.pageSize));
    const maxPages = input.maxPages ?? DEFAULT_MAX_PAGES;
    const messages: TwilioMessage[] = [];
    let next: string | null = `${messagesPath}?${query}`;
    for (let page = 0; next !== null && page < maxPages; page++) {
      const answer: z.infer<typeof pageSchema> = await call("list messages", next, { method: "GET" }, pageSchema);
      messages.push(...answer.messages);
      next = answer.next_page_uri ?? null;
      // next_page_uri is a path on Twilio's API; anything else is not followed, with the credentials least of all.
      if (next !== null && !next.startsWith(`${messagesPath}?`))
        throw new TwilioError("invalid_response", "list messages", 200, null, "next_page_uri is not a page of this account's messages");
    }
    return { messages, truncated: next !== null };
  }

  return { sendMessage, listMessages };
}
