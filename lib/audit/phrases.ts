/**
 * The audit actions a person can read about. Each one's words are in the "audit" messages, under
 * actions.<action> (lib/i18n/messages/<locale>/audit.json), so the log reads in the reader's
 * language; the audit page checks at build time that every action is here.
 */
export const AUDIT_ACTIONS = [
  "auth.sign_in",
  "auth.sign_in_failed",
  "auth.locked",
  "auth.sign_out",
  "auth.setup",
  "auth.password_set",
  "user.created",
  "user.invited",
  "user.role_changed",
  "user.deactivated",
  "user.reactivated",
  "user.password_reset",
  "user.unlocked",
  "requesters.synced",
  "requesters.assigned",
  "booking.created",
  "booking.cancelled",
  "booking.marked_not_booked",
  "booking.linked",
  "journey.cancelled",
  "journey.kept_searching",
  "journey.attention_noted",
  "booking.corrected",
  "journey.rebooked",
  "policy.changed",
  "policy.mismatch",
  "label.created",
  "label.updated",
  "label.deactivated",
  "label.reactivated",
  "labels.imported",
  "labels.synced",
  "parcel.created",
  "parcel.ship_requested",
  "parcel.cancel_requested",
  "parcel.delete_requested",
  "parcel.proof_configured",
  "webhook.subscribed",
  "webhook.unsubscribed",
  "notifications.changed",
  "notifications.channel_changed",
  "notifications.test_sent",
  "event.created",
  "event.sheet_replaced",
  "event.confirmed",
  "event.prices_accepted",
  "event.cancelled",
  "event.rides_cancelled",
] as const;

export type AuditActionName = (typeof AUDIT_ACTIONS)[number];

export function isAuditActionName(action: string): action is AuditActionName {
  return (AUDIT_ACTIONS as readonly string[]).includes(action);
}

/** Prefix filters: listAudit matches every action that starts with the value. Their words are under groups.<key>. */
export const AUDIT_GROUPS = [
  { value: "auth.", key: "auth" },
  { value: "user.", key: "user" },
  { value: "requesters.", key: "requesters" },
  { value: "booking.", key: "booking" },
  { value: "journey.", key: "journey" },
  { value: "policy.", key: "policy" },
  { value: "label.", key: "label" },
  { value: "labels.", key: "labels" },
  { value: "parcel.", key: "parcel" },
  { value: "webhook.", key: "webhook" },
  { value: "notifications.", key: "notifications" },
  { value: "event.", key: "event" },
] as const;
