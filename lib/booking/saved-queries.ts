import "server-only";
import { asc, ilike, or } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { savedGuests, savedPlaces } from "@/lib/db/schema";

export type SavedGuest = typeof savedGuests.$inferSelect;
export type SavedPlace = typeof savedPlaces.$inferSelect;

export const listSavedGuests = (db: Db) => db.select().from(savedGuests).orderBy(asc(savedGuests.name)).limit(500);

/** Saves a guest once: the same name and mobile is the same guest, updated. */
export async function saveGuest(db: Db, g: { name: string; mobileE164: string; email: string | null; locale: string | null; createdBy: string }) {
  await db
    .insert(savedGuests)
    .values(g)
    .onConflictDoUpdate({ target: [savedGuests.name, savedGuests.mobileE164], set: { email: g.email, locale: g.locale } });
}

/** Every saved place by name, for the Policy page's allowed areas. */
export const listSavedPlaces = (db: Db) =>
  db.select({ name: savedPlaces.name, lat: savedPlaces.lat, lng: savedPlaces.lng }).from(savedPlaces).orderBy(asc(savedPlaces.name)).limit(500);

export async function findSavedPlaces(db: Db, q: string, limit = 4): Promise<SavedPlace[]> {
  const like = `%${q.replace(/[%_]/g, "")}%`;
  return db
    .select()
    .from(savedPlaces)
    .where(or(ilike(savedPlaces.name, like), ilike(savedPlaces.addr, like)))
    .orderBy(asc(savedPlaces.name))
    .limit(limit);
}

/** Saves a place under a name; the same name is the same place, moved or updated. */
export async function savePlace(db: Db, p: Omit<typeof savedPlaces.$inferInsert, "id" | "createdAt">) {
  const [row] = await db
    .insert(savedPlaces)
    .values(p)
    .onConflictDoUpdate({ target: savedPlaces.name, set: { ...p } })
    .returning();
  return row!;
}
