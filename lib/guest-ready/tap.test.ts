import { eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Db } from "@/lib/db/client";
import { TEST_ENGINES, useFreshDatabase } from "@/lib/db/testing";
import { createProviderClient, type ProviderClient } from "@/lib/provider/client";
import { serveSandbox } from "@/lib/sandbox/testing";
import { USERS } from "@/lib/sandbox/seed/users";
import type { SessionUser } from "@/lib/auth/session";

/**
 * A ride the guest calls when ready, on a real database against the sandbox over HTTP: booked with
 * nothing sent, one journey however many taps, the product by the booking's rule at tap time, the
 * budgets held while the window is open and given back when it closes unused.
 */

const current = vi.hoisted(() => ({ client: null as ProviderClient | null, db: null as Db | null }));
vi.mock("@/lib/auth/secret", () => ({ authSecret: () => "test-secret" }));
vi.mock("@/lib/db", () => ({ db: async () => current.db }));
vi.mock("@/lib/provider", async (original) => ({ ...(await original<typeof import("@/lib/provider")>()), provider: () => current.client! }));

const { book, sendApproved } = await import("@/lib/booking/book");
const { bookingSchemaFor } = await import("@/lib/booking/schema");
const { priceBasket } = await import("@/lib/booking/price-basket");
const { startAtFor } = await import("@/lib/booking/book");
const { defaultPolicy } = await import("@/lib/policy/rules");
const { NO_SPEND_RULES } = await import("@/lib/spend/rules");
const { createUser } = await import("@/lib/accounts/queries");
const { replaceRequesters, setAgentRequesters } = await import("@/lib/accounts/requester-queries");
const { saveSpendRules } = await import("@/lib/spend/policy-queries");
const { saveBudget } = await import("@/lib/spend/budgets-queries");
const { guestTap } = await import("./tap");
const { closeUnusedWindows } = await import("./close");
const { cancelWaitingRide, changeReadyWindow, sendCarNow } = await import("./desk");
const schema = await import("@/lib/db/schema");

const REQUESTER = USERS[0]!.id;
const ATOCHA = { key: "a", label: "Atocha", loc: [40.4065, -3.6896] as [number, number] };
const CASTELLANA = { key: "b", label: "Castellana 200", loc: [40.4626, -3.689] as [number, number] };
const MIN = 60_000;

