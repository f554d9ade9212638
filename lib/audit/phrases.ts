/** How each audit action reads to a person. The audit page checks at build time that every action is here. */
export const AUDIT_PHRASES = {
  "auth.sign_in": "Signed in",
  "auth.sign_in_failed": "Failed to sign in",
  "auth.locked": "Was locked out after failed sign-ins",
  "auth.sign_out": "Signed out",
  "auth.setup": "Set up Ridedesk",
  "auth.password_set": "Set a password",
  "user.created": "Created a user",
  "user.invited": "Invited a user",
  "user.role_changed": "Changed a user's role",
  "user.deactivated": "Deactivated a user",
  "user.reactivated": "Reactivated a user",
  "user.password_reset": "Reset a user's password",
  "user.unlocked": "Unlocked a user",
  "requesters.synced": "Synced the requesters",
  "requesters.assigned": "Assigned requesters to an agent",
  "booking.created": "Booked a ride",
  "booking.cancelled": "Cancelled a ride",
  "booking.marked_not_booked": "Marked an unconfirmed booking as not booked",
  "booking.linked": "Linked an unconfirmed booking to its journey",
  "journey.cancelled": "Cancelled a ride",
  "journey.kept_searching": "Asked the ride service to keep searching for a driver",
  "journey.attention_noted": "Noted how a ride's problem was handled",
  "booking.corrected": "Corrected a ride's reason or label",
  "journey.rebooked": "Rebooked a ride that had a problem",
  "policy.changed": "Changed the booking policy",
  "policy.mismatch": "Had a reason or label refused by the ride service",
  "label.created": "Created a label",
  "label.updated": "Updated a label",
  "label.deactivated": "Deactivated a label",
  "label.reactivated": "Reactivated a label",
  "labels.imported": "Imported labels from a CSV file",
  "labels.synced": "Synced the labels from the ride service",
  "parcel.created": "Created a parcel",
  "parcel.ship_requested": "Asked the delivery service to ship a parcel",
  "parcel.cancel_requested": "Asked the delivery service to cancel a parcel",
  "parcel.delete_requested": "Deleted a parcel",
  "parcel.proof_configured": "Set a parcel's proof of delivery",
  "webhook.subscribed": "Subscribed to a delivery service event",
  "webhook.unsubscribed": "Unsubscribed from a delivery service event",
} as const;

export type AuditActionName = keyof typeof AUDIT_PHRASES;

/** Prefix filters: listAudit matches every action that starts with the value. */
export const AUDIT_GROUPS = [
  { value: "auth.", label: "Sign-ins" },
  { value: "user.", label: "Users" },
  { value: "requesters.", label: "Requesters" },
  { value: "booking.", label: "Bookings" },
  { value: "journey.", label: "Journeys" },
  { value: "policy.", label: "Policy" },
  { value: "label.", label: "Labels" },
  { value: "labels.", label: "Label imports" },
  { value: "parcel.", label: "Parcels" },
  { value: "webhook.", label: "Webhooks" },
] as const;

export function auditPhrase(action: string): string {
  return (AUDIT_PHRASES as Record<string, string>)[action] ?? action;
}
