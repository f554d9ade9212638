import "server-only";
import type { Db } from "@/lib/db";
import { bookingById } from "@/lib/booking/resolution-queries";
import type { ProviderClient } from "@/lib/provider/client";
import { saleInput } from "./from-provider";
import { journeyHasSale, saveSales, type SaveResult } from "./queries";

/** The provider's sales calls the jobs make. */
export type SalesReader = Pick<ProviderClient, "journeySales" | "sales" | "userSales">;

/**
 * When to look again for a ride's sale that is not there yet: 10 minutes after the last look,
 * doubling up to 6 hours; after 3 days of looking the ride is left to the daily sweep, which reads
 * every sale of the month anyway. The provider makes a sale about 2 hours after the ride ends.
 */
export const SALE_WAIT = { firstSeconds: 600, maxSeconds: 6 * 3600, giveUpAfterMs: 3 * 24 * 3600_000 };

export type JourneySalesOutcome =
  /** Not a booked ride that has become terminated (yet): nothing to read. */
  | { kind: "skipped" }
  /** Its sale is stored already: no call made. */
  | { kind: "had" }
  | ({ kind: "read" } & SaveResult)
  /** No sale yet: look again in `retryInSeconds`. */
  | { kind: "waiting"; retryInSeconds: number }
  | { kind: "gave up" };

/** Reads a terminated ride's sales once its sale is there, and keeps them; says when to look again when it is not. */
export async function readJourneySales(
  db: Db,
  reader: SalesReader,
  bookingId: string,
  attempt: number,
  since: Date,
  now = new Date(),
): Promise<JourneySalesOutcome> {
  const booking = await bookingById(db, bookingId);
  if (!booking?.journeyId || booking.journeyState !== "terminated") return { kind: "skipped" };
  if (await journeyHasSale(db, booking.journeyId)) return { kind: "had" };
  const found = await reader.journeySales(booking.journeyId);
  const saved = await saveSales(
    db,
    found.map((s) => saleInput(s, { journeyId: booking.journeyId!, requesterId: booking.requesterId })),
    now,
  );
  if (await journeyHasSale(db, booking.journeyId)) return { kind: "read", ...saved };
  if (now.getTime() - since.getTime() >= SALE_WAIT.giveUpAfterMs) return { kind: "gave up" };
  return { kind: "waiting", retryInSeconds: Math.min(SALE_WAIT.maxSeconds, SALE_WAIT.firstSeconds * 2 ** Math.min(attempt, 20)) };
}
