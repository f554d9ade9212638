import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { labels } from "@/lib/db/schema";
import { provider } from "@/lib/provider";

/** Pages read at most: 100 labels each, far beyond what a company keeps. */
const MAX_PAGES = 50;

/**
 * Reads every label at the provider, active or not, into our copy, so a correction can name a
 * label made at the provider since our copy was last brought up to date. Labels the provider no
 * longer lists are left as they are: past bookings still name them.
 */
export async function refreshLabels(db: Db, now = new Date()): Promise<{ total: number }> {
  let total = 0;
  for (let page = 1; page <= MAX_PAGES; page++) {
    const { data, pages } = await provider().labels({ page, per: 100 });
    if (data.length) {
      await db
        .insert(labels)
        .values(data.map((l) => ({ slug: l.slug, id: l.id, name: l.name, active: l.active, syncedAt: now })))
        .onConflictDoUpdate({ target: labels.slug, set: { id: sql`excluded.id`, name: sql`excluded.name`, active: sql`excluded.active`, syncedAt: sql`excluded.synced_at` } });
    }
    total += data.length;
    if (page >= pages || data.length === 0) break;
  }
  return { total };
}
