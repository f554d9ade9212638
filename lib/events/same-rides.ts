import "server-only";
import { isMobileError, parseMobile } from "@/lib/phone";
import type { Db } from "@/lib/db";
import type { RowDraft } from "./book-row";
import type { SameRide } from "./kinds";
import { guestRideKeyOf } from "./row-key";
import { liveGuestRidesOutside, openRowsOf, rowsOnTheirWayOutside, setSameAs } from "./same-rides-queries";

export { keepSameRides } from "./same-rides-queries";

/** The guest's mobile in E.164, as bookings keep it; null for a company user or a number that cannot be read. */
function mobileOf(draft: RowDraft | null): string | null {
  if (!draft || draft.rider.kind !== "guest") return null;
  const mobile = parseMobile(draft.rider.mobile);
  return isMobileError(mobile) ? null : mobile.e164;
}

function rideOfDraft(draft: RowDraft | null): string | null {
  const guestMobile = mobileOf(draft);
  return draft && guestMobile ? guestRideKeyOf({ guestMobile, startAt: draft.startAt, stops: draft.stops.map((s) => s.loc as number[]) }) : null;
}

/**
 * For each given row of a batch, the ride it repeats, already booked or waiting outside this batch:
 * a row of another event on its way, or a live booking (booked one by one or from another event).
 * A row of another event comes first, as it names the event and its row.
 */
export async function sameRidesOf(db: Db, batchId: string, rows: readonly { id: string; draft: unknown }[]): Promise<Map<string, SameRide>> {
  const rideOfRow = new Map<string, string>();
  const mobiles = new Set<string>();
  for (const row of rows) {
    const ride = rideOfDraft(row.draft as RowDraft | null);
    if (!ride) continue;
    rideOfRow.set(row.id, ride);
    mobiles.add(mobileOf(row.draft as RowDraft)!);
  }
  const found = new Map<string, SameRide>();
  if (mobiles.size === 0) return found;

  // Another event's rows on their way, or booked (or unanswered) with a ride that has not ended.
  const waiting = await rowsOnTheirWayOutside(db, batchId);
  for (const w of waiting) {
    const ride = rideOfDraft(w.draft as RowDraft | null);
    if (ride && !found.has(ride)) found.set(ride, { kind: "event", batchId: w.batchId, eventName: w.eventName, rowNumber: w.rowNumber });
  }

  const live = await liveGuestRidesOutside(db, batchId, [...mobiles]);
  for (const b of live) {
    const stops = (b.request.stops as { loc: number[] }[] | undefined)?.map((s) => s.loc) ?? [];
    const ride = guestRideKeyOf({ guestMobile: b.riderPhone!, startAt: b.startAt, stops });
    if (!found.has(ride)) found.set(ride, { kind: "booking", bookingId: b.id, eventName: b.eventName });
  }

  const out = new Map<string, SameRide>();
  for (const [rowId, ride] of rideOfRow) {
    const same = found.get(ride);
    if (same) out.set(rowId, same);
  }
  return out;
}

/**
 * Marks the batch's rows not on their way yet that repeat a ride booked or waiting elsewhere (and
 * clears the mark of those that no longer do). Run after pricing, so the page shows them, and again
 * just before a confirm, so a ride booked meanwhile is not booked twice. Returns how many are marked.
 */
export async function markSameRides(db: Db, batchId: string): Promise<number> {
  const rows = await openRowsOf(db, batchId);
  const same = await sameRidesOf(db, batchId, rows);
  for (const row of rows) {
    const next = same.get(row.id) ?? null;
    if (JSON.stringify(next) === JSON.stringify(row.sameAs ?? null)) continue;
    await setSameAs(db, row.id, next);
  }
  return same.size;
}
