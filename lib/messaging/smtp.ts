import "server-only";
import nodemailer, { type Transporter } from "nodemailer";
import { CarrierError, type MailCarrier } from "@/lib/outbound/carriers";

type MailError = Error & { code?: string; responseCode?: number; response?: string; command?: string };

/**
 * What a failed send means: a 4xx reply or a connection that never opened surely sent nothing
 * (retry); a 5xx reply or refused credentials never will (refused); a connection cut after it opened
 * may have delivered it (lost; it is sent again with the same Message-ID, which receivers use to
 * tell a repeat).
 */
export function mailFailure(e: MailError): CarrierError {
  const reply = e.responseCode;
  const reason = (e.response ?? e.message).slice(0, 200);
  if (reply && reply >= 400 && reply < 500) return new CarrierError("retry", String(reply), reason);
  if (reply && reply >= 500) return new CarrierError("refused", String(reply), reason);
  if (e.code === "EAUTH" || e.code === "EENVELOPE" || e.code === "EMESSAGE") return new CarrierError("refused", e.code, reason);
  if (e.code === "ECONNECTION" || e.code === "EDNS" || e.code === "ECONNREFUSED") return new CarrierError("retry", e.code, reason);
  // Cut before the message was handed over (connecting, greeting, signing in, the envelope): nothing went.
  if (e.command && e.command !== "DATA") return new CarrierError("retry", e.code ?? null, reason);
  return new CarrierError("lost", e.code ?? null, reason);
}

/** Emails over the SMTP server of SMTP_URL, from MAIL_FROM; one pooled connection per process. */
export function smtpCarrier(config: { smtpUrl: string; from: string }, transport: Transporter = createTransport(config.smtpUrl)): MailCarrier {
  return {
    async send(m) {
      try {
        const { to, subject, text, html, messageId, attachments } = m;
        const info = await transport.sendMail({ from: config.from, to, subject, text, html, messageId, attachments });
        return { id: typeof info.messageId === "string" ? info.messageId : m.messageId };
      } catch (e) {
        throw mailFailure(e as MailError);
      }
    },
  };
}

/**
 * The transport for SMTP_URL, read here rather than by nodemailer (whose URL parser Node deprecates):
 * smtps:// is TLS from the start, smtp:// upgrades with STARTTLS when the server offers it; user and
 * password from the URL. `?pool=false` sends each email on a connection of its own.
 */
export function transportOptions(smtpUrl: string) {
  const url = new URL(smtpUrl);
  const secure = url.protocol === "smtps:";
  const number = (name: string, fallback: number) => Number(url.searchParams.get(name) ?? fallback);
  return {
    host: url.hostname.replace(/^\[|\]$/g, ""),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    ...(url.username ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } } : {}),
    pool: url.searchParams.get("pool") !== "false",
    maxConnections: 2,
    connectionTimeout: number("connectionTimeout", 10_000),
    greetingTimeout: number("greetingTimeout", 10_000),
    socketTimeout: number("socketTimeout", 30_000),
  };
}

const createTransport = (smtpUrl: string) => nodemailer.createTransport(transportOptions(smtpUrl));

/** The domain part of MAIL_FROM ("Desk <desk@acme.example>" → acme.example), for Message-IDs. */
export function mailDomainOf(from: string | null, fallback: string): string {
  const match = from ? /@([^>\s]+)>?\s*$/.exec(from) : null;
  return match?.[1] ?? fallback;
}
