import "server-only";
import { and, asc, count, eq, ilike, inArray, max, notInArray, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { labels } from "@/lib/db/schema";
import { storableText } from "@/lib/storable-text";

export type LabelRow = typeof labels.$inferSelect;

/** What the provider says of a label, as far as Ridedesk keeps it. */
export type ProviderLabelLike = { id: string; slug: string; name: string; active: boolean };

const CHUNK = 500;

type LabelInsert = typeof labels.$inferInsert;

const writeLabels = (db: Db, rows: LabelInsert[]) =>
  db
    .insert(labels)
    .values(rows)
    .onConflictDoUpdate({
      target: labels.slug,
      set: { id: sql`excluded.id`, name: sql`excluded.name`, active: sql`excluded.active`, syncedAt: sql`excluded.synced_at` },
    });

/**
 * Writes labels as the provider gave them, keyed by slug (which never changes at the provider),
 * and gives back the slugs the database refused. Each batch is written in a savepoint; one that
 * fails is written again row by row, so one label that cannot be stored never keeps the rest out.
 */
export async function upsertLabels(db: Db, list: ProviderLabelLike[], now = new Date()): Promise<{ refused: string[] }> {
  const refused: string[] = [];
  for (let i = 0; i < list.length; i += CHUNK) {
    const rows = list.slice(i, i + CHUNK).map((l) => ({ slug: l.slug, id: l.id, name: l.name, active: l.active, syncedAt: now }));
    try {
      await db.transaction((batch) => writeLabels(batch, rows));
    } catch {
      for (const row of rows) await db.transaction((one) => writeLabels(one, [row])).catch(() => refused.push(row.slug));
    }
  }
  return { refused };
}

/**
 * Brings our copy in line with the provider's full list: new labels added, known ones updated,
 * and ones the provider no longer lists kept but marked inactive (old bookings and reports
 * still need their names). A label the database refuses is left as it was, and named in `refused`.
 */
export async function replaceLabels(db: Db, list: ProviderLabelLike[], now = new Date()) {
  const unique = [...new Map(list.map((l) => [l.slug, l])).values()];
  return db.transaction(async (tx) => {
    const { refused } = await upsertLabels(tx, unique, now);
    // A slug with a NUL cannot even be a query parameter; it cannot be in our copy either.
    const slugs = unique.map((l) => l.slug).filter((slug) => !slug.includes("\u0000"));
    const gone = await tx
      .update(labels)
      .set({ active: false, syncedAt: now })
      .where(and(eq(labels.active, true), slugs.length ? notInArray(labels.slug, slugs) : undefined))
      .returning({ slug: labels.slug });
    const stored = unique.filter((l) => !refused.includes(l.slug));
    // Cleaned, as these go into the audit log and the server log.
    return { total: stored.length, active: stored.filter((l) => l.active).length, gone: gone.length, refused: storableText(refused) };
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
  const rows = await db
    .select()
    .from(labels)
    .where(inArray(labels.slug, [...new Set(slugs)]));
  return new Map(rows.map((r) => [r.slug, r]));
}

export async function findLabelById(db: Db, id: string): Promise<LabelRow | null> {
  const [row] = await db.select().from(labels).where(eq(labels.id, id));
  return row ?? null;
}
