/** Plain, serialisable shapes the admin pages hand from the server to the browser (dates as ISO strings). */

import type { Role } from "@/lib/roles";

export type { Role };

export type UserSummary = {
  id: string;
  email: string;
  name: string;
  role: Role;
  active: boolean;
  /** Worked out on the server, so the page renders the same on both sides. */
  locked: boolean;
  lockedUntil: string | null;
  lastSignInAt: string | null;
  createdAt: string;
  hasPassword: boolean;
  sso: boolean;
};

export type RequesterOption = { id: string; name: string; surname: string; email: string };

export type Assignment = { requesterIds: string[]; defaultId: string | null };

/** Our copy of the requesters: the requesters.sync job and "Sync now" refresh it. */
export type RequestersStatus = { activeCount: number; lastSyncedAt: string | null };

export type AuditFilterValues = { action?: string; q?: string; from?: string; to?: string; before?: number };

export type AuditRow = {
  id: number;
  at: string;
  actorEmail: string | null;
  action: string;
  target: { type: string; id: string; label: string | null } | null;
  detail: Record<string, unknown>;
};
