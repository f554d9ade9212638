/**
 * The message files, one per part of the product, in lib/i18n/messages/<locale>/<namespace>.json.
 * Each language has the same files with the same keys (messages.test.ts checks).
 */
export const NAMESPACES = [
  "alerts",
  "approvals",
  "audit",
  "auth",
  "booking",
  "common",
  "errors",
  "events",
  "exports",
  "globalError",
  "guest",
  "guestMessage",
  "home",
  "jobs",
  "journeys",
  "labels",
  "map",
  "messaging",
  "notifications",
  "parcels",
  "policy",
  "profile",
  "receipts",
  "reconciliation",
  "reports",
  "series",
  "shell",
  "spend",
  "states",
  "system",
  "users",
  "webhooks",
] as const;
export type Namespace = (typeof NAMESPACES)[number];
