import { ALERT_URL_NOT_ALLOWED } from "@/lib/alerts/webhook-url";
import type { AlertStatus, AlertTarget, DeskProblem, GuestChannel, MessageEvent, MessageStatus, SkipReason } from "@/lib/channels";

/**
 * What a booking's page shows of the messages its guest was sent and the alerts the desk had about
 * it: serialisable, so the server's render and the live read share it. Pure and isomorphic.
 */

/** One message to the guest, as it stands now. */
export type GuestMessageLine = {
  id: string;
  event: MessageEvent;
  channel: GuestChannel;
  /** Where it went, as people read it: "+34 612 34 56 78", or the email address. */
  to: string;
  status: MessageStatus;
  skipReason: SkipReason | null;
  /** Twilio's error code ("30003"), or the mail server's reply code. */
  errorCode: string | null;
  /** When its status last changed, or when it was recorded (ISO 8601). */
  at: string;
};

/** A channel on which the guest answered STOP (or asked for no more), and when. */
export type GuestOptOut = { channel: GuestChannel; to: string; at: string };

/** One alert to the desk about the ride. */
export type DeskAlertLine = {
  id: string;
  problem: DeskProblem;
  target: AlertTarget;
  status: AlertStatus;
  /** Why it failed or was not sent, when the reason is one the desk can read (see alertReason). */
  reason: string | null;
  /** When it was sent, or else recorded (ISO 8601). */
  at: string;
};

export type BookingMessages = {
  /** The channels chosen at booking; empty when the agent chose none (or the rider is a company user). */
  channels: GuestChannel[];
  /** Oldest first: in the order of what happened on the ride. */
  messages: GuestMessageLine[];
  optOuts: GuestOptOut[];
  alerts: DeskAlertLine[];
};

export { ALERT_URL_NOT_ALLOWED };

export const NO_MESSAGES: BookingMessages = { channels: [], messages: [], optOuts: [], alerts: [] };

/** Twilio's error for a guest who answered STOP to the sender. */
export const ANSWERED_STOP = "21610";

/** Why an alert was not sent, as the alert jobs record it. */
export const ALERT_SKIPS = ["resolved", "no_channel"] as const;
export type AlertSkip = (typeof ALERT_SKIPS)[number];

/**
 * The part of an alert's recorded error the desk may read: a short code or word ("HTTP 404",
 * "invalid_payload", "550": at most three words, no address, no URL), never prose a third party
 * wrote, which may quote what was sent.
 */
export function alertReason(error: string | null): string | null {
  if (!error) return null;
  const reason = error.trim();
  return /^[\w.-]+( [\w.-]+){0,2}$/.test(reason) && reason.length <= 40 ? reason : null;
}

/** A message's status in the words the page has for it. */
export type MessageOutcome = "sending" | "queued" | "sent" | "delivered" | "undelivered" | "failed" | "stopped" | SkipReason;

export function messageOutcome(m: Pick<GuestMessageLine, "status" | "skipReason" | "errorCode">): MessageOutcome {
  switch (m.status) {
    case "pending":
    case "sending":
      return "sending";
    case "failed":
      return m.errorCode === ANSWERED_STOP ? "stopped" : "failed";
    case "skipped":
      return m.skipReason ?? "stale";
    default:
      return m.status;
  }
}

/** How long after its last change a message or alert may still move on while the page watches it. */
export const SETTLING_MS = 15 * 60_000;

/** Statuses that Twilio (or the sender) still moves on: a text "sent" waits for its delivery report. */
const moving = (m: GuestMessageLine) =>
  m.status === "pending" || m.status === "sending" || m.status === "queued" || (m.status === "sent" && m.channel !== "email");

/**
 * Whether a message or an alert may still change soon, so a page showing them should read them
 * again even once the ride itself is settled; one stuck for longer is left to the sweep.
 */
export function messagesSettling(b: BookingMessages, now: number): boolean {
  const recent = (at: string) => now - Date.parse(at) < SETTLING_MS;
  return b.messages.some((m) => moving(m) && recent(m.at)) || b.alerts.some((a) => a.status === "pending" && recent(a.at));
}
