/** Who someone is in Ridedesk. Isomorphic: the database enum and the screens share this list. */
export const ROLES = ["admin", "agent", "approver"] as const;
export type Role = (typeof ROLES)[number];
