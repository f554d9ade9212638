import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { fileStore } from "../file-store";
import { estimateAndBook, PLACES, REQUESTER, stopsOf, testSandbox, type TestSandbox } from "../testing";

const OTHER_USER = "a41d8c2e9f7b4a63b5e0c1d2f3a4b5c6";
const PERIOD = { from: "2027-01-01", to: "2027-01-31", currency: "EUR", page: "1", per: "20" };

let t: TestSandbox;
let tok: string;
beforeEach(async () => {
  t = testSandbox({ tokenTtlSeconds: 7 * 24 * 3600 });
  tok = await t.token();
});

const sales = (query: Record<string, string> = PERIOD, path = "/api/v4/sales") => t.call("GET", path, { token: tok, query });
const journeySales = (id: string) => t.call("GET", `/api/v4/journey/${id}/sales`, { token: tok });
const terminate = (id: string) => control("POST", `/_sandbox/journeys/${id}/advance`, { to: "terminated" });

async function bookAndEnd(journey: Record<string, unknown> = { label_slug: "sales-emea" }) {
  const { booked } = await estimateAndBook(t, tok, { stops: stopsOf(PLACES.sol, PLACES.retiro), journey });
  expect(booked.status).toBe(200);
  return booked.json.id as string;
}

/** Control calls carry the sandbox's own client credentials as Basic auth. */
async function control(method: string, path: string, body: unknown) {
  const { clientId, clientSecret } = t.sandbox.credentials;
  const response = await t.sandbox.handle(
    new Request(`http://sandbox.test${path}`, {
      method,
      headers: { authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}`, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  return { status: response.status, json: await response.json() };
}

describe("the sales endpoints' strict parameters", () => {
  it.each([
    ["from", "from is required: a date as YYYY-MM-DD"],
    ["to", "to is required: a date as YYYY-MM-DD"],
    ["currency", "currency is required: one of EUR, CLP, PEN, MXN, COP, USD, BRL, ARS"],
    ["page", "page is required: a whole number from 1 to 100000"],
    ["per", "per is required: a whole number from 1 to 100"],
  ])("refuses a request without %s, naming it", async (name, message) => {
    const query: Record<string, string> = { ...PERIOD };
    delete query[name];
    for (const path of ["/api/v4/sales", `/api/v4/user/${REQUESTER}/sales`]) {
      const answer = await sales(query, path);
      expect(answer.status).toBe(400);
      expect(answer.json).toEqual({ message, field: name });
    }
  });

  it.each([
    [{ from: "2027-1-01" }, "from"],
    [{ to: "2027-02-30" }, "to"],
    [{ from: "2027-02-01", to: "2027-01-31" }, "to"],
    [{ currency: "eur" }, "currency"],
    [{ currency: "GBP" }, "currency"],
    [{ page: "0" }, "page"],
    [{ page: "1.5" }, "page"],
    [{ per: "101" }, "per"],
    [{ per: "ten" }, "per"],
  ])("refuses a malformed parameter %j", async (bad, field) => {
    const answer = await sales({ ...PERIOD, ...bad });
    expect(answer.status).toBe(400);
    expect(answer.json.field).toBe(field);
  });

  it("asks for a token, and knows /user/ in the singular only", async () => {
    expect((await t.call("GET", "/api/v4/sales", { query: PERIOD })).status).toBe(401);
    expect((await sales(PERIOD, `/api/v4/users/${REQUESTER}/sales`)).status).toBe(404);
    expect((await sales(PERIOD, "/api/v4/user/ffffffffffffffffffffffffffffffff/sales")).status).toBe(404);
  });
});

describe("a journey's sale", () => {
  it("comes when the journey becomes terminated, once, with Spain's 10 % IVA and the label as charge code", async () => {
    const id = await bookAndEnd();
    expect((await journeySales(id)).json).toEqual([]);
    expect((await terminate(id)).status).toBe(200);

    const first = await journeySales(id);
    expect(first.status).toBe(200);
    expect(first.json).toHaveLength(1);
    const sale = first.json[0];
    const price = t.sandbox.state.journeys.find((j) => j.id === id)!.price;
    expect(sale).toMatchObject({
      currency: "EUR",
      invoice_date: "2027-01-12",
      price_details: { total: price.amount, discount: 0, tax_rate: 10, tax_type: "iva" },
      concept: { type: "journey", type_object: { id, charge_code: "sales-emea", country: "ES", region: "madrid" } },
    });
    expect(sale.code).toMatch(/^[0-9A-F]{12}$/);
    expect(sale.concept.type_object.pickup).toMatchObject({ loc: PLACES.sol, contacts: [] });
    expect(sale.concept.type_object.dropoff.loc).toEqual(PLACES.retiro);
    expect(Date.parse(sale.concept.type_object.end_at)).toBeGreaterThan(Date.parse(sale.concept.type_object.start_at));

    // Read again and through the lists: the same one sale.
    expect((await journeySales(id)).json).toEqual([sale]);
    expect((await sales()).json).toMatchObject({ data: [sale], page: 1, pages: 1, per: 20, total: 1 });
    expect((await sales(PERIOD, `/api/v4/user/${REQUESTER}/sales`)).json.total).toBe(1);
    expect((await sales(PERIOD, `/api/v4/user/${OTHER_USER}/sales`)).json).toEqual({ data: [], page: 1, pages: 1, per: 20, total: 0 });
  });

  it("is made for no journey that ended otherwise, and a journey it does not know is not found", async () => {
    const id = await bookAndEnd();
    expect((await t.call("POST", `/api/v4/journey/${id}/state`, { token: tok })).status).toBe(200);
    t.clock.advance(3 * 3600_000);
    expect((await journeySales(id)).json).toEqual([]);
    expect((await journeySales("00000000-0000-4000-8000-000000000000")).status).toBe(404);
  });

  it("lists by period and currency, page by page, in the order the sales were made", async () => {
    const ids = [await bookAndEnd(), await bookAndEnd(), await bookAndEnd()];
    for (const id of ids) await terminate(id);
    const p1 = await sales({ ...PERIOD, per: "2" });
    const p2 = await sales({ ...PERIOD, per: "2", page: "2" });
    expect(p1.json).toMatchObject({ page: 1, pages: 2, per: 2, total: 3 });
    expect(p2.json.data).toHaveLength(1);
    expect([...p1.json.data, ...p2.json.data].map((s: { concept: { type_object: { id: string } } }) => s.concept.type_object.id)).toEqual(ids);
    expect((await sales({ ...PERIOD, page: "9" })).json).toMatchObject({ data: [], page: 9, total: 3 });
    // A sale made between two pages' reads is on the next read: the list is not held past a change.
    const fourth = await bookAndEnd();
    await terminate(fourth);
    expect((await sales({ ...PERIOD, per: "2", page: "2" })).json).toMatchObject({ pages: 2, total: 4 });
    expect((await sales({ ...PERIOD, per: "2", page: "2" })).json.data.at(-1).concept.type_object.id).toBe(fourth);
    expect((await sales({ ...PERIOD, currency: "CLP" })).json.total).toBe(0);
    expect((await sales({ ...PERIOD, from: "2027-01-13" })).json.total).toBe(0);
  });
});

describe("the control endpoints", () => {
  it("issues a rectification: a new sale pointing at the one it corrects, listed with the journey's", async () => {
    const id = await bookAndEnd();
    await terminate(id);
    const [sale] = (await journeySales(id)).json;
    const fix = await control("POST", `/_sandbox/sales/${sale.code}/rectification`, { total: -250, description: "Detour refunded" });
    expect(fix.status).toBe(201);
    expect(fix.json).toMatchObject({
      currency: "EUR",
      price_details: { total: -250, tax_rate: 10, tax_type: "iva" },
      concept: { type: "rectification", type_object: { description: "Detour refunded", rectified_sale_id: sale.code } },
    });
    expect((await journeySales(id)).json.map((s: { code: string }) => s.code)).toEqual([sale.code, fix.json.code]);
    expect((await sales()).json.total).toBe(2);
    expect((await control("POST", "/_sandbox/sales/NOSUCHSALE/rectification", { total: 1 })).status).toBe(404);
    expect((await control("POST", `/_sandbox/sales/${sale.code}/rectification`, { total: 1.5 })).json.field).toBe("total");
  });

  it("adds a sale for a ride booked elsewhere, in whole pesos in Chile", async () => {
    const madrid = await control("POST", "/_sandbox/sales", {
      requester_id: OTHER_USER,
      charge_code: "engineering",
      start_at: "2027-01-10T17:06:00Z",
      end_at: "2027-01-10T17:30:00Z",
      pickup: { loc: PLACES.sol, name: "Puerta del Sol" },
      dropoff: { loc: PLACES.atocha, name: "Atocha" },
      total: 1840,
    });
    expect(madrid.status).toBe(201);
    expect(madrid.json).toMatchObject({
      currency: "EUR",
      price_details: { total: 1840, tax_rate: 10 },
      concept: { type_object: { charge_code: "engineering" } },
    });
    const journeyId = madrid.json.concept.type_object.id;
    expect((await journeySales(journeyId)).json).toEqual([madrid.json]);
    expect((await sales(PERIOD, `/api/v4/user/${OTHER_USER}/sales`)).json.data).toEqual([madrid.json]);

    const santiago = await control("POST", "/_sandbox/sales", {
      requester_id: OTHER_USER,
      start_at: "2027-01-10T17:06:00Z",
      end_at: "2027-01-10T17:30:00Z",
      pickup: { loc: [-33.4372, -70.6506] },
      dropoff: { loc: [-33.4263, -70.6109] },
      total: 8900,
    });
    expect(santiago.json).toMatchObject({ currency: "CLP", price_details: { total: 8900, tax_rate: 19 }, concept: { type_object: { country: "CL" } } });
    expect((await sales({ ...PERIOD, currency: "CLP" })).json.total).toBe(1);

    const stranger = await control("POST", "/_sandbox/sales", { ...madrid.json.concept.type_object, total: 1 });
    expect(stranger.status).toBe(400);
    const unknownUser = await control("POST", "/_sandbox/sales", {
      requester_id: "ffffffffffffffffffffffffffffffff",
      start_at: "2027-01-10T17:06:00Z",
      end_at: "2027-01-10T17:30:00Z",
      pickup: { loc: PLACES.sol },
      dropoff: { loc: PLACES.atocha },
      total: 1,
    });
    expect(unknownUser.json).toMatchObject({ field: "requester_id" });
  });

  it("makes the sale after the delay set, for journeys booked from then on", async () => {
    const before = await bookAndEnd();
    expect((await control("GET", "/_sandbox/sales/settings", undefined)).json).toEqual({ close_after_ms: 600_000 });
    expect((await control("PATCH", "/_sandbox/sales/settings", { close_after_ms: 60_000 })).json).toEqual({ close_after_ms: 60_000 });
    const after = await bookAndEnd();
    for (const id of [before, after]) await control("POST", `/_sandbox/journeys/${id}/advance`, { to: "drop off" });
    t.clock.advance(61_000);
    expect((await journeySales(after)).json).toHaveLength(1);
    expect((await journeySales(before)).json).toEqual([]);
    expect((await control("PATCH", "/_sandbox/sales/settings", { close_after_ms: -1 })).json.field).toBe("close_after_ms");
  });

  it("answers 404 when the sandbox's control is off", async () => {
    const closed = testSandbox({ control: false });
    const { clientId, clientSecret } = closed.sandbox.credentials;
    const response = await closed.sandbox.handle(
      new Request("http://sandbox.test/_sandbox/sales", {
        method: "POST",
        headers: { authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}` },
        body: "{}",
      }),
    );
    expect(response.status).toBe(404);
  });
});

it("keeps its sales across a restart", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sandbox-sales-"));
  t = testSandbox({ store: fileStore(dir) });
  tok = await t.token();
  const id = await bookAndEnd();
  await terminate(id);
  const [sale] = (await journeySales(id)).json;

  t = testSandbox({ store: fileStore(dir) });
  tok = await t.token();
  expect(t.sandbox.state.sales[sale.code]?.sale).toEqual(sale);
  expect((await journeySales(id)).json).toEqual([sale]);
});
