import "server-only";
import tzlookup from "@photostructure/tz-lookup";
import type { z } from "zod";
import { toJourneyRequest, type Booking, type whenSchema } from "@/lib/booking/schema";
import { isProblem, readReservation } from "@/lib/booking/time";
import { ActionError, type ActionContext } from "@/lib/auth/guard";
import { audit } from "@/lib/db/audit";
import { claimIntent, markBooked, markFailed } from "@/lib/db/bookings";
import { saveGuest } from "@/lib/db/saved";
import { isMobileError, parseMobile } from "@/lib/booking/phone";
import { describeProviderError, provider, ProviderError } from "@/lib/provider";

export const zoneOf = ([lat, lng]: [number, number]) => tzlookup(lat, lng);

/** The provider's start_at for a choice of time, worked out in the pickup's zone, and checked. */
export function startAtFor(when: z.output<typeof whenSchema>, pickup: [number, number], now = Date.now()) {
  const zone = zoneOf(pickup);
  if (when.kind === "asap") return { startAt: null, zone };
  const r = readReservation(when.date, when.time, zone, now);
  if (isProblem(r)) throw new ActionError("invalid", r.message, { "when.time": r.message });
  return { startAt: r.startAt, zone };
}

/** Where in the form a provider's complaint belongs: its field names are not the form's. */
export function formFieldOf(field: string | null): string | null {
  if (!field) return null;
  const stop = /^stops\[(\d+)\]/.exec(field);
  if (stop) return field.includes("contact") ? `stops.${stop[1]}.contacts` : field.includes("meeting_point") || field.includes("location_id") ? `stops.${stop[1]}.meetingPoint` : `stops.${stop[1]}.label`;
  if (field.startsWith("rider.mobile")) return "rider.mobile";
  if (field.startsWith("rider")) return "rider.name";
  return ({ start_at: "when.time", label_slug: "labelSlug", preferred_driver_id: "preferredDriverId", reason: "reason", message: "message", requester_id: "requesterId", stops: "stops" } as Record<string, string>)[field] ?? null;
}

/**
 * Books one journey per intent: the intent is claimed in the database before the provider is
 * called, so a double click or a replay gets the first booking back instead of a second ride.
 */
export async function book(ctx: ActionContext, input: Booking, startAt: string | null, zone: string) {
  const request = toJourneyRequest(input, startAt);
  const first = input.stops[0]!;
  const last = input.stops[input.stops.length - 1]!;
  const { claimed, booking } = await claimIntent(ctx.db, {
    intentId: input.intentId,
    createdBy: ctx.user.id,
    requesterId: input.requesterId,
    riderName: input.rider.kind === "guest" ? input.rider.name : "Company user",
    riderLocale: input.rider.kind === "guest" ? input.rider.language : null,
    productId: input.estimate.productId,
    productName: input.estimate.productName,
    priceAmount: input.estimate.price?.amount ?? null,
    priceCurrency: input.estimate.price?.currency ?? null,
    startAt,
    zone,
    pickupLabel: first.label,
    destinationLabel: last.label,
    stopCount: input.stops.length,
    labelSlug: input.labelSlug,
    reason: input.reason ?? null,
    request,
  });
  if (!claimed) {
    if (booking.status === "booked") return { bookingId: booking.id, journeyId: booking.journeyId!, publicUrl: booking.publicUrl, state: "hire", replay: true };
    throw new ActionError("in_progress", "This ride is already being booked.");
  }
  try {
    const created = await provider().createJourney(request);
    const done = await markBooked(ctx.db, booking.id, created.id, created.publicUrl);
    if (input.saveGuest && input.rider.kind === "guest") {
      const mobile = parseMobile(input.rider.mobile);
      if (!isMobileError(mobile)) {
        await saveGuest(ctx.db, { name: input.rider.name, mobileE164: mobile.e164, email: input.rider.email || null, locale: input.rider.language, createdBy: ctx.user.id });
      }
    }
    await audit(ctx.db, {
      actor: { id: ctx.user.id, email: ctx.user.email },
      action: "booking.created",
      target: { type: "journey", id: created.id },
      detail: { requester: input.requesterId, product: input.estimate.productName, stops: input.stops.length, start_at: startAt, label: input.labelSlug },
    });
    return { bookingId: done.id, journeyId: created.id, publicUrl: created.publicUrl, state: "hire", replay: false };
  } catch (e) {
    const error = e instanceof ProviderError ? { status: e.status, message: e.providerMessage, field: e.field } : { status: 0, message: null, field: null };
    await markFailed(ctx.db, booking.id, error);
    if (e instanceof ProviderError && e.kind === "bad_request") {
      // An estimate the provider no longer accepts is recovered by estimating again, not by failing.
      if (e.field === "product_id" || ((e.field === "stops" || e.field === "start_at") && /estimate/.test(e.providerMessage ?? ""))) {
        throw new ActionError("estimate_expired", "The ride service asked for fresh prices. Ridedesk is getting them.");
      }
      const field = formFieldOf(e.field);
      throw new ActionError("provider", describeProviderError(e), field ? { [field]: describeProviderError(e) } : undefined);
    }
    throw e;
  }
}
