import "server-only";
import pino, { type Logger } from "pino";
import { configuredLogLevel } from "@/lib/env";

export type { Logger } from "pino";

/**
 * Fields that must never reach the log, wherever they sit one or two levels down: a guest's phone or
 * email, passwords, secrets and tokens. A safety net; callers do not pass them in the first place.
 */
const REDACTED = [
  "phone",
  "mobile",
  "email",
  "to",
  "recipient",
  "riderPhone",
  "guestEmail",
  "password",
  "secret",
  "clientSecret",
  "token",
  "accessToken",
  "refreshToken",
  "authorization",
  "cookie",
];

/** What an error may say about itself in the log: not a failed answer's body or a query's parameters. */
const KEPT = ["code", "status", "kind", "operation", "field", "attempts", "digest"] as const;

/** Drizzle writes a failed query's parameters (a guest's phone, an agent's email) into its message. */
const withoutParams = (text: string) => text.replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/, "\nparams: [redacted]");

/**
 * An error's words without the phone numbers and email addresses a carrier or a mail server put in
 * them ("The 'To' number +34612… is not valid", "550 <ana@…>: Recipient address rejected").
 */
export const withoutContacts = (text: string) => text.replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, "[email]").replace(/(whatsapp:)?\+\d[\d\s().-]{6,}\d/g, "[phone]");

/** An error as a log line holds it: its kind, message, stack, a few known fields and its cause. */
export function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return typeof error === "object" && error !== null ? { type: typeof error } : error;
  const out: Record<string, unknown> = { type: error.name, message: withoutContacts(withoutParams(error.message)) };
  if (error.stack) out.stack = withoutContacts(withoutParams(error.stack));
  for (const key of KEPT) {
    const value = (error as unknown as Record<string, unknown>)[key];
    if (typeof value === "string" || typeof value === "number") out[key] = value;
  }
  if (error.cause !== undefined && depth < 3) out.cause = serializeError(error.cause, depth + 1);
  return out;
}

/**
 * The server's one logger: a JSON line per event at LOG_LEVEL, on stdout, errors on stderr as Unix
 * tools expect. Written synchronously in this thread: no transports or worker threads (they do not
 * survive Next's bundling), and a line logged just before the process exits is not lost.
 * Each part of the app takes a child, `log.child({ module: "book" })`, so its lines carry `module`.
 */
export const log: Logger = pino(
  {
    level: configuredLogLevel(),
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    serializers: { err: serializeError },
    redact: { paths: REDACTED.flatMap((key) => [key, `*.${key}`]), censor: "[redacted]" },
  },
  pino.multistream(
    [
      { level: "trace", stream: pino.destination({ fd: 1, sync: true }) },
      { level: "error", stream: pino.destination({ fd: 2, sync: true }) },
    ],
    { dedupe: true },
  ),
);
