"use server";

import { z } from "zod";
import { bookingSchema } from "@/lib/booking/schema";
import { isEstimateExpired } from "@/lib/booking/estimate";
import { MAX_STOPS, MIN_STOPS } from "@/lib/booking/stops";
import { locSchema, whenSchema } from "@/lib/booking/schema";
import { action, ActionError, type ActionContext } from "@/lib/auth/guard";
import { findSavedPlaces, savePlace } from "@/lib/db/saved";
import { labelOf, reversePlace, searchPlaces } from "@/lib/geocoder";
import { provider } from "@/lib/provider";
import { bookableRequesters } from "@/lib/requesters";
import { book, startAtFor, zoneOf } from "./book";

async function requireRequester(ctx: ActionContext, requesterId: string) {
  const allowed = await bookableRequesters(ctx.db, ctx.user);
  if (!allowed.some((r) => r.id === requesterId)) {
    throw new ActionError("forbidden", "You cannot book rides for this requester. Ask an admin to assign them to you.", { requesterId: "Not one of your requesters." });
  }
}

/** Address search: the desk's saved places first, then the geocoder's answers. */
export const searchPlacesAction = action(
  { role: "any", schema: z.object({ q: z.string().trim().min(2).max(200), near: locSchema.optional() }) },
  async ({ q, near }, ctx) => {
    const [saved, found] = await Promise.all([findSavedPlaces(ctx.db, q), searchPlaces(q, near)]);
    const mine = saved.map((p) => {
      const place = { name: p.name, addr: p.addr, num: p.num, city: p.city, postal_code: p.postalCode, country: p.country, loc: [p.lat, p.lng] as [number, number] };
      return { ...place, label: `${p.name} (saved) · ${labelOf({ ...place, name: null })}`, instr: p.instr, saved: true };
    });
    return { places: [...mine, ...found.places], source: found.source };
  },
);

const savePlaceSchema = z.object({
  name: z.string().trim().min(1, "Give the place a name.").max(120),
  loc: locSchema,
  addr: z.string().max(200).nullish(),
  num: z.string().max(20).nullish(),
  city: z.string().max(100).nullish(),
  postal_code: z.string().max(20).nullish(),
  country: z.string().max(60).nullish(),
  instr: z.string().max(500).nullish(),
});

/** Keeps a stop as a saved place, for the whole desk to reuse. */
export const savePlaceAction = action({ role: "any", schema: savePlaceSchema }, async (p, ctx) => {
  const row = await savePlace(ctx.db, {
    name: p.name, lat: p.loc[0], lng: p.loc[1], addr: p.addr ?? null, num: p.num ?? null, city: p.city ?? null,
    postalCode: p.postal_code ?? null, country: p.country ?? null, instr: p.instr ?? null, createdBy: ctx.user.id,
  });
  return { id: row.id, name: row.name };
});

export const reversePlaceAction = action({ role: "any", schema: z.object({ loc: locSchema }) }, async ({ loc }) => reversePlace(loc));

export const hubAction = action({ role: "any", schema: z.object({ loc: locSchema }) }, async ({ loc }) => provider().hub(loc[0], loc[1]));

export const pickupZoneAction = action({ role: "any", schema: z.object({ loc: locSchema }) }, async ({ loc }) => ({ zone: zoneOf(loc) }));

const estimateInput = z.object({
  requesterId: z.string().regex(/^[a-f0-9]{32}$/, "Choose who the ride is booked for."),
  stops: z.array(locSchema).min(MIN_STOPS).max(MAX_STOPS),
  when: whenSchema,
});

/** Prices for a basket. The client caches them per basket; the server never caches, the provider judges age. */
export const estimateAction = action({ role: "any", schema: estimateInput }, async ({ requesterId, stops, when }, ctx) => {
  await requireRequester(ctx, requesterId);
  const { startAt, zone } = await startAtFor(when, stops[0]!);
  const createdAt = Date.now();
  const items = await provider().estimate({
    requester_id: requesterId,
    start_type: startAt ? "reserved" : "asap",
    ...(startAt ? { start_at: startAt } : {}),
    stops: stops.map((loc) => ({ loc })),
  });
  return {
    createdAt,
    startAt,
    zone,
    products: items.map((i) => ({
      id: i.product.id,
      name: i.product.name,
      description: i.product.description,
      price: i.total,
      eta: i.eta?.formatted ?? null,
      lowAvailability: i.eta?.low_availability ?? false,
    })),
    route: items.find((i) => i.route)?.route ?? null,
    distanceM: items[0]?.distance ?? null,
    durationS: items[0]?.duration ?? null,
    hub: items.find((i) => i.hub)?.hub ?? null,
  };
});

export const bookJourneyAction = action({ role: "any", schema: bookingSchema }, async (input, ctx) => {
  await requireRequester(ctx, input.requesterId);
  if (isEstimateExpired(input.estimate.createdAt, Date.now())) {
    throw new ActionError("estimate_expired", "The prices are more than 5 minutes old. Ridedesk is getting fresh ones.");
  }
  const { startAt, zone } = await startAtFor(input.when, input.stops[0]!.loc);
  if (startAt !== input.estimate.startAt) {
    throw new ActionError("estimate_expired", "The time changed since the prices were given. Ridedesk is getting fresh ones.");
  }
  return book(ctx, input, startAt, zone);
});
