import "server-only";
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { Temporal } from "temporal-polyfill";
import type { Db } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/session";
import { ActionError } from "@/lib/action-result";
import { bookableRequesters } from "@/lib/accounts/requesters";
import { zoneOf } from "@/lib/booking/book";
import { priceBasket } from "@/lib/booking/price-basket";
import { riderDisplayName } from "@/lib/booking/rider";
import { bookingSchemaFor } from "@/lib/booking/schema";
import { searchPlaces } from "@/lib/geocoder";
import { getPolicy } from "@/lib/policy/queries";
import { bookRide } from "@/lib/registry/booking-hooks";
import { createSeries } from "@/lib/series/create";
import { sweepSeries } from "@/lib/series/jobs";
import { sendOccurrence } from "@/lib/series/send";

export const seriesFixtureSchema = z.strictObject({
  rider: z.string().trim().min(1).max(120),
  from: z.string().min(1).default("Estación de Chamartín"),
  to: z.string().min(1).default("Plaza de Castilla"),
  /** The first day, this many days ahead on the pickup's clock, at `time`. */
  firstInDays: z.number().int().min(1).max(59),
  time: z.string().regex(/^\d{2}:\d{2}$/),
  weekdays: z.array(z.number().int().min(1).max(7)).min(1).max(7),
  /** The last day, this many days after the first. */
  forDays: z.number().int().min(0).max(365),
});

async function place(q: string) {
  const found = (await searchPlaces(q)).places[0];
  if (!found) throw new ActionError("invalid", `No place found for "${q}".`);
  return { key: randomUUID(), label: found.label, loc: found.loc };
}

/** A series made as the given user, as the booking form's Repeat makes it: its days recorded, none sent yet. */
export async function madeSeries(db: Db, user: SessionUser, input: z.output<typeof seriesFixtureSchema>) {
  const requesters = await bookableRequesters(db, user);
  const requester = requesters.find((r) => r.isDefault) ?? requesters[0];
  if (!requester) throw new ActionError("forbidden", "This user books for no requester.");
  const stops = [await place(input.from), await place(input.to)];
  const zone = zoneOf(stops[0]!.loc);
  const first = Temporal.Now.plainDateISO(zone).add({ days: input.firstInDays });
  const when = { kind: "reserved" as const, date: first.toString(), time: input.time };
  const { products, createdAt } = await priceBasket({ requesterId: requester.id, stops: stops.map((s) => s.loc), when });
  const product = products[0];
  if (!product) throw new ActionError("invalid", "The ride service offered no ride for these stops.");
  const booking = bookingSchemaFor(await getPolicy(db)).parse({
    intentId: randomUUID(),
    requesterId: requester.id,
    when,
    stops,
    estimate: { productId: product.id, productName: product.name, price: product.price, createdAt, seal: product.seal },
    rider: { kind: "guest", name: input.rider, mobile: "+34 600 111 222" },
  });
  const repeat = { weekdays: input.weekdays, end: { kind: "until" as const, date: first.add({ days: input.forDays }).toString() } };
  const made = await createSeries({ user, db }, { booking, repeat, riderName: riderDisplayName(booking.rider, requesters) });
  return { seriesId: made.seriesId, days: made.days.map((d) => ({ day: d.day, pickupAt: new Date(d.epochMs).toISOString(), skipped: d.skip !== null })) };
}

export const seriesSendFixtureSchema = z.strictObject({ at: z.iso.datetime() });

/**
 * The series' sweep as at `at` (the job's clock moved), each day it finds due sent at once through
 * the app's own booking, rather than queued: a test reads the outcome without waiting for the jobs.
 */
export async function seriesSentAt(db: Db, input: z.output<typeof seriesSendFixtureSchema>) {
  const due: string[] = [];
  await sweepSeries(db, { send: async (_queue, data) => (due.push((data as { occurrenceId: string }).occurrenceId), null) }, new Date(input.at));
  const deps = { estimate: priceBasket, book: bookRide, policy: getPolicy };
  const outcomes = [];
  for (const id of due) outcomes.push(await sendOccurrence(db, deps, id));
  return { sent: outcomes };
}
