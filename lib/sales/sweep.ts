import "server-only";
import type { Db } from "@/lib/db";
import { pricedCurrencies } from "@/lib/booking/history-queries";
import { SALE_CURRENCIES, type SaleCurrency } from "@/lib/provider/sales-schemas";
import { attributeSales } from "./attribute";
import { saleInput } from "./from-provider";
import type { SalesReader } from "./journey-read";
import { saleCurrencies, saveSales } from "./queries";
import { saveSweepState, sweepState } from "./sweep-queries";

/** Sales per page: the most the provider's sandbox gives, and few calls for a month. */
export const SWEEP_PER = 100;

const day = (d: Date) => d.toISOString().slice(0, 10);

/** This month and the one before, in UTC: a sale invoiced late in a month may still be corrected early in the next. */
export function sweptMonths(now: Date): { period: string; from: string; to: string }[] {
  return [-1, 0].map((offset) => {
    const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
    const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
    return { period: day(first).slice(0, 7), from: day(first), to: day(last) };
  });
}

/**
 * The currencies to sweep: every one the provider's sales come in, those the company's rides were
 * priced in and its sales came in first. A sale in a currency the desk never priced a ride in (a
 * ride booked in another country, in the provider's own app) is still the company's: reading the
 * others costs one empty page a month each.
 */
export async function sweptCurrencies(db: Db): Promise<SaleCurrency[]> {
  const used = new Set([...(await pricedCurrencies(db)), ...(await saleCurrencies(db))].map((c) => c.toUpperCase()));
  return [...SALE_CURRENCIES.filter((c) => used.has(c)), ...SALE_CURRENCIES.filter((c) => !used.has(c))];
}

/** Pages of the company's sales read, and of its users' (to learn whose the sales booked elsewhere are). */
export type SweepOutcome = { pages: number; userPages: number; added: number; updated: number };

/**
 * Reads every sale of this month and the last, page after page, in each currency, and keeps them
 * (keyed on the code: a sale read twice is not counted twice). Where each month and currency stands
 * is saved after every page, so a sweep cut off by a provider failure resumes where it stopped on the
 * next run; a pass finished today is not read again today. A resumed pass reads its last page again,
 * in case sales added meanwhile pushed some onto the next one. Sales no booking accounts for are then
 * given their requesters from the users' own lists (./attribute.ts).
 */
export async function sweepSales(db: Db, reader: SalesReader, now = new Date(), per = SWEEP_PER): Promise<SweepOutcome> {
  const today = day(now);
  const outcome: SweepOutcome = { pages: 0, userPages: 0, added: 0, updated: 0 };
  for (const currency of await sweptCurrencies(db)) {
    for (const { period, from, to } of sweptMonths(now)) {
      const state = await sweepState(db, period, currency);
      if (state?.done && day(state.updatedAt) >= today) continue;
      const resuming = state !== null && !state.done;
      const passDate = resuming ? state.passDate : today;
      let page = resuming ? Math.max(1, state.nextPage - 1) : 1;
      await saveSweepState(db, { period, currency, passDate, nextPage: page, done: false }, now);
      for (;;) {
        const result = await reader.sales({ from, to, currency, page, per });
        const saved = await saveSales(
          db,
          result.data.map((s) => saleInput(s)),
          now,
        );
        outcome.pages++;
        outcome.added += saved.added;
        outcome.updated += saved.updated;
        const last = page >= result.pages || result.data.length === 0;
        page++;
        await saveSweepState(db, { period, currency, passDate, nextPage: page, done: false }, now);
        if (last) break;
      }
      // Done only once the sales booked elsewhere have their requesters: a failure here resumes at the last page.
      outcome.userPages += await attributeSales(db, reader, { from, to, currency, per }, now);
      await saveSweepState(db, { period, currency, passDate, nextPage: page, done: true }, now);
    }
  }
  return outcome;
}
