import "server-only";
import type { Db } from "@/lib/db";
import { audit, type Actor } from "@/lib/audit/queries";
import { lastSyncedAt, listRequesters, replaceRequesters, requestersForAgent } from "./requester-queries";
import { provider } from "@/lib/provider";
import type { Rides } from "@/lib/provider/rides";
import type { Role } from "@/lib/roles";

const STALE_MS = 60 * 60_000;

/** What a sync needs of the provider: its active company users. */
export type UserLister = Pick<Rides, "allUsers">;

/** Reads the provider's active company users and brings the requesters in line with them. */
export async function syncRequesters(db: Db, actor: Actor, reader: UserLister = provider()) {
  const users = await reader.allUsers("active");
  const result = await replaceRequesters(db, users);
  await audit(db, { actor, action: "requesters.synced", detail: result });
  return result;
}

/** Syncs when the requesters were never synced or are over an hour old. */
export async function syncRequestersIfStale(db: Db, actor: Actor, now = Date.now(), reader?: UserLister) {
  const last = await lastSyncedAt(db);
  if (last && now - last.getTime() < STALE_MS) return null;
  return syncRequesters(db, actor, reader);
}

/** The requesters a user may book as: their assigned ones for an agent, every active one for an admin. */
export async function bookableRequesters(db: Db, user: { id: string; role: Role }) {
  if (user.role === "admin") {
    const all = await listRequesters(db, { activeOnly: true });
    const mine = await requestersForAgent(db, user.id);
    const defaultId = mine.find((r) => r.isDefault)?.id ?? null;
    return all.map((r) => ({ ...r, isDefault: r.id === defaultId }));
  }
  return requestersForAgent(db, user.id);
}

/**
 * The user's requesters when they may book for this one, else null: asked at the moment of booking
 * (the booking form and each row of an event), as rights can be taken away after a ride was priced.
 */
export async function requestersIfMayBookFor(db: Db, user: { id: string; role: Role }, requesterId: string) {
  const allowed = await bookableRequesters(db, user);
  return allowed.some((r) => r.id === requesterId) ? allowed : null;
}
