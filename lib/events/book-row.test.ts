import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { DbHandle } from "@/lib/db/client";
import { freshDatabase } from "@/lib/db/testing";
import { ProviderError } from "@/lib/provider/errors";

/**
 * Booking an event's rows on a real database with the provider scripted: each row under its own
 * intent, once whatever is run twice; fresh prices and the tolerance; what each answer makes of a row.
 */

const REQUESTER = "3c9e1f0a7b2d4e6f8a1b2c3d4e5f6a7b";
const provider = { estimate: vi.fn(), createJourney: vi.fn(), journey: vi.fn(), hub: vi.fn() };
let handle: DbHandle;

vi.mock("@/lib/auth/secret", () => ({ authSecret: () => "test-secret" }));
vi.mock("@/lib/db", () => ({ db: async () => handle.db }));
vi.mock("@/lib/provider", async (original) => ({ ...(await original<typeof import("@/lib/provider")>()), provider: () => provider }));

const { bookRow } = await import("./book-row");
const { book } = await import("@/lib/booking/book");
const { channelAvailability } = await import("@/lib/outbound/settings-queries");
const { createUser } = await import("@/lib/accounts/queries");
const { getPolicy, savePolicy } = await import("@/lib/policy/queries");
const { defaultPolicy } = await import("@/lib/policy/rules");
const { bookings, eventBatches, eventRows } = await import("@/lib/db/schema");
const { replaceRequesters, setAgentRequesters } = await import("@/lib/accounts/requester-queries");
const { intentIdFor } = await import("./row-key");

const eur = (amount: number) => ({ amount, currency: "EUR" });
const product = (amount: number) => ({ id: "7d2a4c1e9b8f4a3d8e6c5b4a39281706", name: "Executive", price: eur(amount), eta: "4 min" });
const estimate = vi.fn();
// What follows a booking (following the journey, telling the guest) is other tests' subject.
const hooks = {
  channelAvailability: () => channelAvailability(),
  afterBooked: async () => undefined,
  afterHeld: async () => undefined,
  budgetAlerts: async () => undefined,
};
const deps = {
  estimate,
  book: (...a: Parameters<typeof book>) => book(a[0], a[1], a[2], hooks),
  policy: (db: DbHandle["db"]) => getPolicy(db),
} as unknown as Parameters<typeof bookRow>[1];

let agentId = "";
let seq = 0;

/** A confirmed row as the checks and the confirmation leave it. */
async function confirmedRow(over: { estimateAgeMs?: number; confirmed?: number; price?: number } = {}) {
  const db = handle.db;
  const [batch] = await db.insert(eventBatches).values({ name: "Offsite", createdBy: agentId, status: "booking" }).returning();
  const now = Date.now();
  const price = over.price ?? 2150;
  const [row] = await db
    .insert(eventRows)
    .values({
      batchId: batch!.id,
      rowKey: `row-${++seq}`,
      rowNumber: 2,
      groupName: "Day 1",
      cells: {},
      status: "queued",
      draft: {
        requesterId: REQUESTER,
        when: { kind: "asap" },
        startAt: null,
        zone: "Europe/Madrid",
        stops: [
          { key: "a", loc: [40.4065, -3.6896], label: "Atocha", contacts: [], meetingPoint: null },
          { key: "b", loc: [40.4626, -3.689], label: "Castellana 200", contacts: [], meetingPoint: null },
        ],
        rider: { kind: "guest", name: `Guest ${seq}`, mobile: "+34 600 111 222", language: "es" },
      },
      estimate: {
        products: [product(price)],
        productId: product(price).id,
        productName: "Executive",
        price: eur(price),
        etaMinutes: 4,
        createdAt: now - (over.estimateAgeMs ?? 0),
      },
      confirmedPrice: eur(over.confirmed ?? price),
    })
    .returning();
  return { batch: batch!, row: row! };
}

const rowNow = async (id: string) => (await handle.db.select().from(eventRows).where(eq(eventRows.id, id)))[0]!;

beforeAll(async () => {
  handle = await freshDatabase("pglite");
  await replaceRequesters(handle.db, [{ id: REQUESTER, email: "lucia@acme.example", name: "Lucía", surname: "Test" }]);
  const agent = await createUser(handle.db, { email: "agent@events.test", name: "Agent", role: "agent" });
  await setAgentRequesters(handle.db, agent.id, [REQUESTER], REQUESTER);
  agentId = agent.id;
  await savePolicy(handle.db, defaultPolicy(false), { id: null, email: "admin@example.com" });
}, 60_000);
afterAll(() => handle?.close());
beforeEach(() => {
  for (const f of [...Object.values(provider), estimate]) f.mockReset();
  provider.journey.mockResolvedValue({ id: "x", current_state: "hire" });
  provider.hub.mockResolvedValue(null);
});

