import "server-only";
import type { z } from "zod";
import { ActionError } from "@/lib/action-result";
import { authSecret } from "@/lib/auth/secret";
import { messageRef } from "@/lib/i18n/message-ref";
import { provider, ProviderError } from "@/lib/provider";
import { startAtFor } from "./book";
import { sealEstimate } from "./estimate-seal";
import { describeForField, formFieldOf } from "./provider-fields";
import type { whenSchema } from "./schema";

export type Basket = { requesterId: string; stops: [number, number][]; when: z.output<typeof whenSchema> };

/**
 * Prices for a basket from the provider. The server never caches them, but seals each product with
 * the moment and basket it was priced for, so booking can check the estimate's age. `retry: false`
 * is for a caller that paces and retries its own calls: see the provider client's `estimate`.
 */
export async function priceBasket({ requesterId, stops, when }: Basket, { retry = true }: { retry?: boolean } = {}) {
  // A guest's window is priced as a ride now, for information: the window itself is checked as the ride is booked.
  const { startAt, zone } = startAtFor(when.kind === "guest_ready" ? { kind: "asap" } : when, stops[0]!);
  const createdAt = Date.now();
  const items = await provider()
    .estimate(
      { requester_id: requesterId, start_type: startAt ? "reserved" : "asap", ...(startAt ? { start_at: startAt } : {}), stops: stops.map((loc) => ({ loc })) },
      { retry },
    )
    .catch((e: unknown) => {
      if (!(e instanceof ProviderError) || e.kind !== "bad_request") throw e;
      // The provider's complaint about a stop or the time belongs next to that stop or time.
      const sentence = e.providerMessage ? describeForField(e.field, e.providerMessage, stops.length) : messageRef("booking.provider.refusedStops");
      const field = formFieldOf(e.field);
      throw new ActionError("provider", sentence, field ? { [field]: sentence } : undefined);
    });
  const basket = { requesterId, startAt, stops };
  const secret = authSecret();
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
      seal: sealEstimate({ createdAt, basket, product: { id: i.product.id, name: i.product.name, price: i.total } }, secret),
    })),
    route: items.find((i) => i.route)?.route ?? null,
    distanceM: items[0]?.distance ?? null,
    durationS: items[0]?.duration ?? null,
    hub: items.find((i) => i.hub)?.hub ?? null,
  };
}
