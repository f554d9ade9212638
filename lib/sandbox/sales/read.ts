import type { Ctx } from "../context";
import { badRequest, json, notFound } from "../http";
import { journeyById } from "../journey-index";
import type { SaleRecord } from "../state";
import { orderedSales, salesOfJourney, settleSales } from "./records";
import { SALE_CURRENCIES } from "./tax";

/** The sales endpoints (provider-api.md §2.10): a journey's sales, and the company's or a user's by period. */

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MAX_PAGE = 100_000;
const MAX_PER = 100;

function requiredDate(query: URLSearchParams, name: "from" | "to"): string {
  const raw = query.get(name);
  if (raw === null || raw === "") throw badRequest(name, "is required: a date as YYYY-MM-DD");
  const m = DATE.exec(raw);
  const day = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
  // A day that rolls over (2027-02-30) is no date either.
  if (!day || day.toISOString().slice(0, 10) !== raw) throw badRequest(name, `must be a date as YYYY-MM-DD (got "${raw}")`);
  return raw;
}

function requiredWhole(query: URLSearchParams, name: "page" | "per", max: number): number {
  const raw = query.get(name);
  if (raw === null || raw === "") throw badRequest(name, `is required: a whole number from 1 to ${max}`);
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isInteger(n) || n < 1 || n > max) throw badRequest(name, `must be a whole number from 1 to ${max} (got "${raw}")`);
  return n;
}

/** `from`, `to`, `currency`, `page` and `per`: all required, each refused by name when missing or malformed. */
export function salesQuery(query: URLSearchParams) {
  const from = requiredDate(query, "from");
  const to = requiredDate(query, "to");
  if (to < from) throw badRequest("to", `must not be before from (${from})`);
  const currency = query.get("currency");
  const list = SALE_CURRENCIES.join(", ");
  if (currency === null || currency === "") throw badRequest("currency", `is required: one of ${list}`);
  if (!(SALE_CURRENCIES as readonly string[]).includes(currency)) throw badRequest("currency", `must be one of ${list} (got "${currency}")`);
  return { from, to, currency, page: requiredWhole(query, "page", MAX_PAGE), per: requiredWhole(query, "per", MAX_PER) };
}

/**
 * The last list asked for, per sales map, kept while no sale is added: a client reading a period page
 * after page does not have every sale filtered again for each page (100,000 sales are 1,000 pages).
 */
const lastList = new WeakMap<Record<string, SaleRecord>, { key: string; count: number; list: SaleRecord[] }>();

/** One page of the client's sales that pass `keep` (named by `who` for the cache), as an `Expense`. */
function expense(ctx: Ctx, query: URLSearchParams, who: string, keep: (s: SaleRecord) => boolean): Response {
  const q = salesQuery(query);
  settleSales(ctx);
  const ordered = orderedSales(ctx.state.sales);
  const key = [ctx.clientId, who, q.currency, q.from, q.to].join("|");
  let cached = lastList.get(ctx.state.sales);
  if (!cached || cached.key !== key || cached.count !== ordered.length) {
    const list = ordered.filter(
      (s) => s.client_id === ctx.clientId && s.sale.currency === q.currency && s.sale.invoice_date >= q.from && s.sale.invoice_date <= q.to && keep(s),
    );
    cached = { key, count: ordered.length, list };
    lastList.set(ctx.state.sales, cached);
  }
  const all = cached.list;
  return json({
    data: all.slice((q.page - 1) * q.per, q.page * q.per).map((s) => s.sale),
    page: q.page,
    pages: Math.max(1, Math.ceil(all.length / q.per)),
    per: q.per,
    total: all.length,
  });
}

export const companySales = (ctx: Ctx, query: URLSearchParams) => expense(ctx, query, "", () => true);

export function userSales(ctx: Ctx, userId: string, query: URLSearchParams): Response {
  if (!ctx.state.users.some((u) => u.id === userId)) throw notFound(`user ${userId}`);
  return expense(ctx, query, userId, (s) => s.requester_id === userId);
}

/**
 * A journey's sales, a bare array: none until it is terminated, then its sale and any rectifications.
 * A journey booked elsewhere (another tool, the provider's app) is known by its sales alone.
 */
export function journeySales(ctx: Ctx, journeyId: string): Response {
  settleSales(ctx);
  const j = journeyById(ctx.state.journeys, journeyId);
  const sales = salesOfJourney(ctx.state.sales, journeyId).filter((s) => s.client_id === ctx.clientId);
  if ((!j || j.client_id !== ctx.clientId) && sales.length === 0) throw notFound(`journey ${journeyId}`);
  return json(sales.map((s) => s.sale));
}
