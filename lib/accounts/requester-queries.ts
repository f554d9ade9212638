import "server-only";
import { and, asc, eq, inArray, max, notInArray } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { agentRequesters, requesters } from "@/lib/db/schema";
import { messageRef } from "@/lib/i18n/message-ref";

export type Requester = typeof requesters.$inferSelect;

/** What the provider says of a company user, as far as Ridedesk keeps it. */
export type ProviderUserLike = {
  id: string;
  email: string;
  name: string;
  surname?: string | null;
  mobile_cc?: string | null;
  mobile_num?: string | null;
  locale?: string | null;
  disabled?: boolean | null;
};

const HEX32 = /^[a-f0-9]{32}$/;

/** A provider user as a requester row; null for ids the provider's API would refuse as requester_id. */
export function toRequesterRow(u: ProviderUserLike, syncedAt: Date): Requester | null {
  if (!HEX32.test(u.id)) return null;
  return {
    id: u.id,
    email: u.email.trim().toLowerCase(),
    name: u.name.trim(),
    surname: (u.surname ?? "").trim(),
    mobileCc: u.mobile_cc?.replace(/^\+/, "") || null,
    mobileNum: u.mobile_num || null,
    locale: u.locale || null,
    active: !u.disabled,
    syncedAt,
  };
}

/**
 * Brings the requesters in line with the provider's active users: new ones added, known ones
 * updated, and ones no longer listed kept but marked inactive (past bookings still name them).
 */
export async function replaceRequesters(db: Db, users: ProviderUserLike[], now = new Date()) {
  const rows = users.map((u) => toRequesterRow(u, now)).filter((r): r is Requester => r !== null);
  return db.transaction(async (tx) => {
    for (const row of rows) {
      await tx
        .insert(requesters)
        .values(row)
        .onConflictDoUpdate({ target: requesters.id, set: { ...row } });
    }
    const ids = rows.map((r) => r.id);
    const gone = await tx
      .update(requesters)
      .set({ active: false, syncedAt: now })
      .where(and(eq(requesters.active, true), ids.length ? notInArray(requesters.id, ids) : undefined))
      .returning({ id: requesters.id });
    return { active: rows.filter((r) => r.active).length, deactivated: gone.length, skipped: users.length - rows.length };
  });
}

export async function lastSyncedAt(db: Db): Promise<Date | null> {
  const [row] = await db.select({ at: max(requesters.syncedAt) }).from(requesters);
  return row?.at ?? null;
}

export async function listRequesters(db: Db, { activeOnly = false } = {}): Promise<Requester[]> {
  return db
    .select()
    .from(requesters)
    .where(activeOnly ? eq(requesters.active, true) : undefined)
    .orderBy(asc(requesters.name), asc(requesters.surname));
}

/** A requester's name as last synced ("María López"), or null when the provider's user is not known here. */
export async function requesterName(db: Db, id: string): Promise<string | null> {
  const [row] = await db.select({ name: requesters.name, surname: requesters.surname }).from(requesters).where(eq(requesters.id, id));
  return row ? `${row.name} ${row.surname}`.trim() || null : null;
}

export type AgentRequester = Requester & { isDefault: boolean };

/** The requesters an agent may book as, the default first. */
export async function requestersForAgent(db: Db, userId: string, { activeOnly = true } = {}): Promise<AgentRequester[]> {
  const rows = await db
    .select({ r: requesters, isDefault: agentRequesters.isDefault })
    .from(agentRequesters)
    .innerJoin(requesters, eq(requesters.id, agentRequesters.requesterId))
    .where(and(eq(agentRequesters.userId, userId), activeOnly ? eq(requesters.active, true) : undefined))
    .orderBy(asc(requesters.name), asc(requesters.surname));
  return rows.map(({ r, isDefault }) => ({ ...r, isDefault })).sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
}

export class RequesterAssignmentError extends Error {}

/** Sets exactly which requesters an agent may book as, and the default among them. */
export async function setAgentRequesters(db: Db, userId: string, requesterIds: string[], defaultId: string | null) {
  const ids = [...new Set(requesterIds)];
  if (defaultId !== null && !ids.includes(defaultId)) throw new RequesterAssignmentError(messageRef("accounts.defaultNotAssigned"));
  if (defaultId === null && ids.length > 0) throw new RequesterAssignmentError(messageRef("accounts.defaultRequired"));
  await db.transaction(async (tx) => {
    if (ids.length) {
      const known = await tx.select({ id: requesters.id }).from(requesters).where(inArray(requesters.id, ids));
      if (known.length !== ids.length) throw new RequesterAssignmentError(messageRef("accounts.requestersUnknown"));
    }
    await tx.delete(agentRequesters).where(eq(agentRequesters.userId, userId));
    if (ids.length) await tx.insert(agentRequesters).values(ids.map((id) => ({ userId, requesterId: id, isDefault: id === defaultId })));
  });
}

/** Every agent's requesters, keyed by user id, for the admin's overview. */
export async function assignmentsByUser(db: Db): Promise<Record<string, { requesterIds: string[]; defaultId: string | null }>> {
  const rows = await db.select().from(agentRequesters);
  const out: Record<string, { requesterIds: string[]; defaultId: string | null }> = {};
  for (const r of rows) {
    const entry = (out[r.userId] ??= { requesterIds: [], defaultId: null });
    entry.requesterIds.push(r.requesterId);
    if (r.isDefault) entry.defaultId = r.requesterId;
  }
  return out;
}
