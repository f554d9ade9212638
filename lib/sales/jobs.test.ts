import type { Job } from "pg-boss";
import { describe, expect, it, vi } from "vitest";
import { bookedJourney } from "@/lib/booking/testing";
import { saveJourneyRead } from "@/lib/booking/journey-queries";
import { replaceRequesters } from "@/lib/accounts/requester-queries";
import type { Db } from "@/lib/db";
import { TEST_ENGINES, useFreshDatabase } from "@/lib/db/testing";
import type { JobRunner } from "@/lib/jobs/runner";
import { createProviderClient } from "@/lib/provider/client";
import { manualClock } from "@/lib/sandbox/clock";
import { PLACES, REQUESTER, serveSandbox } from "@/lib/sandbox/testing";
import { journeySalesJob, SALES_JOURNEY, salesSweepJob } from "./jobs";
import { invoicedOfBooking, unmatchedSales } from "./queries";
import { sweepSales, sweptCurrencies, sweptMonths } from "./sweep";

const OTHER_USER = "a41d8c2e9f7b4a63b5e0c1d2f3a4b5c6";

/** A sandbox on a loopback port on a clock the test moves, a client of it that does not retry by itself, and its control. */
async function provider(at = Date.UTC(2027, 0, 20, 9, 0, 0)) {
  const clock = manualClock(at);
  const s = await serveSandbox({ clock, tokenTtlSeconds: 90 * 24 * 3600 });
  const client = createProviderClient({ baseUrl: s.url, authUrl: s.url, ...s.sandbox.credentials }, { fetch: s.fetch, retry: { maxAttempts: 1 } });
  const { clientId, clientSecret } = s.sandbox.credentials;
  const control = async (path: string, body: unknown) => {
    const response = await fetch(`${s.url}${path}`, {
      method: "POST",
      headers: { authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    expect(response.status).toBeLessThan(300);
    return response.json();
  };
  const outside = (invoiceDate: string, total: number, over: Record<string, unknown> = {}) =>
    control("/_sandbox/sales", {
      requester_id: OTHER_USER,
      charge_code: "engineering",
      start_at: `${invoiceDate}T08:00:00Z`,
      end_at: `${invoiceDate}T08:20:00Z`,
      pickup: { loc: PLACES.sol, name: "Puerta del Sol" },
      dropoff: { loc: PLACES.atocha, name: "Atocha" },
      total,
      invoice_date: invoiceDate,
      ...over,
    });
  return { ...s, clock, client, control, outside };
}

const runner = () => ({ send: vi.fn(async () => "job-id") }) as unknown as JobRunner & { send: ReturnType<typeof vi.fn> };

/** A booking of a journey the sandbox runs, as our database has it once its refresh saw it terminated. */
async function terminatedBooking(db: Db, p: Awaited<ReturnType<typeof provider>>) {
  const stops = [{ loc: PLACES.sol }, { loc: PLACES.retiro }];
  const [item] = await p.client.estimate({ requester_id: REQUESTER, start_type: "asap", stops });
  const { id: journeyId } = await p.client.createJourney({ product_id: item!.product.id, requester_id: REQUESTER, rider: { id: REQUESTER }, stops });
  const booking = await bookedJourney(db, {}, journeyId);
  const read = {
    state: "terminated",
    endState: "drop off",
    finished: true,
    stateTimes: {},
    driver: null,
    vehicle: null,
    waypoints: null,
    totals: null,
    publicUrl: null,
  };
  await saveJourneyRead(db, booking.id, read, new Date(), true);
  return { booking, journeyId };
}

const jobOf = <T extends object>(data: T) => ({ id: "job", data }) as Job<T>;

describe.each(TEST_ENGINES)("the sales jobs on %s", (engine) => {
  const h = useFreshDatabase(engine);

  it("reads a terminated ride's sales once its sale is there, and never again after", async () => {
    const p = await provider();
    const { booking, journeyId } = await terminatedBooking(h.db, p);
    const job = journeySalesJob({ db: async () => h.db, reader: () => p.client });
    const path = `/api/v4/journey/${journeyId}/sales`;

    // Our refresh saw it end before the provider made its sale: look again later.
    const r1 = runner();
    expect(await job.run(jobOf({ bookingId: booking.id }), r1)).toEqual({ kind: "waiting", retryInSeconds: 600 });
    expect(r1.send).toHaveBeenCalledWith(SALES_JOURNEY, expect.objectContaining({ bookingId: booking.id, attempt: 1 }), {
      singletonKey: booking.id,
      startAfter: 600,
    });
    const next = r1.send.mock.calls[0]![1] as { attempt: number; since: string };
    expect(await job.run(jobOf({ bookingId: booking.id, attempt: 3, since: next.since }), runner())).toEqual({ kind: "waiting", retryInSeconds: 4800 });

    p.clock.advance(3 * 3600_000);
    const r2 = runner();
    expect(await job.run(jobOf(next), r2)).toMatchObject({ kind: "read", added: 1, updated: 0 });
    expect(r2.send).not.toHaveBeenCalled();
    const [invoiced] = await invoicedOfBooking(h.db, booking.id);
    expect(invoiced).toMatchObject({ currency: "EUR", count: 1 });
    expect(invoiced!.taxMinor).toBe(Math.round((invoiced!.totalMinor * 10) / 110));

    // A second read asked for (the desk re-read the ride) costs no call.
    expect(await job.run(jobOf({ bookingId: booking.id }), runner())).toEqual({ kind: "had" });
    expect(p.sent(path).map((l) => l.status)).toEqual([200, 200, 200]);
  });

  it("gives up after days without a sale, and reads nothing for a ride that has not ended", async () => {
    const p = await provider();
    const { booking, journeyId } = await terminatedBooking(h.db, p);
    const job = journeySalesJob({ db: async () => h.db, reader: () => p.client });
    const r = runner();
    expect(await job.run(jobOf({ bookingId: booking.id, attempt: 12, since: new Date(Date.now() - 4 * 24 * 3600_000).toISOString() }), r)).toEqual({
      kind: "gave up",
    });
    expect(r.send).not.toHaveBeenCalled();

    const riding = await bookedJourney(h.db);
    expect(await job.run(jobOf({ bookingId: riding.id }), runner())).toEqual({ kind: "skipped" });
    expect(await job.run(jobOf({ bookingId: crypto.randomUUID() }), runner())).toEqual({ kind: "skipped" });
    expect(p.sent(`/api/v4/journey/${journeyId}/sales`)).toHaveLength(1);
  });

  it("runs daily", () => {
    expect(salesSweepJob({ db: async () => h.db, reader: () => ({}) as never }).schedule).toBe("17 4 * * *");
  });

  it("sweeps this month and the last, every page, resumes after a provider failure without counting twice, and learns whose the sales booked elsewhere are", async () => {
    const p = await provider();
    const december = await p.outside("2026-12-30", 990);
    const january = [];
    for (let i = 0; i < 5; i++) january.push(await p.outside("2027-01-1" + i, 1000 + i));
    await bookedJourney(h.db); // the company's rides are priced in EUR
    await replaceRequesters(h.db, [
      { id: REQUESTER, email: "ana@acme.test", name: "Ana" },
      { id: OTHER_USER, email: "bruno@acme.test", name: "Bruno" },
    ]);
    const now = new Date(p.clock.now());
    expect(sweptMonths(now)).toEqual([
      { period: "2026-12", from: "2026-12-01", to: "2026-12-31" },
      { period: "2027-01", from: "2027-01-01", to: "2027-01-31" },
    ]);

    // December is read whole, then January's first page; its second meets the provider's 503.
    const calls = () => p.sent("/api/v4/sales").length;
    const failing = failingAt(p.client, p.sandbox, 3);
    await expect(sweepSales(h.db, failing, now, 2)).rejects.toMatchObject({ kind: "server_error", status: 503 });
    expect(p.sent("/api/v4/sales").map((l) => l.status)).toEqual([200, 200, 503]);
    expect(await unmatchedSales(h.db, "2026-12-01", "2027-01-31")).toHaveLength(3);
    expect(p.sent(`/api/v4/user/${OTHER_USER}/sales`)).toHaveLength(1); // December's sale booked elsewhere is Bruno's

    // Meanwhile a sale is added: the next run resumes (reading the page before again), and finds it too.
    const late = await p.outside("2027-01-19", 1500);
    const resumed = await sweepSales(h.db, p.client, now, 2);
    // December is done for today; January from its first page again (the one before the failed one), through its third.
    // Then whose they are, from the users' own lists (Ana has none this month; Bruno's are 3 pages).
    // Then the 7 currencies no ride or sale has used yet, an empty page for each month.
    expect(resumed).toEqual({ pages: 3 + 7 * 2, userPages: 4, added: 4, updated: 2 });
    const stored = await unmatchedSales(h.db, "2026-12-01", "2027-01-31");
    expect(stored.map((s) => s.code).sort()).toEqual([december, ...january, late].map((s: { code: string }) => s.code).sort());
    expect(stored.every((s) => s.requesterId === OTHER_USER && s.chargeCode === "engineering" && s.bookingId === null)).toBe(true);

    // Done for today: the daily job reads nothing more until tomorrow.
    const quiet = calls();
    expect(await sweepSales(h.db, p.client, now, 2)).toEqual({ pages: 0, userPages: 0, added: 0, updated: 0 });
    expect(calls()).toBe(quiet);
    const tomorrow = await sweepSales(h.db, p.client, new Date(now.getTime() + 24 * 3600_000), 2);
    expect(tomorrow).toEqual({ pages: 4 + 7 * 2, userPages: 0, added: 0, updated: 7 });
  });

  it("sweeps the currencies the company's rides and sales use first, then every other the provider's sales come in", async () => {
    await bookedJourney(h.db, { priceCurrency: "EUR", priceAmount: 1000 });
    await bookedJourney(h.db, { priceCurrency: "MXN", priceAmount: 8900 });
    await bookedJourney(h.db, { priceCurrency: "GBP", priceAmount: 1000 });
    const swept = await sweptCurrencies(h.db);
    expect(swept.slice(0, 2).sort()).toEqual(["EUR", "MXN"]);
    expect([...swept].sort()).toEqual(["ARS", "BRL", "CLP", "COP", "EUR", "MXN", "PEN", "USD"]);
  });

  it("keeps a sale in a currency the company never priced a ride in, in that currency", async () => {
    const p = await provider();
    await bookedJourney(h.db); // the company's rides are priced in EUR
    const lima = { loc: [-12.0464, -77.0428], name: "Plaza Mayor, Lima" };
    const sale = await p.outside("2027-01-12", 2360, { pickup: lima, dropoff: { ...lima, loc: [-12.1219, -77.0297] } });
    // Two days on: the sweeps above finished every month and currency for their own days.
    await sweepSales(h.db, p.client, new Date(p.clock.now() + 2 * 24 * 3600_000), 2);
    const stored = (await unmatchedSales(h.db, "2027-01-01", "2027-01-31")).find((s) => s.code === sale.code);
    expect(stored).toMatchObject({ code: sale.code, currency: "PEN", totalMinor: 2360, taxRate: 18 });
  });
});

/** The client, with the sandbox answering its `n`th read of `/sales` with a 503. */
function failingAt(client: ReturnType<typeof createProviderClient>, sandbox: { state: { faults: { next: number[] } } }, n: number) {
  let count = 0;
  return {
    journeySales: client.journeySales,
    userSales: client.userSales,
    sales: (q: Parameters<typeof client.sales>[0]) => {
      if (++count === n) sandbox.state.faults.next.push(503);
      return client.sales(q);
    },
  };
}
