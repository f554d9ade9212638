import { describe, expect, it } from "vitest";
import { manualClock } from "@/lib/sandbox/clock";
import { PLACES, REQUESTER, serveSandbox } from "@/lib/sandbox/testing";
import { createProviderClient, type ProviderClient } from "./client";
import type { ProviderError } from "./errors";
import type { SalesQuery } from "./sales-schemas";

const stops = [{ loc: PLACES.sol }, { loc: PLACES.retiro }];
const JANUARY: SalesQuery = { from: "2027-01-01", to: "2027-01-31", currency: "EUR", page: 1, per: 20 };

/** A client of a sandbox on a loopback port, on a clock the test moves, with every request's URL kept. */
async function setup() {
  const clock = manualClock(Date.UTC(2027, 0, 12, 9, 0, 0));
  const s = await serveSandbox({ clock, tokenTtlSeconds: 7 * 24 * 3600 });
  const urls: URL[] = [];
  const doFetch: typeof fetch = (input, init) => {
    urls.push(new URL(String(input)));
    return s.fetch(input, init);
  };
  const client = createProviderClient({ baseUrl: s.url, authUrl: s.url, ...s.sandbox.credentials }, { fetch: doFetch, retry: { sleep: async () => {} } });
  const { clientId, clientSecret } = s.sandbox.credentials;
  const control = async (path: string, body: unknown) =>
    (
      await fetch(`${s.url}${path}`, {
        method: "POST",
        headers: { authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      })
    ).json();
  return { ...s, clock, client, urls, control };
}

async function book(client: ProviderClient) {
  const [item] = await client.estimate({ requester_id: REQUESTER, start_type: "asap", stops });
  return client.createJourney({ product_id: item!.product.id, requester_id: REQUESTER, rider: { id: REQUESTER }, stops, label_slug: "engineering" });
}

const catchError = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e as ProviderError,
  );

describe("sales through the provider client", () => {
  it("reads a journey's sales as a bare array: none before it is terminated, then its sale and a rectification", async () => {
    const { client, clock, control, urls } = await setup();
    const { id } = await book(client);
    expect(await client.journeySales(id)).toEqual([]);

    clock.advance(3 * 3600_000);
    const [sale, ...more] = await client.journeySales(id);
    expect(more).toEqual([]);
    expect(sale).toMatchObject({
      currency: "EUR",
      invoice_date: "2027-01-12",
      price_details: { discount: 0, tax_rate: 10, tax_type: "iva" },
      concept: { type: "journey", type_object: { id, charge_code: "engineering", country: "ES", region: "madrid" } },
    });
    expect(sale!.price_details.total).toBeGreaterThan(0);
    const place = sale!.concept.type_object as { pickup: { loc: [number, number] }; dropoff: { loc: [number, number] } };
    expect([place.pickup.loc, place.dropoff.loc]).toEqual([PLACES.sol, PLACES.retiro]);

    await control(`/_sandbox/sales/${sale!.code}/rectification`, { total: -300, description: "Toll refunded" });
    const [, rectification] = await client.journeySales(id);
    expect(rectification).toMatchObject({
      price_details: { total: -300, tax_rate: 10 },
      concept: { type: "rectification", type_object: { description: "Toll refunded", rectified_sale_id: sale!.code } },
    });
    expect(urls.filter((u) => u.pathname === `/api/v4/journey/${id}/sales`)).toHaveLength(3);
  });

  it("reads the company's sales page by page, sending every required parameter", async () => {
    const { client, clock, urls } = await setup();
    const ids = [(await book(client)).id, (await book(client)).id, (await book(client)).id];
    clock.advance(3 * 3600_000);

    const first = await client.sales({ ...JANUARY, per: 2 });
    expect(first).toMatchObject({ page: 1, pages: 2, per: 2, total: 3 });
    const second = await client.sales({ ...JANUARY, per: 2, page: 2 });
    expect([...first.data, ...second.data].map((s) => (s.concept.type_object as { id: string }).id).sort()).toEqual([...ids].sort());
    const sent = urls.find((u) => u.pathname === "/api/v4/sales")!;
    expect(Object.fromEntries(sent.searchParams)).toEqual({ from: "2027-01-01", to: "2027-01-31", currency: "EUR", page: "1", per: "2" });

    expect((await client.sales({ ...JANUARY, currency: "CLP" })).total).toBe(0);
    const mine = await client.userSales(REQUESTER, JANUARY);
    expect(mine.total).toBe(3);
    expect(urls.some((u) => u.pathname === `/api/v4/user/${REQUESTER}/sales`)).toBe(true);
  });

  it("reports the provider's refusal of a missing or malformed parameter as a bad request naming it", async () => {
    const { client } = await setup();
    const missing = await catchError(client.sales({ ...JANUARY, per: undefined } as unknown as SalesQuery));
    expect(missing).toMatchObject({ kind: "bad_request", status: 400 });
    expect(missing?.message).toMatch(/per is required/);
    const malformed = await catchError(client.sales({ ...JANUARY, from: "01/01/2027" }));
    expect(malformed).toMatchObject({ kind: "bad_request", field: "from" });
    expect(await catchError(client.userSales("ffffffffffffffffffffffffffffffff", JANUARY))).toMatchObject({ kind: "not_found" });
  });
});