describe.each(TEST_ENGINES)("a ride the guest calls when ready, on %s", (engine) => {
  const h = useFreshDatabase(engine);
  let agent: SessionUser;
  let sandbox: Awaited<ReturnType<typeof serveSandbox>>;
  const announced: string[] = [];
  const hooks = {
    channelAvailability: () => ({ sms: { available: true }, whatsapp: { available: true }, email: { available: true } }) as never,
    afterBooked: async () => undefined,
    afterHeld: async () => undefined,
    afterWaiting: async (_db: Db, id: string) => void announced.push(id),
    budgetAlerts: async () => undefined,
  };
  const deps = () => ({
    hooks,
    repricer: { estimate: (body: Parameters<ProviderClient["estimate"]>[0]) => current.client!.estimate(body) },
    announce: async (_db: Db, id: string) => void announced.push(id),
  });
  const journeysCreated = () => sandbox.sent("/api/v4/journey").filter((e) => e.method === "POST").length;
  const bookingOf = async (id: string) => (await h.db.select().from(schema.bookings).where(eq(schema.bookings.id, id)))[0]!;
  const committed = async () => (await h.db.select().from(schema.budgetPeriods))[0]?.committedMinor ?? 0;

  /** Books a ride the guest calls within a window of minutes from now (on Madrid's clock), as the booking action does. */
  async function readyRide({
    fromMin = -1,
    untilMin = 60,
    product,
    radiusM,
  }: { fromMin?: number; untilMin?: number; product?: string; radiusM?: number } = {}) {
    const at = (m: number) => new Date(Date.now() + m * MIN).toLocaleString("sv-SE", { timeZone: "Europe/Madrid" });
    const when = { kind: "guest_ready" as const, date: at(fromMin).slice(0, 10), from: at(fromMin).slice(11, 16), until: at(untilMin).slice(11, 16) };
    const priced = await priceBasket({ requesterId: REQUESTER, stops: [ATOCHA.loc, CASTELLANA.loc], when: { kind: "asap" } });
    const chosen = priced.products.find((p) => !product || p.name === product) ?? priced.products[0]!;
    const input = bookingSchemaFor(defaultPolicy(false)).parse({
      intentId: crypto.randomUUID(),
      requesterId: REQUESTER,
      when,
      stops: [ATOCHA, CASTELLANA],
      estimate: { productId: chosen.id, productName: chosen.name, price: chosen.price, createdAt: priced.createdAt, seal: chosen.seal },
      rider: { kind: "guest", name: "Ana Ruiz", mobile: "+34 600 111 222", channels: [] },
      labelSlug: "events-2026",
    });
    const facts = startAtFor(input.when, ATOCHA.loc);
    const outcome = await book({ user: agent, db: h.db }, input, { ...facts, readyRadiusM: radiusM ?? null, riderName: "Ana Ruiz" }, hooks);
    if (outcome.kind === "awaiting_approval") return { ...outcome, token: "", chosen, products: priced.products, opensAt: "", closesAt: "" };
    if (outcome.kind !== "waiting_for_guest") throw new Error(`not waiting: ${outcome.kind}`);
    const row = await bookingOf(outcome.bookingId);
    return { ...outcome, token: row.guestToken!, chosen, products: priced.products };
  }

  /** The product the sandbox prices dearest for this ride: the agent's choice, so that the cheapest is never it by chance. */
  async function dearest() {
    const { products } = await priceBasket({ requesterId: REQUESTER, stops: [ATOCHA.loc, CASTELLANA.loc], when: { kind: "asap" } });
    return [...products].filter((p) => p.price).sort((a, b) => b.price!.amount - a.price!.amount)[0]!.name;
  }

  beforeAll(async () => {
    current.db = h.db;
    await replaceRequesters(
      h.db,
      USERS.filter((u) => u.state === "active"),
    );
    const a = await createUser(h.db, { email: `agent-${engine}@desk.test`, name: "Agent", role: "agent" });
    await setAgentRequesters(h.db, a.id, [REQUESTER], REQUESTER);
    agent = { id: a.id, email: a.email, name: "Agent", role: "agent", locale: "en" };
  });

  beforeEach(async () => {
    current.db = h.db;
    announced.length = 0;
    sandbox = await serveSandbox();
    current.client = createProviderClient(
      { baseUrl: sandbox.url, authUrl: sandbox.url, ...sandbox.sandbox.credentials },
      { fetch: sandbox.fetch, retry: { sleep: async () => {} } },
    );
    for (const t of [schema.budgetCharges, schema.budgetPeriods, schema.budgets]) await h.db.delete(t);
    await saveSpendRules(h.db, NO_SPEND_RULES, { id: null, email: null });
    await saveBudget(
      h.db,
      { scope: "label", subject: "events-2026", period: "month", amountMinor: 1_000_000, currency: "EUR", onExceed: "refuse" },
      { id: null, email: null },
    );
  });

  it("is recorded and charged with nothing sent to the provider, and its guest told", async () => {
    const ride = await readyRide();
    expect(journeysCreated()).toBe(0);
    const row = await bookingOf(ride.bookingId);
    expect(row.status).toBe("waiting_for_guest");
    expect(row.readyUntil!.getTime()).toBe(Date.parse(ride.closesAt));
    expect(await committed()).toBe(ride.chosen.price!.amount);
    expect(announced).toEqual([ride.bookingId]);
  });

  it("books one journey of the agent's product however many taps come at once; a reload or the desk's send books none more", async () => {
    const ride = await readyRide({ product: await dearest() });
    const taps = await Promise.all(Array.from({ length: 5 }, () => guestTap(h.db, ride.token, deps())));
    expect(taps.filter((t) => t.kind === "booked")).toHaveLength(1);
    expect(taps.every((t) => t.kind === "booked" || t.kind === "already")).toBe(true);
    expect(journeysCreated()).toBe(1);
    const row = await bookingOf(ride.bookingId);
    expect(row.status).toBe("booked");
    expect(row.productId).toBe(ride.chosen.id);
    // A reload, or the desk's "Send the car now" after it: still the one journey.
    expect((await guestTap(h.db, ride.token, deps())).kind).toBe("already");
    await expect(sendCarNow({ user: agent, db: h.db }, ride.bookingId, deps())).rejects.toMatchObject({ code: "conflict" });
    expect(journeysCreated()).toBe(1);
  });

  it("picks the guest up where they are, within the ride's radius: priced and sent from there, the rest of the route kept", async () => {
    const ride = await readyRide({ radiusM: 1000 });
    // 2 km away: refused in words, nothing sent, the ride still waiting.
    expect(await guestTap(h.db, ride.token, deps(), new Date(), { lat: 40.4245, lng: -3.6896 })).toEqual({ kind: "too_far" });
    expect(journeysCreated()).toBe(0);
    expect((await bookingOf(ride.bookingId)).status).toBe("waiting_for_guest");

    const here = { lat: 40.4105, lng: -3.6896 };
    expect((await guestTap(h.db, ride.token, deps(), new Date(), here)).kind).toBe("booked");
    const row = await bookingOf(ride.bookingId);
    expect(row.pickupLabel).toBe("40.41050, -3.68960");
    const [journey] = sandbox.sandbox.state.journeys.filter((j) => j.id === row.journeyId);
    expect(journey!.request.stops.map((s) => s.loc)).toEqual([[here.lat, here.lng], CASTELLANA.loc]);
    const estimates = sandbox.sandbox.state.estimates.filter((e) => e.requester_id === REQUESTER);
    expect(estimates.at(-1)!.stops[0]).toEqual([here.lat, here.lng]);
  });

  it("keeps to the planned pickup a ride that does not let the guest be picked up where they are", async () => {
    const ride = await readyRide();
    expect(await guestTap(h.db, ride.token, deps(), new Date(), { lat: 40.4066, lng: -3.6896 })).toEqual({ kind: "position_off" });
    expect(journeysCreated()).toBe(0);
    expect((await guestTap(h.db, ride.token, deps())).kind).toBe("booked");
    expect((await bookingOf(ride.bookingId)).pickupLabel).toBe("Atocha");
  });

  it("takes the cheapest product allowed when the agent's is no longer offered at tap time", async () => {
    const ride = await readyRide({ product: await dearest() });
    await h.db.update(schema.bookings).set({ productId: "no-longer-offered" }).where(eq(schema.bookings.id, ride.bookingId));
    expect((await guestTap(h.db, ride.token, deps())).kind).toBe("booked");
    const cheapest = [...ride.products].filter((p) => p.price).sort((a, b) => a.price!.amount - b.price!.amount)[0]!;
    const row = await bookingOf(ride.bookingId);
    expect(row.productId).toBe(cheapest.id);
    expect((row.request as { product_id: string }).product_id).toBe(cheapest.id);
    expect(await committed()).toBe(cheapest.price!.amount);
  });

  it("after no driver was found, the guest's try again within the window searches again for the same journey, once", async () => {
    const ride = await readyRide();
    expect((await guestTap(h.db, ride.token, deps())).kind).toBe("booked");
    const { journeyId } = await bookingOf(ride.bookingId);
    const control = (path: string, body: unknown) =>
      fetch(`${sandbox.url}/_sandbox/journeys/${journeyId}/${path}`, {
        method: "POST",
        headers: {
          authorization: `Basic ${btoa(`${sandbox.sandbox.credentials.clientId}:${sandbox.sandbox.credentials.clientSecret}`)}`,
          "content-type": "application/json",
        },
        body: JSON.stringify(body),
      });
    expect((await control("outcome", { outcome: "not found" })).status).toBe(200);
    expect((await control("advance", { to: "hired" })).status).toBe(200);
    // As the refresh job records it.
    await h.db.update(schema.bookings).set({ journeyState: "not found", endState: "not found", finished: true }).where(eq(schema.bookings.id, ride.bookingId));
    const withJourneys = { ...deps(), journeys: { rides: current.client!, follow: async () => undefined } };
    // Without the window open, nothing is asked.
    expect((await guestTap(h.db, ride.token, withJourneys, new Date(Date.now() + 2 * 3_600_000))).kind).toBe("already");
    expect((await guestTap(h.db, ride.token, withJourneys)).kind).toBe("booked");
    const row = await bookingOf(ride.bookingId);
    expect(row.attentionResolution).toBe("kept searching");
    expect(row.endState).toBeNull();
    expect(sandbox.sent(`/api/v4/journey/${journeyId}/keep_searching`)).toHaveLength(1);
    expect((await guestTap(h.db, ride.token, withJourneys)).kind).toBe("already");
    expect(journeysCreated()).toBe(1);
  });

  it("says when the window opens before it does, and that it closed after, sending nothing", async () => {
    const early = await readyRide({ fromMin: 30, untilMin: 90 });
    expect(await guestTap(h.db, early.token, deps())).toEqual({ kind: "not_open" });
    const late = await readyRide();
    expect(await guestTap(h.db, late.token, deps(), new Date(Date.now() + 61 * MIN))).toEqual({ kind: "closed" });
    expect(await guestTap(h.db, "A".repeat(32), deps())).toEqual({ kind: "gone" });
    expect(journeysCreated()).toBe(0);
  });

  it("ends a window that closed unused with nothing charged, once, and the agent told; a late tap finds it closed", async () => {
    const ride = await readyRide({ untilMin: 30 });
    const other = await readyRide({ untilMin: 120 });
    const later = new Date(Date.now() + 31 * MIN);
    announced.length = 0;
    expect(await closeUnusedWindows(h.db, deps(), later)).toEqual([ride.bookingId]);
    expect(await closeUnusedWindows(h.db, deps(), later)).toEqual([]);
    expect((await bookingOf(ride.bookingId)).status).toBe("guest_never_ready");
    expect((await bookingOf(other.bookingId)).status).toBe("waiting_for_guest");
    expect(announced).toEqual([ride.bookingId]);
    expect(await committed()).toBe(other.chosen.price!.amount);
    expect((await guestTap(h.db, ride.token, deps())).kind).toBe("closed");
    expect(journeysCreated()).toBe(0);
  });

  it("waits again, still charged, when the provider refuses the guest's car, and the desk hears of it", async () => {
    const ride = await readyRide();
    // A meeting point without its hub's location_id: the sandbox refuses the journey, as the provider would.
    await h.db
      .update(schema.bookings)
      .set({ request: sql`jsonb_set(${schema.bookings.request}, '{stops,0,meeting_point}', '{"id":"mp","loc":[40.4065,-3.6896],"name":"Rank"}'::jsonb)` })
      .where(eq(schema.bookings.id, ride.bookingId));
    announced.length = 0;
    expect(await guestTap(h.db, ride.token, deps())).toEqual({ kind: "refused" });
    const row = await bookingOf(ride.bookingId);
    expect(row.status).toBe("waiting_for_guest");
    expect(row.error?.status).toBe(400);
    expect(await committed()).toBe(ride.chosen.price!.amount);
    expect(announced).toEqual([ride.bookingId]);
  });

  it("outside the spend rules, waits for an approver first, and the yes lets it wait for the guest, still unsent", async () => {
    await saveSpendRules(h.db, { ...NO_SPEND_RULES, maxPrice: { amountMinor: 1, currency: "EUR", outcome: "approve" } }, { id: null, email: null });
    const held = await readyRide();
    expect(held.kind).toBe("awaiting_approval");
    expect((await bookingOf(held.bookingId)).status).toBe("awaiting_approval");
    announced.length = 0;
    const yes = await sendApproved({ user: agent, db: h.db }, held.bookingId, hooks);
    expect(yes?.kind).toBe("waiting_for_guest");
    expect((await bookingOf(held.bookingId)).status).toBe("waiting_for_guest");
    expect(await sendApproved({ user: agent, db: h.db }, held.bookingId, hooks)).toBeNull();
    expect(announced).toEqual([held.bookingId]);
    expect(journeysCreated()).toBe(0);
  });

  it("has its window moved by the desk, checked as at booking: one ending before it starts is refused in words and changes nothing", async () => {
    const ride = await readyRide();
    const ctx = { user: agent, db: h.db };
    const before = await bookingOf(ride.bookingId);
    await expect(changeReadyWindow(ctx, { bookingId: ride.bookingId, date: "2099-01-01", from: "10:00", until: "12:00" })).rejects.toMatchObject({
      code: "invalid",
      message: '$booking.when.ready.tooFar{"days":60}',
    });
    const tomorrow = new Date(Date.now() + 86_400_000).toLocaleString("sv-SE", { timeZone: "Europe/Madrid" }).slice(0, 10);
    await expect(changeReadyWindow(ctx, { bookingId: ride.bookingId, date: tomorrow, from: "12:00", until: "10:00" })).rejects.toMatchObject({
      fields: { "when.time": "$booking.when.ready.backwards" },
    });
    expect((await bookingOf(ride.bookingId)).readyUntil).toEqual(before.readyUntil);
    const moved = await changeReadyWindow(ctx, { bookingId: ride.bookingId, date: tomorrow, from: "17:00", until: "19:00" });
    const row = await bookingOf(ride.bookingId);
    expect(row.readyFrom!.toISOString()).toBe(moved.opensAt);
    expect(row.readyUntil!.toISOString()).toBe(moved.closesAt);
    // The guest cannot call it before its new window opens.
    expect(await guestTap(h.db, ride.token, deps())).toEqual({ kind: "not_open" });
  });

  it("is cancelled by the desk with its budgets given back, and cannot then be called", async () => {
    const ride = await readyRide();
    await cancelWaitingRide({ user: agent, db: h.db }, ride.bookingId);
    expect((await bookingOf(ride.bookingId)).status).toBe("ready_cancelled");
    expect(await committed()).toBe(0);
    expect((await guestTap(h.db, ride.token, deps())).kind).toBe("closed");
    expect(journeysCreated()).toBe(0);
  });
});
