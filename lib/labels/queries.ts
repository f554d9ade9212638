import "server-only";
import { and, asc, count, eq, ilike, inArray, max, notInArray, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { labels } from "@/lib/db/schema";

export type LabelRow = typeof labels.$inferSelect;

/** What the provider says of a label, as far as Ridedesk keeps it. */
export type ProviderLabelLike = { id: string; slug: string; name: string; active: boolean };

const CHUNK = 500;

/** Writes labels as the provider gave them, keyed by slug (which never changes at the provider). */
export async function upsertLabels(db: Db, list: ProviderLabelLike[], now = new Date()) {
  for (let i = 0; i < list.length; i += CHUNK) {
    const rows = list.slice(i, i + CHUNK).map((l) => ({ slug: l.slug, id: l.id, name: l.name, active: l.active, syncedAt: now }));
    await db
      .insert(labels)
      .values(rows)
      .onConflictDoUpdate({
        target: labels.slug,
        set: { id: sql`excluded.id`, name: sql`excluded.name`, active: sql`excluded.active`, syncedAt: sql`excluded.synced_at` },
      });
  }
}

/**
 * Brings our copy in line with the provider's full list: new labels added, known ones updated,
 * and ones the provider no longer lists kept but marked inactive (old bookings and reports
 * still need their names).
 */
export async function replaceLabels(db: Db, list: ProviderLabelLike[], now = new Date()) {
  const unique = [...new Map(list.map((l) => [l.slug, l])).values()];
  return db.transaction(async (tx) => {
    await upsertLabels(tx, unique, now);
    const slugs = unique.map((l) => l.slug);
    const gone = await tx
      .update(labels)
      .set({ active: false, syncedAt: now })
      .where(and(eq(labels.active, true), slugs.length ? notInArray(labels.slug, slugs) : undefined))
      .returning({ slug: labels.slug });
    return { total: unique.length, active: unique.filter((l) => l.active).length, gone: gone.length };
  });
}

export type LabelFilter = {
  /** Part of the name or slug, any case. */
  q?: string;
  state?: "all" | "active" | "inactive";
  page?: number;
  per?: number;
};

export type LabelPage = { rows: LabelRow[]; total: number; page: number; pages: number; per: number };

/** One page of our copy, by name, for the admin list. */
export async function listLabels(db: Db, { q = "", state = "all", page = 1, per = 50 }: LabelFilter = {}): Promise<LabelPage> {
  const where: SQL[] = [];
  const text = q.trim().replace(/[\\%_]/g, (c) => `\\${c}`);
  if (text) where.push(or(ilike(labels.name, `%${text}%`), ilike(labels.slug, `%${text}%`))!);
  if (state !== "all") where.push(eq(labels.active, state === "active"));
  const condition = where.length ? and(...where) : undefined;
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(labels).where(condition);
  const pages = Math.max(1, Math.ceil(total / per));
  const rows = await db
    .select()
    .from(labels)
    .where(condition)
    .orderBy(asc(sql`lower(${labels.name})`), asc(labels.slug))
    .limit(per)
    .offset((page - 1) * per);
  return { rows, total, page, pages, per };
}

/** The labels an agent may pick when booking: active ones, by name. */
export async function activeLabelOptions(db: Db): Promise<{ slug: string; name: string }[]> {
  return db
    .select({ slug: labels.slug, name: labels.name })
    .from(labels)
    .where(eq(labels.active, true))
    .orderBy(asc(sql`lower(${labels.name})`), asc(labels.slug));
}

/** When our copy was last written from the provider; null when it never was. */
export async function labelsSyncedAt(db: Db): Promise<Date | null> {
  const [row] = await db.select({ at: max(labels.syncedAt) }).from(labels);
  return row?.at ?? null;
}

/** The labels among these slugs that our copy knows. */
export async function labelsBySlug(db: Db, slugs: string[]): Promise<Map<string, LabelRow>> {
  if (slugs.length === 0) return new Map();
  const rows = await db.select().from(labels).where(inArray(labels.slug, [...new Set(slugs)]));
  return new Map(rows.map((r) => [r.slug, r]));
}

export async function findLabelById(db: Db, id: string): Promise<LabelRow | null> {
  const [row] = await db.select().from(labels).where(eq(labels.id, id));
  return row ?? null;
}
