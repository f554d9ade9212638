import "server-only";
import { markParcelCreated, markParcelsRefused, type ParcelRow } from "./queries";
import type { Db } from "@/lib/db";
import { ProviderError, describeProviderError, type Parcel } from "@/lib/provider";
import type { Logistics } from "@/lib/provider/logistics";
import { toNewParcel } from "./to-provider";

/** Failures after which the provider may or may not hold the parcels: the answer, not the request, was lost. */
export const isAnswerLost = (e: unknown) => e instanceof ProviderError && ["timeout", "network", "server_error", "rate_limited"].includes(e.kind);

/** Links our records to the parcels the provider holds, by external_id. Returns the records it could not link. */
async function link(db: Db, rows: ParcelRow[], held: Parcel[]) {
  const byExternal = new Map(held.flatMap((p) => (p.external_id ? [[p.external_id, p.id] as const] : [])));
  const unlinked: ParcelRow[] = [];
  for (const row of rows) {
    const providerId = byExternal.get(row.externalId);
    if (providerId) await markParcelCreated(db, row.id, providerId);
    else unlinked.push(row);
  }
  return unlinked;
}

export type SendOutcome = { outcome: "created" } | { outcome: "pending"; error: ProviderError } | { outcome: "refused"; error: ProviderError; message: string };

/**
 * Sends parcel records to the provider. The client never repeats a creation blindly: after a lost
 * answer it looks the parcels up by external_id and sends only the missing ones, once; a 409 is
 * success. Refusals (4xx) mark the records failed with the provider's words. When the answer is
 * still lost, the records stay "creating" for reconciliation to find or send again.
 */
export async function sendParcels(db: Db, logistics: Logistics, rows: ParcelRow[]): Promise<SendOutcome> {
  if (rows.length === 0) return { outcome: "created" };
  try {
    const result = await logistics.createParcels(rows.map(toNewParcel));
    let unlinked = await link(db, rows, result.parcels);
    if (result.status === "existing" && unlinked.length > 0) {
      // A 409 for some of them: the others were not created; they are sent once more.
      const again = await logistics.createParcels(unlinked.map(toNewParcel));
      unlinked = await link(db, unlinked, again.parcels);
    }
    if (unlinked.length > 0)
      throw new ProviderError(0, "The delivery service did not return every parcel it was sent.", null, "parcel creation", "invalid_response");
    return { outcome: "created" };
  } catch (e) {
    if (!(e instanceof ProviderError)) throw e;
    if (isAnswerLost(e) || e.kind === "invalid_response") return { outcome: "pending", error: e };
    const message = describeProviderError(e);
    await markParcelsRefused(
      db,
      rows.map((r) => r.id),
      { status: e.status, message },
    );
    return { outcome: "refused", error: e, message };
  }
}

/**
 * A record still "creating" (its answer was lost): found at the provider by external_id and
 * continued from there, or, when it does not exist, the original request is sent again.
 */
export async function recoverCreation(db: Db, logistics: Logistics, row: ParcelRow): Promise<"linked" | "sent" | "refused" | "pending"> {
  const found = await logistics.findParcelByExternalId(row.externalId);
  if (found) {
    await markParcelCreated(db, row.id, found.id);
    return "linked";
  }
  const sent = await sendParcels(db, logistics, [row]);
  return sent.outcome === "created" ? "sent" : sent.outcome;
}
