import "server-only";
import type { Db } from "@/lib/db/client";
import type { DifferenceThreshold, ReconciliationMonth } from "./reconciliation-month";
import { matchedSales, outsideSales, reconciliationTotals } from "./reconciliation-queries";
import { flaggedRides, invoiceDifferences, ridesWithoutSale } from "./reconciliation-rides-queries";

/**
 * Everything the month's reconciliation page shows: the totals, each list's count and its first
 * `shown` rows. The rides' two lists come from one pass over the month's rides (flaggedRides);
 * the sales' counts from the totals.
 */
export async function reconciliationView(db: Db, month: ReconciliationMonth, now: Date, threshold: DifferenceThreshold, shown: number) {
  const page = { after: null, limit: shown };
  const [totals, flagged, matched, outside] = await Promise.all([
    reconciliationTotals(db, month),
    flaggedRides(db, month, now, threshold),
    matchedSales(db, month, page),
    outsideSales(db, month, page),
  ]);
  const unbilled = flagged.filter((r) => r.withoutSale).map((r) => r.id);
  const differing = flagged.filter((r) => r.differs).map((r) => r.id);
  const [withoutSale, differences] = await Promise.all([
    ridesWithoutSale(db, month, now, { ...page, only: unbilled.slice(0, shown) }),
    invoiceDifferences(db, month, threshold, { ...page, only: differing.slice(0, shown) }),
  ]);
  const salesCount = totals.reduce((n, t) => n + t.sales, 0);
  const outsideCount = totals.reduce((n, t) => n + t.outsideSales, 0);
  return {
    totals,
    sales: { matched: salesCount - outsideCount, outside: outsideCount },
    rides: { withoutSale: unbilled.length, differences: differing.length },
    matched: matched.rows,
    outside: outside.rows,
    withoutSale: withoutSale.rows,
    differences: differences.rows,
  };
}
