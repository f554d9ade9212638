import type { JourneyDriver, JourneyTotals, JourneyVehicle } from "@/lib/journeys/types";
import type { SaleInput } from "@/lib/sales/from-provider";

/**
 * A ride's receipt: what the desk files or sends the guest. The company, the ride, its times and
 * places, driver and plate as we kept them, and what the provider's sales say it cost, tax and net
 * included, corrections listed and summed. A ride no sale has come for yet shows its final price as
 * not yet invoiced, with no tax made up for it. Pure and isomorphic.
 */

/** A sale on the receipt: the stored sale's figures, and the sale it corrects (null for the ride's own). */
export type ReceiptSale = Pick<
  SaleInput,
  "code" | "invoiceDate" | "currency" | "totalMinor" | "discountMinor" | "taxRate" | "taxType" | "taxMinor" | "netMinor" | "rectifiesCode" | "startAt" | "endAt"
>;

export type ReceiptTotal = { currency: string; totalMinor: number; taxMinor: number; netMinor: number };

export type Receipt = {
  company: string;
  bookingId: string;
  journeyId: string | null;
  rider: string;
  requester: string | null;
  /** The cost centre: the label's name (its slug when the label is no longer known), as reports count it. */
  label: string | null;
  reason: string | null;
  product: string;
  /** The pickup's clock, which every time on the receipt is read on. */
  zone: string;
  /** When the guest was picked up and dropped off, ISO 8601; null when neither the ride nor its sale said. */
  pickupAt: string | null;
  dropoffAt: string | null;
  pickup: string;
  dropoff: string;
  driver: string | null;
  plate: string | null;
  vehicle: string | null;
  /** The ride's own sale first, then its corrections, oldest invoice first. */
  sales: ReceiptSale[];
  /** What was invoiced per currency: the sale and its corrections summed. Empty until a sale comes. */
  totals: ReceiptTotal[];
  /** The ride service's final price, shown as not yet invoiced while no sale has come. */
  finalPrice: { amount: number; currency: string } | null;
};

export type ReceiptBooking = {
  id: string;
  journeyId: string | null;
  riderName: string;
  productName: string;
  zone: string | null;
  pickupLabel: string;
  destinationLabel: string;
  reportReason: string | null;
  stateTimes: Record<string, string>;
  endState: string | null;
  driver: JourneyDriver | null;
  vehicle: JourneyVehicle | null;
  totals: JourneyTotals | null;
};

/** Sums per currency, in the order the currencies first appear. */
export function sumSales(sales: readonly ReceiptSale[]): ReceiptTotal[] {
  const by = new Map<string, ReceiptTotal>();
  for (const s of sales) {
    const t = by.get(s.currency) ?? { currency: s.currency, totalMinor: 0, taxMinor: 0, netMinor: 0 };
    t.totalMinor += s.totalMinor;
    t.taxMinor += s.taxMinor;
    t.netMinor += s.netMinor;
    by.set(s.currency, t);
  }
  return [...by.values()];
}

const ordered = (sales: readonly ReceiptSale[]) => [...sales.filter((s) => !s.rectifiesCode), ...sales.filter((s) => s.rectifiesCode)];

export function toReceipt(
  booking: ReceiptBooking,
  facts: { company: string; companyZone: string; requester: string | null; label: string | null; sales: readonly ReceiptSale[] },
): Receipt {
  const sales = ordered(facts.sales);
  const own = sales.find((s) => !s.rectifiesCode);
  const times = booking.stateTimes;
  // The provider's invoice says when the ride began and ended; what we saw of the states stands in until it comes.
  const pickupAt = own?.startAt?.toISOString() ?? times["pick up"] ?? null;
  const dropoffAt = own?.endAt?.toISOString() ?? times["drop off"] ?? (booking.endState ? times[booking.endState] : undefined) ?? times.terminated ?? null;
  return {
    company: facts.company,
    bookingId: booking.id,
    journeyId: booking.journeyId,
    rider: booking.riderName,
    requester: facts.requester,
    label: facts.label,
    reason: booking.reportReason,
    product: booking.productName,
    zone: booking.zone ?? facts.companyZone,
    pickupAt,
    dropoffAt,
    pickup: booking.pickupLabel,
    dropoff: booking.destinationLabel,
    driver: booking.driver?.name ?? null,
    plate: booking.vehicle?.plate ?? null,
    vehicle: booking.vehicle?.name ?? null,
    sales,
    totals: sumSales(sales),
    finalPrice: booking.totals?.priceTotal ?? null,
  };
}
