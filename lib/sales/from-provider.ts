import type { Sale } from "@/lib/provider/sales-schemas";
import type { SalePlace } from "@/lib/db/schema-sales";
import { splitTax } from "./tax";

/** A provider's sale as we keep it, before it is matched to a booking. Pure. */
export type SaleInput = {
  code: string;
  kind: string;
  invoiceDate: string;
  currency: string;
  totalMinor: number;
  discountMinor: number;
  taxRate: number;
  taxType: string;
  taxMinor: number;
  netMinor: number;
  chargeCode: string | null;
  country: string | null;
  region: string | null;
  description: string | null;
  startAt: Date | null;
  endAt: Date | null;
  pickup: SalePlace | null;
  dropoff: SalePlace | null;
  journeyId: string | null;
  requesterId: string | null;
  rectifiesCode: string | null;
  received: Record<string, unknown>;
};

/** What the read itself tells of a sale the body does not: the journey asked about, the user whose sales were listed. */
export type ReadContext = { journeyId?: string; requesterId?: string };

const when = (text: string | null | undefined) => {
  const ms = text ? Date.parse(text) : NaN;
  return Number.isFinite(ms) ? new Date(ms) : null;
};

type Stop = { loc: [number, number]; name?: string | null; addr?: string | null } | null | undefined;
const place = (s: Stop): SalePlace | null => (s ? { loc: s.loc, name: s.name?.trim() || null, addr: s.addr?.trim() || null } : null);

const text = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);

/**
 * The sale as a row: amounts as the provider gives them (minor units; whole units for CLP, which has
 * none), tax and net derived, the journey's words and places. A rectification has no journey of its
 * own in the body: it takes the one read about, or the corrected sale's once that is stored.
 */
export function saleInput(sale: Sale, context: ReadContext = {}): SaleInput {
  const { total, discount, tax_rate, tax_type } = sale.price_details;
  const { taxMinor, netMinor } = splitTax(total, tax_rate);
  const rectification = sale.concept.type === "rectification" ? (sale.concept.type_object as { description?: string | null; rectified_sale_id: string }) : null;
  const journey = !rectification && sale.concept.type_object && "id" in sale.concept.type_object ? sale.concept.type_object : null;
  return {
    code: sale.code,
    kind: sale.concept.type,
    invoiceDate: sale.invoice_date.slice(0, 10),
    currency: sale.currency.toUpperCase(),
    totalMinor: total,
    discountMinor: discount,
    taxRate: tax_rate,
    taxType: tax_type,
    taxMinor,
    netMinor,
    chargeCode: text(journey?.charge_code),
    country: text(journey?.country),
    region: text(journey?.region),
    description: text(journey?.description ?? rectification?.description),
    startAt: when(journey?.start_at),
    endAt: when(journey?.end_at),
    pickup: place(journey?.pickup),
    dropoff: place(journey?.dropoff),
    journeyId: journey?.id ?? context.journeyId ?? null,
    requesterId: context.requesterId ?? null,
    rectifiesCode: rectification?.rectified_sale_id ?? null,
    received: sale as unknown as Record<string, unknown>,
  };
}
