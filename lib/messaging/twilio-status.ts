/**
 * Twilio's message statuses (its Message resource's `status`), defined once, and how far along each
 * puts a message we sent: queued, sent, delivered, or not. Null for the statuses of a message
 * received, and for partially_delivered (a message to several recipients, which we never send): they
 * tell nothing of our delivery, so a status callback carrying one is refused.
 */
export const STATUS_OF_TWILIO = {
  accepted: "queued",
  scheduled: "queued",
  queued: "queued",
  sending: "queued",
  sent: "sent",
  delivered: "delivered",
  read: "delivered",
  undelivered: "undelivered",
  failed: "failed",
  canceled: "failed",
  receiving: null,
  received: null,
  partially_delivered: null,
} as const;

export type TwilioMessageStatus = keyof typeof STATUS_OF_TWILIO;
export const TWILIO_MESSAGE_STATUSES = Object.keys(STATUS_OF_TWILIO) as [TwilioMessageStatus, ...TwilioMessageStatus[]];

type OutboundStatus = { [S in TwilioMessageStatus]: (typeof STATUS_OF_TWILIO)[S] extends null ? never : S }[TwilioMessageStatus];
/** The statuses a message we sent goes through: those a status callback may carry. */
export const TWILIO_OUTBOUND_STATUSES = TWILIO_MESSAGE_STATUSES.filter((s): s is OutboundStatus => STATUS_OF_TWILIO[s] !== null) as [
  OutboundStatus,
  ...OutboundStatus[],
];

export const ourStatus = (twilio: string) => (twilio in STATUS_OF_TWILIO ? STATUS_OF_TWILIO[twilio as TwilioMessageStatus] : null);
