import "server-only";
import type { Db } from "@/lib/db";
import { listRequesters } from "@/lib/accounts/requester-queries";
import { ProviderError, type SalesQuery } from "@/lib/provider";
import { saleInput } from "./from-provider";
import type { SalesReader } from "./journey-read";
import { saveSales, unattributedSales } from "./queries";

/**
 * Whose are the sales of rides booked outside Ridedesk? The company's list of sales does not say
 * (a sale belongs to its requester, but names none); each user's list does. So when a period holds
 * sales no booking or earlier read attributed, the company's requesters' sales are read, one user
 * after another, until none is left unattributed. A user the provider no longer knows is passed over.
 * Returns the pages read.
 */
export async function attributeSales(db: Db, reader: SalesReader, q: Omit<SalesQuery, "page">, now = new Date()): Promise<number> {
  if ((await unattributedSales(db, q.from, q.to, q.currency)) === 0) return 0;
  let pages = 0;
  for (const requester of await listRequesters(db)) {
    for (let page = 1; ; page++) {
      let result;
      try {
        result = await reader.userSales(requester.id, { ...q, page });
      } catch (e) {
        if (e instanceof ProviderError && e.kind === "not_found") break;
        throw e;
      }
      pages++;
      await saveSales(
        db,
        result.data.map((s) => saleInput(s, { requesterId: requester.id })),
        now,
      );
      if (page >= result.pages || result.data.length === 0) break;
    }
    if ((await unattributedSales(db, q.from, q.to, q.currency)) === 0) break;
  }
  return pages;
}
