/**
 * An event's estimates: 500 rows sharing about 150 baskets, through the estimate queue, against a
 * sandbox in this process served on loopback behind a rate limit of 10 estimates a second, on the
 * system clock. The floor is the limit itself: a burst of 10, then 10 a second.
 */
import type { Basket } from "@/lib/booking/price-basket";
import { estimateBaskets, type BasketEstimate, type EventBasket } from "@/lib/events/estimate-queue";
import { createProviderClient } from "@/lib/provider/client";
import { createSandbox } from "@/lib/sandbox";
import { serve } from "@/lib/sandbox/node-server";

const REQUESTER = "3c9e1f0a7b2d4e6f8a1b2c3d4e5f6a7b";
const DESTINATION: [number, number] = [40.4626, -3.689];

export async function eventEstimateFigures({ rows = 500, distinct = 150, perSecond = 10, concurrency = 4 } = {}) {
  const sandbox = createSandbox({ rateLimits: { "POST /api/v4/estimates": { requests: perSecond, perSeconds: 1 } } });
  const answers = new Map<number, number>();
  const server = await serve(async (request) => {
    const response = await sandbox.handle(request);
    if (new URL(request.url).pathname === "/api/v4/estimates") answers.set(response.status, (answers.get(response.status) ?? 0) + 1);
    return response;
  });
  try {
    const client = createProviderClient({ baseUrl: server.url, authUrl: server.url, ...sandbox.credentials });
    // priceBasket's call, on this client: the provider's answer as the rows take it (unsealed: the seal costs no call).
    const estimate = async ({ requesterId, stops }: Basket): Promise<BasketEstimate> => {
      const createdAt = Date.now();
      const items = await client.estimate({ requester_id: requesterId, start_type: "asap", stops: stops.map((loc) => ({ loc })) }, { retry: false });
      const products = items.map((i) => ({
        id: i.product.id,
        name: i.product.name,
        description: i.product.description,
        price: i.total,
        eta: i.eta?.formatted ?? null,
        lowAvailability: i.eta?.low_availability ?? false,
        seal: "",
      }));
      return { createdAt, startAt: null, zone: "Europe/Madrid", products };
    };
    const sheet: EventBasket[] = Array.from({ length: rows }, (_, row) => {
      const n = row % distinct;
      const stops: [number, number][] = [[40.4 + Math.floor(n / 15) / 200, -3.72 + (n % 15) / 400], DESTINATION];
      return { key: `basket-${n}`, requesterId: REQUESTER, stops, when: { kind: "asap" } };
    });
    await client.tokens.getToken();

    const start = performance.now();
    const results = await estimateBaskets(sheet, { estimate, concurrency });
    const seconds = (performance.now() - start) / 1000;

    const figures = {
      rows,
      baskets: results.size,
      estimated: [...results.values()].filter((r) => r.ok).length,
      seconds,
      floorSeconds: Math.max(0, (distinct - perSecond) / perSecond),
      calls: [...answers.values()].reduce((a, b) => a + b, 0),
      answered: answers.get(200) ?? 0,
      rateLimited: answers.get(429) ?? 0,
    };
    console.log(
      `info  event estimates: ${figures.rows} rows, ${figures.baskets} baskets, ${figures.estimated} estimated in ${figures.seconds.toFixed(1)} s ` +
        `(the ${perSecond}/s limit's floor ${figures.floorSeconds.toFixed(1)} s); provider calls ${figures.calls}: ${figures.answered} estimates, ${figures.rateLimited} answered 429`,
    );
    return figures;
  } finally {
    await server.close();
    sandbox.close();
  }
}
