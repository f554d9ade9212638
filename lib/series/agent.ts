import "server-only";
import { and, eq } from "drizzle-orm";
import type { SessionUser } from "@/lib/auth/session";
import type { Db } from "@/lib/db";
import { users } from "@/lib/db/schema";
import { isLocale } from "@/lib/locales";

/** The agent who made the series, as each day is booked: null once their account is gone or inactive. */
export async function seriesAgent(db: Db, createdBy: string | null): Promise<SessionUser | null> {
  if (!createdBy) return null;
  const [u] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, createdBy), eq(users.active, true)));
  return u ? { id: u.id, email: u.email, name: u.name, role: u.role, locale: u.locale && isLocale(u.locale) ? u.locale : null } : null;
}
