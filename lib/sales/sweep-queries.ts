import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { salesSweeps } from "@/lib/db/schema";

export type SweepState = typeof salesSweeps.$inferSelect;

export async function sweepState(db: Db, period: string, currency: string): Promise<SweepState | null> {
  const [row] = await db
    .select()
    .from(salesSweeps)
    .where(and(eq(salesSweeps.period, period), eq(salesSweeps.currency, currency)));
  return row ?? null;
}

/** Records where a month's sweep in a currency stands, after each page it kept. */
export async function saveSweepState(db: Db, state: Omit<SweepState, "updatedAt">, now = new Date()) {
  await db
    .insert(salesSweeps)
    .values({ ...state, updatedAt: now })
    .onConflictDoUpdate({
      target: [salesSweeps.period, salesSweeps.currency],
      set: { passDate: sql`excluded.pass_date`, nextPage: sql`excluded.next_page`, done: sql`excluded.done`, updatedAt: sql`excluded.updated_at` },
    });
}