describe("booking an event's row", () => {
  it("books it once, under the intent its batch and key give it, with its event and group on the booking", async () => {
    const { batch, row } = await confirmedRow();
    provider.createJourney.mockResolvedValueOnce({ id: "j-1", publicUrl: null });
    const outcome = await bookRow(handle.db, deps, row.id);
    expect(outcome).toMatchObject({ kind: "booked" });
    const [booking] = await handle.db
      .select()
      .from(bookings)
      .where(eq(bookings.intentId, intentIdFor(batch.id, row.rowKey)));
    expect(booking).toMatchObject({ status: "booked", journeyId: "j-1", eventBatchId: batch.id, eventGroup: "Day 1", riderName: row.draft && "Guest " + seq });
    expect(await bookRow(handle.db, deps, row.id)).toEqual({ kind: "skipped", status: "booked" });
    expect(provider.createJourney).toHaveBeenCalledTimes(1);
  });

  it("books a row without a label as the checks save it (its label null), with no label", async () => {
    const { row } = await confirmedRow();
    await handle.db
      .update(eventRows)
      .set({ draft: { ...row.draft, labelSlug: null } })
      .where(eq(eventRows.id, row.id));
    provider.createJourney.mockResolvedValueOnce({ id: "j-no-label", publicUrl: null });
    expect(await bookRow(handle.db, deps, row.id)).toMatchObject({ kind: "booked" });
    expect(provider.createJourney.mock.calls[0]![0]).toMatchObject({ label_slug: null });
  });

  it("after a crash mid-booking, a second run gets the first booking back instead of a second ride", async () => {
    const { row } = await confirmedRow();
    provider.createJourney.mockResolvedValueOnce({ id: "j-crash", publicUrl: null });
    await bookRow(handle.db, deps, row.id);
    // As a crash leaves it: booked at the provider and in bookings, the row still "booking".
    await handle.db.update(eventRows).set({ status: "booking", bookingId: null }).where(eq(eventRows.id, row.id));
    const again = await bookRow(handle.db, deps, row.id);
    expect(again).toMatchObject({ kind: "booked" });
    expect(provider.createJourney).toHaveBeenCalledTimes(1);
    expect((await rowNow(row.id)).bookingId).toBe((again as { bookingId: string }).bookingId);
  });

  it("prices an old estimate again, and books a price within the tolerance", async () => {
    const { row } = await confirmedRow({ estimateAgeMs: 6 * 60_000, price: 2000 });
    estimate.mockResolvedValueOnce({ createdAt: Date.now(), startAt: null, zone: "Europe/Madrid", products: [product(2200)] });
    provider.createJourney.mockResolvedValueOnce({ id: "j-fresh", publicUrl: null });
    expect(await bookRow(handle.db, deps, row.id)).toMatchObject({ kind: "booked" });
    expect(estimate).toHaveBeenCalledTimes(1);
    expect((await rowNow(row.id)).estimate?.price).toEqual(eur(2200));
  });

  it("a fresh price past the tolerance waits for the agent, and nothing is booked", async () => {
    const { row } = await confirmedRow({ estimateAgeMs: 6 * 60_000, price: 2000 });
    estimate.mockResolvedValueOnce({ createdAt: Date.now(), startAt: null, zone: "Europe/Madrid", products: [product(2201)] });
    expect(await bookRow(handle.db, deps, row.id)).toMatchObject({ kind: "waiting_price", estimate: { price: eur(2201) } });
    expect(provider.createJourney).not.toHaveBeenCalled();
    expect(await rowNow(row.id)).toMatchObject({ status: "waiting_price", confirmedPrice: eur(2000) });
  });

  it("a busy provider is tried again under the same intent; an unanswered one leaves the row uncertain", async () => {
    const { batch, row } = await confirmedRow();
    provider.createJourney.mockRejectedValueOnce(new ProviderError(429, "Too many requests", null, "journey creation"));
    await expect(bookRow(handle.db, deps, row.id)).rejects.toBeInstanceOf(ProviderError);
    provider.createJourney.mockResolvedValueOnce({ id: "j-after-429", publicUrl: null });
    expect(await bookRow(handle.db, deps, row.id)).toMatchObject({ kind: "booked" });
    expect(
      await handle.db
        .select()
        .from(bookings)
        .where(eq(bookings.intentId, intentIdFor(batch.id, row.rowKey))),
    ).toHaveLength(1);

    const lost = await confirmedRow();
    provider.createJourney.mockRejectedValueOnce(new ProviderError(0, null, null, "journey creation", "timeout"));
    expect(await bookRow(handle.db, deps, lost.row.id)).toMatchObject({ kind: "uncertain" });
    expect(await rowNow(lost.row.id)).toMatchObject({ status: "uncertain" });
  });

  it("a refusal is the row's outcome, in the provider's words", async () => {
    const { row } = await confirmedRow();
    provider.createJourney.mockRejectedValueOnce(new ProviderError(400, "The pickup is outside the service area", "stops", "journey creation"));
    const outcome = await bookRow(handle.db, deps, row.id);
    expect(outcome.kind).toBe("refused");
    expect((await rowNow(row.id)).problem).toMatch(/service area|booking\./);
  });

  it("a row whose requester the agent may no longer book for is refused in words, and nothing is booked", async () => {
    const { row } = await confirmedRow();
    // An admin takes the requester away after the event was priced and confirmed.
    await setAgentRequesters(handle.db, agentId, [], null);
    try {
      expect(await bookRow(handle.db, deps, row.id)).toEqual({ kind: "refused", problem: expect.stringContaining("events.book.notYourRequester") });
      expect(provider.createJourney).not.toHaveBeenCalled();
      expect(await rowNow(row.id)).toMatchObject({ status: "refused", bookingId: null });
    } finally {
      await setAgentRequesters(handle.db, agentId, [REQUESTER], REQUESTER);
    }
  });
});
