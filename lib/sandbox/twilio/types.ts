/** The Twilio Messaging API's saved state. Plain JSON, kept in its own area of the sandbox's store. */

/** The statuses a message of the sandbox goes through: a subset of Twilio's. */
export type MessageStatus = "accepted" | "queued" | "sent" | "delivered" | "undelivered" | "failed" | "received";

/** Why a message was not delivered: Twilio's "Unreachable destination handset" and "Unknown destination handset". */
export type DeliveryError = 30003 | 30005;
/** Why a WhatsApp failed: free text outside the 24-hour window the recipient's last message opened. */
export const OUTSIDE_WINDOW = 63016;

export type MessageRecord = {
  /** The message SID: SM and 32 hex digits. */
  id: string;
  account_sid: string;
  direction: "outbound-api" | "inbound";
  /** The sender; null while a Messaging Service has not yet picked one of its numbers. */
  from: string | null;
  to: string;
  body: string;
  messaging_service_sid: string | null;
  status_callback: string | null;
  /** When the message was created; an inbound reply planned ahead stays hidden until then. */
  created_at: number;
  /** The status it is created with, then the later ones at the times they are reached. */
  initial: MessageStatus;
  events: { status: MessageStatus; at: number }[];
  /** Set once the message becomes undelivered (or failed, for 63016). */
  error_code: DeliveryError | typeof OUTSIDE_WINDOW | null;
  /** The approved template it was sent from (HX…), when it was; absent on messages saved before templates. */
  content_sid?: string | null;
  num_segments: number;
};

/** A status callback waiting to be sent, or sent again after a failure. */
export type CallbackEvent = {
  id: string;
  message_sid: string;
  status: MessageStatus;
  /** When it is first due, and when it is next tried. */
  due: number;
  next_at: number;
  attempts: number;
};

export type MessageSettings = {
  /** Share (0 to 1) of messages that end undelivered, decided per message SID. */
  failureShare: number;
  /** Share (0 to 1) of recipients who answer STOP to the first message a sender sends them, decided per number. */
  stopShare: number;
};

export type TwilioState = {
  /** Messages by SID, sent and received. */
  messages: Record<string, MessageRecord>;
  /** Status callbacks not yet delivered, by id. */
  message_callbacks: Record<string, CallbackEvent>;
  twilio: {
    settings: MessageSettings;
    /** WhatsApp templates approved on this account, by Content SID: their text with {{1}}, {{2}}… (absent in state saved before). */
    templates?: Record<string, string>;
    /** Recipients who answered STOP, by "sender recipient": from when the opt-out holds. */
    opt_outs: Record<string, number>;
    /** Messages accepted; status callbacks answered 2xx/3xx, failed attempts, and given up after the last retry. */
    counters: { accepted: number; callbacksDelivered: number; callbackFailures: number; callbacksGivenUp: number };
    seq: number;
  };
};

export function initialTwilio(): TwilioState {
  return {
    messages: {},
    message_callbacks: {},
    twilio: {
      settings: { failureShare: 0, stopShare: 0 },
      templates: {},
      opt_outs: {},
      counters: { accepted: 0, callbacksDelivered: 0, callbackFailures: 0, callbacksGivenUp: 0 },
      seq: 0,
    },
  };
}
