import "server-only";
import { ActionError } from "@/lib/action-result";
import { requestersIfMayBookFor } from "@/lib/accounts/requesters";
import type { BookRide } from "@/lib/booking/book";
import type { priceBasket } from "@/lib/booking/price-basket";
import { riderDisplayName } from "@/lib/booking/rider";
import { bookingSchemaFor } from "@/lib/booking/schema";
import type { Db } from "@/lib/db";
import { messageRef } from "@/lib/i18n/message-ref";
import type { BookingPolicy } from "@/lib/policy/rules";
import { seriesAgent } from "./agent";
import { holidayMap } from "./holidays-queries";
import { occurrenceIntentId } from "./intent";
import { finishOccurrence, takeOccurrence } from "./queries";

export type SendDeps = {
  estimate: typeof priceBasket;
  book: BookRide;
  policy: (db: Db) => Promise<BookingPolicy>;
};

export type SendOutcome =
  | { kind: "skipped"; why: "not_planned" | "holiday" }
  | { kind: "booked" | "awaiting_approval" | "uncertain"; bookingId: string | null }
  | { kind: "failed"; problem: string };

/** A day the provider kept failing to answer for this many sends is failed, for the desk to book by hand. */
const MAX_ATTEMPTS = 6;

type Product = { id: string; name: string; price: { amount: number; currency: string } | null };

/** The product the agent chose when it is still offered (by id, else by name), else the cheapest priced one. */
export function productFor(products: readonly Product[], chosen: { productId: string; productName: string }): Product | null {
  const same = products.find((p) => p.id === chosen.productId) ?? products.find((p) => p.name.trim().toLowerCase() === chosen.productName.trim().toLowerCase());
  if (same) return same;
  return [...products].sort((a, b) => (a.price?.amount ?? Infinity) - (b.price?.amount ?? Infinity))[0] ?? null;
}

/**
 * Books one day of a series as its own ride, through the same path as any booking (policy, budgets,
 * guest messages, board row), under the intent its series, day and revision give it: a second send
 * gets the first booking back. A refusal (a rule now broken, a place refused) fails the day alone,
 * in words, for the desk to be alerted; the provider busy or unanswering throws, and the day is
 * planned again for the next try.
 */
export async function sendOccurrence(db: Db, deps: SendDeps, occurrenceId: string): Promise<SendOutcome> {
  const taken = await takeOccurrence(db, occurrenceId);
  if (!taken) return { kind: "skipped", why: "not_planned" };
  const { occurrence, series } = taken;
  const fail = async (problem: string) => (await finishOccurrence(db, occurrence.id, { status: "failed", problem }), { kind: "failed" as const, problem });

  // A holiday added after the series was made is skipped too.
  const holiday = (await holidayMap(db, occurrence.day)).get(occurrence.day);
  if (holiday !== undefined) {
    await finishOccurrence(db, occurrence.id, { status: "skipped", skip: { kind: "holiday", name: holiday } });
    return { kind: "skipped", why: "holiday" };
  }
  const user = await seriesAgent(db, series.createdBy);
  if (!user) return fail(messageRef("series.send.agentGone"));
  const requesters = await requestersIfMayBookFor(db, user, series.requesterId);
  if (!requesters) return fail(messageRef("series.send.notYourRequester"));

  const { productId, productName, ...template } = series.template;
  const stops = occurrence.stops ?? template.stops;
  const startAt = occurrence.startAt!;
  const when = { kind: "reserved" as const, date: startAt.slice(0, 10), time: startAt.slice(11, 16) };
  try {
    const priced = await deps.estimate({ requesterId: series.requesterId, stops: stops.map((s) => s.loc as [number, number]), when });
    const product = productFor(priced.products, { productId, productName });
    if (!product) return await fail(messageRef("series.send.noProduct"));
    const parsed = bookingSchemaFor(await deps.policy(db)).safeParse({
      ...template,
      stops,
      labelSlug: template.labelSlug ?? undefined,
      preferredDriverId: template.preferredDriverId ?? undefined,
      intentId: occurrenceIntentId(series.id, occurrence.day, occurrence.revision),
      when,
      estimate: { productId: product.id, productName: product.name, price: product.price, createdAt: priced.createdAt, seal: "" },
    });
    // The policy changed since the series was made: the day is refused in the policy's words.
    if (!parsed.success) return await fail(parsed.error.issues[0]?.message ?? messageRef("series.send.refused"));
    const outcome = await deps.book({ user, db }, parsed.data, { startAt, zone: series.zone, riderName: riderDisplayName(parsed.data.rider, requesters) });
    const status = outcome.kind === "booked" ? "booked" : "awaiting_approval";
    await finishOccurrence(db, occurrence.id, { status, bookingId: outcome.bookingId, problem: null });
    return { kind: status, bookingId: outcome.bookingId };
  } catch (e) {
    if (e instanceof ActionError && e.code === "uncertain") {
      await finishOccurrence(db, occurrence.id, { status: "uncertain", bookingId: e.bookingId ?? null, problem: e.message });
      return { kind: "uncertain", bookingId: e.bookingId ?? null };
    }
    // A refusal in words fails the day; still under way, a price gone stale, or the provider busy: tried again with the next send.
    if (e instanceof ActionError && e.code !== "in_progress" && e.code !== "estimate_expired") return await fail(e.message);
    if (occurrence.attempts >= MAX_ATTEMPTS) return await fail(messageRef("series.send.providerDown", { attempts: occurrence.attempts }));
    await finishOccurrence(db, occurrence.id, { status: "planned" });
    throw e;
  }
}
