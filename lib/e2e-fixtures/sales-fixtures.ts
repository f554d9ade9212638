import "server-only";
import { z } from "zod";
import type { Db } from "@/lib/db";
import { provider, SALE_CURRENCIES } from "@/lib/provider";
import { attributeSales } from "@/lib/sales/attribute";
import { saleInput } from "@/lib/sales/from-provider";
import { saveSales } from "@/lib/sales/queries";
import { SWEEP_PER } from "@/lib/sales/sweep";

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date as YYYY-MM-DD");

export const salesReadFixtureSchema = z.strictObject({ from: day, to: day, currency: z.enum(SALE_CURRENCIES).default("EUR") });

/**
 * The company's sales of some days read now, every page, and their requesters learnt from the
 * users' own lists: what the daily sweep does, without its once-a-day bookkeeping, so a test need
 * not wait for the next day's run.
 */
export async function salesReadNow(db: Db, input: z.output<typeof salesReadFixtureSchema>) {
  const reader = provider();
  const q = { from: input.from, to: input.to, currency: input.currency, per: SWEEP_PER };
  let added = 0;
  for (let page = 1; ; page++) {
    const result = await reader.sales({ ...q, page });
    added += (
      await saveSales(
        db,
        result.data.map((s) => saleInput(s)),
      )
    ).added;
    if (page >= result.pages || result.data.length === 0) break;
  }
  await attributeSales(db, reader, q);
  return { added };
}
