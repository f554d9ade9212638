/**
 * What Ridedesk tells guests and the desk by itself, defined once for the database, the jobs, the
 * forms and the admin's page. Pure and isomorphic.
 */

/** How a guest is told: a text message, WhatsApp (both through Twilio) or an email. */
export const GUEST_CHANNELS = ["sms", "whatsapp", "email"] as const;
export type GuestChannel = (typeof GUEST_CHANNELS)[number];

/** Which guest channels this installation can send on, and why not when it cannot. */
export type ChannelAvailability = Record<GuestChannel, { available: true } | { available: false; why: "no_sender" | "no_smtp" }>;

/**
 * What a guest is told, each at most once per booking and channel. ready_link: a ride the guest calls
 * when ready, their link to call it (sent whatever the settings: it is the only way to call the car).
 */
export const GUEST_EVENTS = ["booked", "driver_assigned", "driver_arrived", "reminder", "cancelled", "not_found", "ready_link"] as const;
export type GuestEvent = (typeof GUEST_EVENTS)[number];

/** Sent whatever the company's settings, so not offered as a choice: without its link the guest cannot call their car. */
export const ALWAYS_SENT_EVENTS: readonly GuestEvent[] = ["ready_link"];

/** What the outbox records for a guest: the events above, and a ride's receipt, emailed only when the desk sends it. */
export const MESSAGE_EVENTS = [...GUEST_EVENTS, "receipt"] as const;
export type MessageEvent = (typeof MESSAGE_EVENTS)[number];

/**
 * A message's life: recorded (pending), handed to its carrier (sending), then as Twilio reports it
 * (queued, sent, delivered, undelivered, failed), or skipped before it went out (its moment passed,
 * or the guest opted out on that channel).
 */
export const MESSAGE_STATUSES = ["pending", "sending", "queued", "sent", "delivered", "undelivered", "failed", "skipped"] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** Why a message was not sent at all; no_template: a WhatsApp outside the guest's 24-hour window with no approved template mapped, sent by SMS instead. */
export const SKIP_REASONS = ["stale", "opted_out", "no_recipient", "channel_off", "no_template"] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

/** Problems the desk is alerted to: the ride's attention end states, a booking never confirmed, a reservation with no driver yet. */
/** ready_refused: the provider refused the car a guest called; ready_unused: a guest's window closed with no car called. */
export const DESK_PROBLEMS = ["not_found", "driver_cancel", "no_show", "uncertain", "no_driver_yet", "ready_refused", "ready_unused"] as const;
export type DeskProblem = (typeof DESK_PROBLEMS)[number];

/** Where the desk is alerted: the agent who booked, by email; the desk's Slack or Teams channel. */
export const ALERT_TARGETS = ["agent_email", "slack", "teams"] as const;
export type AlertTarget = (typeof ALERT_TARGETS)[number];

/** The desk's own channels among the targets, each reached by a webhook URL an admin pastes. */
export const DESK_CHANNELS = ["slack", "teams"] as const satisfies readonly AlertTarget[];
export type DeskChannel = (typeof DESK_CHANNELS)[number];

export const ALERT_STATUSES = ["pending", "sent", "failed", "skipped"] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];

/** Message bodies are kept this long, then cleared; the record of what was sent stays. */
export const MESSAGE_BODY_DAYS = 30;
