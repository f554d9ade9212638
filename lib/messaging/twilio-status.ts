/** Twilio's message statuses in ours: how far along each puts a message (queued, sent, delivered, or not). */
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
} as const;

export type TwilioStatusName = keyof typeof STATUS_OF_TWILIO;
export const TWILIO_STATUS_NAMES = Object.keys(STATUS_OF_TWILIO) as [TwilioStatusName, ...TwilioStatusName[]];

export const ourStatus = (twilio: string) => (twilio in STATUS_OF_TWILIO ? STATUS_OF_TWILIO[twilio as TwilioStatusName] : null);
