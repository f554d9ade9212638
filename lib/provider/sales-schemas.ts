import "server-only";
import { z } from "zod";
import { stopResponse } from "./schemas";

/** The provider's sales (provider-api.md §2.10) as the app relies on them. Unknown fields are dropped. */

const saleJourney = z.object({
  id: z.string(),
  charge_code: z.string().nullish(),
  country: z.string().nullish(),
  description: z.string().nullish(),
  region: z.string().nullish(),
  start_at: z.string().nullish(),
  end_at: z.string().nullish(),
  pickup: stopResponse.nullish(),
  dropoff: stopResponse.nullish(),
});
export type SaleJourney = z.infer<typeof saleJourney>;

const saleRectification = z.object({ description: z.string().nullish(), rectified_sale_id: z.string() });

/**
 * A rectification names the sale it corrects; any other concept with a journey id bills that journey;
 * a concept of a kind added later still reads (with its type), so one sale never fails a whole page.
 */
const concept = z.union([
  z.object({ type: z.literal("rectification"), type_object: saleRectification }),
  z.object({ type: z.string(), type_object: saleJourney }),
  z.object({ type: z.string(), type_object: z.unknown() }).transform((c) => ({ type: c.type, type_object: null })),
]);

export const sale = z.object({
  code: z.string().min(1),
  currency: z.string().min(1),
  invoice_date: z.string(),
  price_details: z.object({
    /** Tax included, integer minor units (whole units for CLP, which has no minor unit). Negative in a refund. */
    total: z.number().int(),
    discount: z.number().int().default(0),
    /** A whole percent, as the provider documents it. */
    tax_rate: z.number().int(),
    tax_type: z.string().default(""),
  }),
  concept,
});
export type Sale = z.infer<typeof sale>;

export const journeySales = z.array(sale);

export const expense = z.object({ data: z.array(sale), page: z.number(), pages: z.number(), per: z.number(), total: z.number() });
export type Expense = z.infer<typeof expense>;

/** The currencies the sales endpoints take. */
export const SALE_CURRENCIES = ["EUR", "CLP", "PEN", "MXN", "COP", "USD", "BRL", "ARS"] as const;
export type SaleCurrency = (typeof SALE_CURRENCIES)[number];

/** A period of sales in one currency, one page of it: every parameter is required by the provider. */
export type SalesQuery = { from: string; to: string; currency: SaleCurrency; page: number; per: number };
