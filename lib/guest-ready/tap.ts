import "server-only";
import type { Db } from "@/lib/db/client";
import { bookingOfGuestToken } from "@/lib/booking/ready-queries";
import { windowPhase } from "@/lib/booking/ready-window";
import { sendReadyRide, type ReadyDeps, type SendOutcome } from "./send";
import { searchAgainForGuest } from "./search-again";
import { canSearchAgain } from "@/lib/booking/ready-window";
import type { GuestPosition } from "./position";

/** A guest's tap: sent (or already sent), or why not; `not_open` and `closed` say where the window stands. */
export type TapOutcome = SendOutcome | { kind: "not_open" } | { kind: "closed" } | { kind: "gone" };

/** Statuses in which the car was sent (or is being): a tap after it is answered as the first was. */
const SENT = new Set(["pending", "booked", "uncertain"]);

/**
 * The one thing a guest's link can change: its own booking's car, called within its window. The
 * token reaches that booking and nothing else; the stops, the product rule and the window are the
 * booking's, never the request's.
 */
export async function guestTap(db: Db, token: string, deps: ReadyDeps, now = new Date(), at?: GuestPosition): Promise<TapOutcome> {
  const booking = await bookingOfGuestToken(db, token);
  if (!booking || booking.readyUntil === null) return { kind: "gone" };
  // No driver found while the window is open: the guest may ask for the search to go on.
  if (canSearchAgain(booking, now.getTime()) && deps.journeys) return searchAgainForGuest(db, booking, deps.journeys);
  if (SENT.has(booking.status)) return { kind: "already" };
  if (booking.status !== "waiting_for_guest") return { kind: "closed" };
  const phase = windowPhase(booking, now.getTime());
  if (phase !== "open") return { kind: phase === "before" ? "not_open" : "closed" };
  return sendReadyRide(db, booking, deps, at);
}
