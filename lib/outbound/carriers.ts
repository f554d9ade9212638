/**
 * How a message leaves: text messages through Twilio (SMS and WhatsApp), emails through an SMTP
 * server. The send job sees only these, so its rules (never re-send blindly, retry only what surely
 * failed) are tested with carriers of the tests' own.
 */
import type { GuestChannel } from "@/lib/channels";

export type TextChannel = Exclude<GuestChannel, "email">;

/** An approved WhatsApp template (Twilio's Content SID) and its variables, "1", "2"… to words. */
export type TemplateContent = { sid: string; variables: Record<string, string> };

export type TextCarrier = {
  /** Hands a message over, as its words or as a template whose filled-in text they are; the answer's id (Twilio's SID) and status. */
  send(m: {
    channel: TextChannel;
    to: string;
    body: string;
    content?: TemplateContent;
    statusCallback: string;
  }): Promise<{ id: string; status: "queued" | "sent" }>;
  /** When this phone last wrote to our WhatsApp sender, as far back as WhatsApp's 24-hour window: free text may go to it until a day after. */
  lastInboundAt(m: { channel: "whatsapp"; from: string }): Promise<Date | null>;
  /** The message with these recipient and words sent since `since`, when the carrier has one: after a lost answer, before anything is sent again. */
  findSent(m: {
    channel: TextChannel;
    to: string;
    body: string;
    since: Date;
  }): Promise<{ id: string; status: "queued" | "sent" | "delivered" | "undelivered" | "failed" } | null>;
};

/** A file sent with an email (a ride's receipt as a PDF). */
export type MailAttachment = { filename: string; content: Buffer; contentType: string };

export type MailCarrier = {
  /** Sends an email with a Message-ID of our own, the same for every attempt of one message, so a receiving server can tell a repeat. */
  send(m: { to: string; subject: string; text: string; html: string; messageId: string; attachments?: MailAttachment[] }): Promise<{ id: string }>;
};

/**
 * Why a carrier did not take a message:
 * - retry: it surely did not (429, 5xx, a 4xx mail reply), try again later;
 * - lost: no answer came, it may have been sent;
 * - refused: it never will be (a bad number, a recipient who answered STOP: code 21610).
 */
export class CarrierError extends Error {
  constructor(
    readonly kind: "retry" | "lost" | "refused",
    readonly code: string | null,
    message: string,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = "CarrierError";
  }
}

/** Twilio's error for a recipient who answered STOP to this sender. */
export const UNSUBSCRIBED = "21610";
