import "server-only";
import type { BookingRow } from "@/lib/booking/queries";
import type { EstimateItem, EstimateRequest } from "@/lib/provider";

/** The provider's estimate, as answering and the deadline's fallback ask it. */
export type Repricer = { estimate(body: EstimateRequest): Promise<EstimateItem[]> };

export type Offer = { productId: string; productName: string; priceMinor: number; currency: string };

/** The held ride priced again, every product the provider offers for its stops and time now. */
export async function offersFor(repricer: Repricer, booking: BookingRow): Promise<Offer[]> {
  const request = booking.request as { requester_id: string; start_at?: string | null; stops: { loc: [number, number] }[] };
  const items = await repricer.estimate({
    requester_id: request.requester_id,
    start_type: request.start_at ? "reserved" : "asap",
    ...(request.start_at ? { start_at: request.start_at } : {}),
    stops: request.stops.map((s) => ({ loc: s.loc })),
  });
  return items.flatMap((i) =>
    i.total ? [{ productId: i.product.id, productName: i.product.name, priceMinor: i.total.amount, currency: i.total.currency }] : [],
  );
}

/** The held ride's own product priced again; null when the provider no longer offers it. */
export async function freshPrice(repricer: Repricer, booking: BookingRow): Promise<Offer | null> {
  return (await offersFor(repricer, booking)).find((o) => o.productId === booking.productId) ?? null;
}
