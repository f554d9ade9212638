import "server-only";
import { log } from "@/lib/log";
import { ActionError } from "@/lib/action-result";
import type { Db } from "@/lib/db/client";
import { isLocale } from "@/lib/locales";
import { findUserById } from "@/lib/accounts/queries";
import { sendWaiting, type BookingHooks } from "@/lib/booking/book";
import type { BookingRow } from "@/lib/booking/queries";
import type { Offer } from "@/lib/booking/ready-queries";
import { ProviderError } from "@/lib/provider";
import { recommitRide } from "@/lib/spend/budget-ledger";
import { checkSpend } from "@/lib/spend/check";
import { rideEnds, type StopLike } from "@/lib/spend/rules";
import { offersFor, type Repricer } from "@/lib/approvals/reprice";
import { pickOffer } from "./product-rule";
import type { JourneyDeps } from "@/lib/journeys/deps";
import { movedPickup, withMovedPickup, type GuestPosition } from "./position";

const logger = log.child({ module: "guest-ready" });

/** What sending a guest's car needs from above: booking with its hooks, the provider's prices, and telling the desk. */
export type ReadyDeps = {
  hooks: BookingHooks;
  repricer: Repricer;
  /** Records and queues what the booking is due now: the guest's messages, the desk's alerts. */
  announce: (db: Db, bookingId: string) => Promise<void>;
  /** The journey's provider calls and its refresh, for a guest's "try again" after no driver was found. */
  journeys?: JourneyDeps;
};

/**
 * booked: the journey is made (now, or by an earlier call: `already`); refused: the provider said no
 * or could not price it, and the ride waits again; no_product: nothing offered now is allowed;
 * uncertain: the provider never answered, so the ride may exist and the desk decides.
 */
export type SendOutcome =
  | { kind: "booked" }
  | { kind: "already" }
  | { kind: "refused" }
  | { kind: "no_product" }
  | { kind: "uncertain" }
  /** The guest asked to be picked up where they are: their ride does not allow it, or they are beyond its radius. */
  | { kind: "position_off" }
  | { kind: "too_far" };

/** The agent who booked the ride: the journey is booked in their name, as it would have been at once. */
export async function agentOf(db: Db, id: string | null) {
  const u = id ? await findUserById(db, id) : undefined;
  return u && u.active ? { id: u.id, email: u.email, name: u.name ?? u.email, role: u.role, locale: isLocale(u.locale) ? u.locale : null } : null;
}

/** The offers the spend rules let through with no person's yes; the ride itself is already among the requester's counted rides. */
async function allowedOffers(db: Db, booking: BookingRow, offers: Offer[]): Promise<Set<string>> {
  const allowed = new Set<string>();
  for (const offer of offers) {
    const check = await checkSpend(db, {
      priceMinor: offer.priceMinor,
      currency: offer.currency,
      productName: offer.productName,
      requesterId: booking.requesterId,
      labelSlug: booking.labelSlug,
      pickupAt: new Date(),
      zone: booking.zone ?? "UTC",
      ...rideEnds(booking.request.stops as StopLike[] | undefined),
    });
    const breaches = check.breaches.filter((b) => !(b.rule === "ridesPerRequester" && b.already <= b.count));
    if (breaches.every((b) => b.outcome === "flag")) allowed.add(offer.productId);
  }
  return allowed;
}

/**
 * Sends the car of a waiting ride, as soon as possible from now: priced again, its product by the
 * booking's rule, its budgets following the price, then booked once under the booking's own record
 * (lib/booking sendWaiting), so a double tap, two phones or the desk's send book one journey.
 */
export async function sendReadyRide(db: Db, waiting: BookingRow, deps: ReadyDeps, at?: GuestPosition): Promise<SendOutcome> {
  // Picked up where the guest is: priced, checked against the rules (an area rule too) and sent from there.
  const place = at ? movedPickup(waiting, at) : null;
  if (place?.kind === "off") return { kind: "position_off" };
  if (place?.kind === "too_far") return { kind: "too_far" };
  const moved = place?.kind === "moved" ? place.moved : undefined;
  const booking = moved ? withMovedPickup(waiting, moved) : waiting;
  const agent = await agentOf(db, booking.createdBy);
  if (!agent) return { kind: "no_product" };
  let offers: Offer[];
  try {
    offers = await offersFor(deps.repricer, booking);
  } catch (e) {
    if (!(e instanceof ProviderError)) throw e;
    logger.warn({ err: e, bookingId: booking.id }, "a guest's car could not be priced");
    return { kind: "refused" };
  }
  const allowed = await allowedOffers(db, booking, offers);
  const offer = pickOffer(booking.productId, offers, (o) => allowed.has(o.productId));
  if (!offer) return { kind: "no_product" };
  // Only the call that wins the booking moves its budgets to the price now: a losing tap changes nothing.
  const followPrice = async () => {
    if (offer.priceMinor !== booking.priceAmount) await recommitRide(db, booking.id, offer.priceMinor);
  };
  try {
    return (await sendWaiting({ db, user: agent }, booking.id, offer, deps.hooks, followPrice, moved)) ? { kind: "booked" } : { kind: "already" };
  } catch (e) {
    if (e instanceof ActionError && e.code === "uncertain") return { kind: "uncertain" };
    if (!(e instanceof ActionError) && !(e instanceof ProviderError)) throw e;
    // Refused: the ride waits again with what the provider said, and the desk hears of it.
    logger.warn({ bookingId: booking.id, err: e }, "the provider refused a guest's car");
    await deps.announce(db, booking.id).catch((err: unknown) => logger.error({ err, bookingId: booking.id }, "desk not told"));
    return { kind: "refused" };
  }
}
