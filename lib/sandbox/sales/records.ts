import { randomBytes } from "node:crypto";
import type { Ctx } from "../context";
import { journeyDetails } from "../journeys";
import { formatLocal } from "../local-time";
import { phaseStarts } from "../progress";
import type { JourneyRecord, SaleRecord, WireSale } from "../state";
import { countryOfZone, SALES_TAX } from "./tax";

/** The company's sales in the order they were made, and which journeys have one, built once per sales map. */
type Index = { ordered: SaleRecord[]; byJourney: Map<string, SaleRecord[]> };

const indexes = new WeakMap<Record<string, SaleRecord>, Index>();

function indexOf(sales: Record<string, SaleRecord>): Index {
  let index = indexes.get(sales);
  if (!index) {
    index = { ordered: Object.values(sales).sort((a, b) => a.seq - b.seq), byJourney: new Map() };
    for (const s of index.ordered) index.byJourney.set(s.journey_id, [...(index.byJourney.get(s.journey_id) ?? []), s]);
    indexes.set(sales, index);
  }
  return index;
}

/** Every sale, oldest first. */
export const orderedSales = (sales: Record<string, SaleRecord>) => indexOf(sales).ordered;

/** A journey's sales, its rectifications included, oldest first. */
export const salesOfJourney = (sales: Record<string, SaleRecord>, journeyId: string) => indexOf(sales).byJourney.get(journeyId) ?? [];

/** A new sale code: 12 upper-case hexadecimal characters, unique among the company's sales. */
export function newSaleCode(sales: Record<string, SaleRecord>): string {
  for (;;) {
    const code = randomBytes(6).toString("hex").toUpperCase();
    if (!Object.hasOwn(sales, code)) return code;
  }
}

type Tx = Pick<Ctx, "state" | "changes">;

export function addSale(tx: Tx, record: Omit<SaleRecord, "seq">): SaleRecord {
  const index = indexOf(tx.state.sales);
  const saved: SaleRecord = { ...record, seq: (index.ordered.at(-1)?.seq ?? 0) + 1 };
  tx.state.sales[saved.code] = saved;
  index.ordered.push(saved);
  index.byJourney.set(saved.journey_id, [...(index.byJourney.get(saved.journey_id) ?? []), saved]);
  tx.changes.put("sales", saved.code, saved);
  return saved;
}

/** The invoice date: the day, in the pickup's time zone, the sale was made. */
export const invoiceDate = (atMs: number, zone: string) => formatLocal(atMs, zone).slice(0, 10);

const iso = (ms: number) => new Date(ms).toISOString();

/** A journey's sale, billed as it became terminated: its price with tax included, at its country's rate. */
function journeySale(ctx: Omit<Ctx, "clientId">, j: JourneyRecord, terminatedAt: number, code: string): WireSale {
  const details = journeyDetails({ ...ctx, clientId: j.client_id }, j);
  const starts = phaseStarts(j, ctx.clockSpeed);
  const country = countryOfZone(j.zone) ?? "ES";
  const tax = SALES_TAX[country]!;
  return {
    code,
    currency: j.price.currency,
    invoice_date: invoiceDate(terminatedAt, j.zone),
    price_details: { total: j.price.amount, discount: 0, tax_rate: tax.tax_rate, tax_type: tax.tax_type },
    concept: {
      type: "journey",
      type_object: {
        id: j.id,
        charge_code: j.request.label_slug ?? "",
        country,
        description: `${j.product_name} ride`,
        region: details.region_id,
        start_at: iso(starts["pick up"]),
        end_at: iso(starts["drop off"]),
        pickup: details.stops[0]!,
        dropoff: details.stops.at(-1)!,
      },
    },
  };
}

/**
 * Makes the sales of the journeys that became terminated since the last look. Only a drop off comes to
 * terminated, so a cancelled or otherwise ended journey is never billed. Lazily, on each sales read:
 * the sale's date is when the journey became terminated, so no one can tell it from a sale made then.
 */
export function settleSales(ctx: Omit<Ctx, "clientId">): void {
  const { byJourney } = indexOf(ctx.state.sales);
  const due: { j: JourneyRecord; at: number }[] = [];
  for (const j of ctx.state.journeys) {
    if (j.outcome !== "drop off" || j.cancelled_at !== null || byJourney.has(j.id)) continue;
    const at = phaseStarts(j, ctx.clockSpeed).terminated;
    if (at <= ctx.now) due.push({ j, at });
  }
  due.sort((a, b) => a.at - b.at);
  for (const { j, at } of due) {
    const code = newSaleCode(ctx.state.sales);
    addSale(ctx, { code, client_id: j.client_id, requester_id: j.requester_id, journey_id: j.id, sale: journeySale(ctx, j, at, code) });
  }
}
