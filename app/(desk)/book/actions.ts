"use server";

import { z } from "zod";
import { messageRef } from "@/lib/i18n/message-ref";
import { INTL_TAG } from "@/lib/locales";
import { currentLocale } from "@/lib/i18n/server-translator";
import { bookingSchema, bookingSchemaFor } from "@/lib/booking/schema";
import { getPolicy } from "@/lib/policy/queries";
import { guestRadiusOf } from "@/lib/policy/rules";
import type { Booking } from "@/lib/booking/schema";
import { ESTIMATE_TTL_MS, isEstimateExpired } from "@/lib/booking/estimate";
import { authSecret } from "@/lib/auth/secret";
import { MAX_STOPS, MIN_STOPS } from "@/lib/booking/stops";
import { locSchema, refineDistinctStops, whenSchema } from "@/lib/booking/schema";
import { riderDisplayName } from "@/lib/booking/rider";
import { action, ActionError, type ActionContext } from "@/lib/auth/guard";
import { requestersIfMayBookFor } from "@/lib/accounts/requesters";
import { startAtFor } from "@/lib/booking/book";
import { bookRide } from "@/lib/registry/booking-hooks";
import { isSealed } from "@/lib/booking/estimate-seal";
import { priceBasket } from "@/lib/booking/price-basket";

async function requireRequester(ctx: ActionContext, requesterId: string) {
  const allowed = await requestersIfMayBookFor(ctx.db, ctx.user, requesterId);
  if (!allowed) {
    throw new ActionError("forbidden", messageRef("booking.notYourRequester"), { requesterId: messageRef("booking.notYourRequesterField") });
  }
  return allowed;
}

const estimateInput = z
  .object({
    requesterId: z.string().regex(/^[a-f0-9]{32}$/, messageRef("booking.requester")),
    stops: z
      .array(locSchema)
      .min(MIN_STOPS, messageRef("booking.stops.tooFew", { min: MIN_STOPS }))
      .max(MAX_STOPS, messageRef("booking.stops.tooMany", { max: MAX_STOPS })),
    when: whenSchema,
  })
  .superRefine((b, ctx) => refineDistinctStops(b.stops, ctx));

/**
 * Prices for a basket. The client caches them per basket; the server never caches, but seals each
 * product with the moment and basket it was priced for, so booking can check the estimate's age.
 */
export const estimateAction = action({ role: "any", schema: estimateInput }, async ({ requesterId, stops, when }, ctx) => {
  await requireRequester(ctx, requesterId);
  return priceBasket({ requesterId, stops, when });
});

/**
 * How far from the planned pickup the guest may call the car to where they are: the policy's distance
 * when the agent allows it; refused in words when the policy allows none.
 */
async function guestRadiusFor(ctx: ActionContext, when: Booking["when"]): Promise<number | null> {
  if (when.kind !== "guest_ready" || !when.guestPosition) return null;
  const radius = guestRadiusOf(await getPolicy(ctx.db));
  const off = messageRef("booking.when.ready.positionOff");
  if (radius === 0) throw new ActionError("invalid", off, { "when.time": off });
  return radius;
}

/**
 * Books a ride. The company's policy is read per booking and the input checked against it, so a
 * missing reason or label is refused here, before the provider is ever called.
 */
export const bookJourneyAction = action(
  { role: "any", schema: bookingSchema, schemaFor: async (ctx) => bookingSchemaFor(await getPolicy(ctx.db)) },
  async (input, ctx) => {
    const requesters = await requireRequester(ctx, input.requesterId);
    // A guest's window is checked here too, and booked as a ride that waits for the guest's call.
    const { startAt, zone, window } = startAtFor(input.when, input.stops[0]!.loc, Date.now(), INTL_TAG[await currentLocale()]);
    const { estimate } = input;
    const facts = {
      createdAt: estimate.createdAt,
      basket: { requesterId: input.requesterId, startAt, stops: input.stops.map((s) => s.loc) },
      product: { id: estimate.productId, name: estimate.productName, price: estimate.price },
    };
    if (!isSealed(facts, estimate.seal, authSecret())) {
      // Stops moved, the time changed, or the product is not one this estimate offered.
      throw new ActionError("estimate_expired", messageRef("booking.estimateChanged"));
    }
    if (isEstimateExpired(estimate.createdAt, Date.now())) {
      throw new ActionError("estimate_expired", messageRef("booking.estimateOld", { minutes: ESTIMATE_TTL_MS / 60_000 }));
    }
    const readyRadiusM = await guestRadiusFor(ctx, input.when);
    return bookRide(ctx, input, { startAt, zone, window, readyRadiusM, riderName: riderDisplayName(input.rider, requesters) });
  },
);
