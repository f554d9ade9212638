import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { SessionUser } from "@/lib/auth/session";
import type { BookingInput } from "@/lib/booking/schema";
import type { DbHandle } from "@/lib/db/client";
import { freshDatabase } from "@/lib/db/testing";
import { ProviderError } from "@/lib/provider/errors";

/**
 * The booking action end to end on a real database, with the provider scripted: what the server
 * checks about the estimate, and what it does with each kind of answer to journey creation.
 */

const REQUESTER = "3c9e1f0a7b2d4e6f8a1b2c3d4e5f6a7b";
let agent: SessionUser = { id: "", email: "agent@example.com", name: "Agent", role: "agent" };
const provider = { estimate: vi.fn(), createJourney: vi.fn(), journey: vi.fn(), hub: vi.fn() };
let handle: DbHandle;

vi.mock("@/lib/auth/session", () => ({ currentUser: async () => agent }));
vi.mock("@/lib/auth/config", () => ({ auth: async () => null }));
vi.mock("@/lib/auth/secret", () => ({ authSecret: () => "test-secret" }));
vi.mock("@/lib/db", () => ({ db: async () => handle.db }));
vi.mock("@/lib/accounts/requesters", () => {
  const bookable = [{ id: REQUESTER, name: "Lucía", surname: "Test", email: "l@acme.example", isDefault: true }];
  return {
    bookableRequesters: async () => bookable,
    requestersIfMayBookFor: async (_db: unknown, _user: unknown, id: string) => (id === REQUESTER ? bookable : null),
  };
});
vi.mock("@/lib/provider", async (original) => ({ ...(await original<typeof import("@/lib/provider")>()), provider: () => provider }));

const { bookJourneyAction, estimateAction } = await import("./actions");
const { auditLog } = await import("@/lib/db/schema");
const { createUser } = await import("@/lib/accounts/queries");
const { savePolicy } = await import("@/lib/policy/queries");
const { defaultPolicy } = await import("@/lib/policy/rules");

const fail = (status: number, message: string | null = null, field: string | null = null, kind?: "timeout") =>
  new ProviderError(status, message, field, "journey creation", kind);
/** A wall-clock date and time in Madrid, some minutes from now. */
const madridIn = (minutes: number) => {
  const [date, time] = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Madrid", dateStyle: "short", timeStyle: "short" })
    .format(new Date(Date.now() + minutes * 60_000))
    .split(" ");
  return { date: date!, time: time! };
};
const stops: [number, number][] = [
  [40.4065, -3.6896],
  [40.4626, -3.689],
];
const item = {
  product: { id: "7d2a4c1e9b8f4a3d8e6c5b4a39281706", name: "Executive", description: "Black car", slug: "executive", service_type: "x" },
  total: { amount: 2150, currency: "EUR" },
  eta: { formatted: "4 min", low_availability: false },
  distance: 6200,
  duration: 900,
  route: "",
  supplements: [],
};

async function priced() {
  provider.estimate.mockResolvedValueOnce([item]);
  const r = await estimateAction({ requesterId: REQUESTER, stops, when: { kind: "asap" } });
  if (!r.ok) throw new Error(r.error.message);
  return r.data;
}

function booking(estimate: Awaited<ReturnType<typeof priced>>, patch: Partial<BookingInput> = {}): BookingInput {
  const p = estimate.products[0]!;
  return {
    intentId: crypto.randomUUID(),
    requesterId: REQUESTER,
    when: { kind: "asap" },
    stops: stops.map((loc, i) => ({ key: `s${i}`, loc, label: i ? "Castellana 200" : "Atocha", contacts: [], meetingPoint: null })),
    estimate: { productId: p.id, productName: p.name, price: p.price, createdAt: estimate.createdAt, seal: p.seal },
    rider: { kind: "guest", name: "Ana Ruiz", mobile: "+34 600 111 222", language: "es" },
    ...patch,
  };
}

beforeAll(async () => {
  handle = await freshDatabase("pglite");
  const row = await createUser(handle.db, { email: agent.email, name: agent.name, role: "agent" });
  agent = { ...agent, id: row.id };
  await savePolicy(handle.db, defaultPolicy(false), { id: null, email: "admin@example.com" });
}, 60_000);
afterAll(async () => {
  vi.useRealTimers();
  await handle?.close();
});
beforeEach(() => {
  vi.useRealTimers();
  for (const f of Object.values(provider)) f.mockReset();
  provider.journey.mockResolvedValue({ id: "x", current_state: "hired" });
});

describe("bookJourneyAction: the estimate", () => {
  it("refuses prices more than 5 minutes old, by the server's clock, without calling the provider", async () => {
    const estimate = await priced();
    vi.useFakeTimers({ now: estimate.createdAt + 5 * 60_000 + 1000, toFake: ["Date"] });
    const r = await bookJourneyAction(booking(estimate));
    expect(r).toMatchObject({ ok: false, error: { code: "estimate_expired" } });
    expect(provider.createJourney).not.toHaveBeenCalled();
  });

  it("refuses an estimate the browser made younger, cheaper, or moved, without calling the provider", async () => {
    const estimate = await priced();
    const base = booking(estimate);
    const forged: BookingInput[] = [
      { ...base, estimate: { ...base.estimate, createdAt: Date.now() + 60_000 } },
      { ...base, estimate: { ...base.estimate, price: { amount: 100, currency: "EUR" } } },
      { ...base, stops: base.stops.map((s, i) => (i === 1 ? { ...s, loc: [40.45, -3.689] } : s)) },
      // A valid reservation time, so only the seal (made for an ASAP estimate) can catch it.
      { ...base, when: { kind: "reserved", ...madridIn(120) } },
    ];
    for (const input of forged) {
      const r = await bookJourneyAction(input);
      expect(r.ok).toBe(false);
      expect(r.ok ? null : r.error.code).toMatch(/estimate_expired|invalid/);
    }
    expect(provider.createJourney).not.toHaveBeenCalled();
  });
});

describe("bookJourneyAction: one journey per intent", () => {
  it("books, records who booked it with an audit entry, and gives the same journey back on a replay", async () => {
    provider.createJourney.mockResolvedValueOnce({ id: "11111111-2222-4333-8444-555555555555", publicUrl: "http://localhost:3000/sandbox/j/abc" });
    const input = booking(await priced());
    const first = await bookJourneyAction(input);
    const replay = await bookJourneyAction(input);
    // No state is claimed before the refresh job has read one, and booking never reads it itself.
    expect(first).toMatchObject({ ok: true, data: { journeyId: "11111111-2222-4333-8444-555555555555", state: null, replay: false } });
    expect(replay).toMatchObject({ ok: true, data: { journeyId: "11111111-2222-4333-8444-555555555555", state: null, replay: true } });
    expect(provider.createJourney).toHaveBeenCalledTimes(1);
    expect(provider.journey).not.toHaveBeenCalled();
    const audits = await handle.db.select().from(auditLog);
    expect(audits.find((a) => a.targetId === "11111111-2222-4333-8444-555555555555")).toMatchObject({ action: "booking.created", actorId: agent.id });
  });

  it("marks a booking without an answer uncertain and never sends it again", async () => {
    provider.createJourney.mockRejectedValueOnce(fail(503));
    const input = booking(await priced());
    const first = await bookJourneyAction(input);
    const again = await bookJourneyAction(input);
    expect(first).toMatchObject({ ok: false, error: { code: "uncertain", bookingId: expect.any(String) } });
    // The same booking, to settle on its page.
    expect(again).toMatchObject({ ok: false, error: { code: "uncertain", bookingId: first.ok ? "" : first.error.bookingId } });
    expect(provider.createJourney).toHaveBeenCalledTimes(1);
  });

  it("treats a timeout the same way: the journey may exist", async () => {
    provider.createJourney.mockRejectedValueOnce(fail(0, null, null, "timeout"));
    const r = await bookJourneyAction(booking(await priced()));
    expect(r).toMatchObject({ ok: false, error: { code: "uncertain" } });
  });

  it("puts a refusal next to its field, in the form's words, and lets the same intent try again", async () => {
    provider.createJourney
      .mockRejectedValueOnce(fail(400, "reason is required by this company's policy", "reason"))
      .mockResolvedValueOnce({ id: "22222222-2222-4333-8444-555555555555", publicUrl: null });
    const input = booking(await priced());
    const refused = await bookJourneyAction(input);
    expect(refused).toMatchObject({ ok: false, error: { code: "provider", fields: { reason: "The reason is required by this company's policy." } } });
    const retried = await bookJourneyAction({ ...input, reason: "Client visit" });
    expect(retried).toMatchObject({ ok: true, data: { journeyId: "22222222-2222-4333-8444-555555555555" } });
    expect(provider.createJourney).toHaveBeenCalledTimes(2);
    // Our policy let it through and the provider refused it: admins are told the two disagree.
    const mismatches = (await handle.db.select().from(auditLog)).filter((a) => a.action === "policy.mismatch");
    expect(mismatches.at(-1)).toMatchObject({
      actorId: agent.id,
      detail: { field: "reason", provider_message: "reason is required by this company's policy" },
    });
  });

  it("offers a retry when the provider is busy, since a 429 booked nothing", async () => {
    provider.createJourney.mockRejectedValueOnce(fail(429));
    const r = await bookJourneyAction(booking(await priced()));
    expect(r).toMatchObject({ ok: false, error: { code: "provider", retryable: true } });
  });

  it("asks for fresh prices when the provider says the estimate is too old", async () => {
    provider.createJourney.mockRejectedValueOnce(fail(400, "product_id comes from an estimate 6 minutes old", "product_id"));
    const r = await bookJourneyAction(booking(await priced()));
    expect(r).toMatchObject({ ok: false, error: { code: "estimate_expired" } });
  });
});

describe("estimateAction", () => {
  it("places the provider's complaint about the pickup next to the pickup", async () => {
    provider.estimate.mockRejectedValueOnce(new ProviderError(400, "stops[0].loc is outside the sandbox's service area", "stops[0].loc", "estimate"));
    const r = await estimateAction({ requesterId: REQUESTER, stops, when: { kind: "asap" } });
    expect(r).toMatchObject({ ok: false, error: { code: "provider", fields: { "stops.0.label": "The pickup is outside the sandbox's service area." } } });
  });
});

describe("identical stops", () => {
  const sameAsPickup: [number, number] = [stops[0]![0] + 0.00005, stops[0]![1]]; // about 6 m away

  it("are not priced: the estimate says which stop to change, without asking the provider", async () => {
    const r = await estimateAction({ requesterId: REQUESTER, stops: [stops[0]!, sameAsPickup], when: { kind: "asap" } });
    expect(r).toMatchObject({ ok: false, error: { code: "invalid", fields: { "stops.1.label": expect.stringMatching(/same place as the pickup/) } } });
    expect(provider.estimate).not.toHaveBeenCalled();
  });

  it("are not booked, whatever the browser sends", async () => {
    const input = booking(await priced());
    const r = await bookJourneyAction({ ...input, stops: [...input.stops.slice(0, 1), { ...input.stops[1]!, loc: sameAsPickup }] });
    expect(r).toMatchObject({ ok: false, error: { code: "invalid", fields: { "stops.1.label": expect.stringMatching(/same place/) } } });
    expect(provider.createJourney).not.toHaveBeenCalled();
  });
});

describe("the rider's name on the booking", () => {
  it("is a company user's name and surname", async () => {
    provider.createJourney.mockResolvedValueOnce({ id: "33333333-2222-4333-8444-555555555555", publicUrl: null });
    const r = await bookJourneyAction(booking(await priced(), { rider: { kind: "user", id: REQUESTER } }));
    expect(r.ok).toBe(true);
    const { bookings } = await import("@/lib/db/schema");
    const rows = await handle.db.select().from(bookings);
    expect(rows.find((b) => b.journeyId === "33333333-2222-4333-8444-555555555555")?.riderName).toBe("Lucía Test");
  });
});

describe("bookJourneyAction: the company's policy", () => {
  const admin = { id: null, email: "admin@example.com" };
  const strict = { ...defaultPolicy(false), labelRequired: true, reasonRequired: true, reasons: [{ text: "Client visit", freeText: true }] };
  afterAll(() => savePolicy(handle.db, defaultPolicy(false), admin));

  it("refuses a booking without the reason and label it requires, marking both, before any provider call", async () => {
    const estimate = await priced();
    await savePolicy(handle.db, strict, admin);
    const r = await bookJourneyAction(booking(estimate));
    expect(r).toMatchObject({
      ok: false,
      error: { code: "invalid", fields: { reason: expect.stringMatching(/Choose a reason/), labelSlug: expect.stringMatching(/Choose a label/) } },
    });
    const other = await bookJourneyAction(
      booking(estimate, { reason: "Team dinner", labelSlug: "sales", preferredDriverId: "d1a2b3c4d5e6f708192a3b4c5d6e7f80" }),
    );
    expect(other).toMatchObject({
      ok: false,
      error: { code: "invalid", fields: { reason: expect.stringMatching(/company's reasons/), preferredDriverId: expect.stringMatching(/own fleet/) } },
    });
    expect(provider.createJourney).not.toHaveBeenCalled();
  });

  it("applies a change to the next booking at once, and sends the preset with the agent's words", async () => {
    const estimate = await priced();
    await savePolicy(handle.db, strict, admin);
    provider.createJourney.mockResolvedValueOnce({ id: "44444444-2222-4333-8444-555555555555", publicUrl: null });
    const r = await bookJourneyAction(booking(estimate, { reason: "Client visit", reasonDetail: "Acme HQ", labelSlug: "sales" }));
    expect(r.ok ? r.data : r.error).toMatchObject({ journeyId: "44444444-2222-4333-8444-555555555555" });
    expect(provider.createJourney).toHaveBeenCalledWith(expect.objectContaining({ reason: "Client visit: Acme HQ", label_slug: "sales" }));
    const { bookings } = await import("@/lib/db/schema");
    const row = (await handle.db.select().from(bookings)).find((b) => b.journeyId === "44444444-2222-4333-8444-555555555555");
    expect(row).toMatchObject({ reason: "Client visit: Acme HQ", reportReason: "Client visit", labelSlug: "sales", reportLabelSlug: "sales" });
    // Labels turned off: the same label is now refused.
    await savePolicy(handle.db, { ...strict, labelsEnabled: false, labelRequired: false }, admin);
    const off = await bookJourneyAction(booking(await priced(), { reason: "Client visit", labelSlug: "sales" }));
    expect(off).toMatchObject({ ok: false, error: { fields: { labelSlug: expect.stringMatching(/turned off/) } } });
    expect(provider.createJourney).toHaveBeenCalledTimes(1);
  });
});

describe("rebooking", () => {
  it("refuses to rebook a booking the agent may not see, as if it did not exist, without calling the provider", async () => {
    const { bookedJourney } = await import("@/lib/booking/testing");
    const someoneElses = await bookedJourney(handle.db, { requesterId: "9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d", createdBy: null });
    const r = await bookJourneyAction(booking(await priced(), { rebookOf: someoneElses.id }));
    expect(r).toMatchObject({ ok: false, error: { code: "not_found" } });
    const unknown = await bookJourneyAction(booking(await priced(), { rebookOf: crypto.randomUUID() }));
    expect(unknown).toMatchObject({ ok: false, error: { code: "not_found", message: r.ok ? "" : r.error.message } });
    expect(provider.createJourney).not.toHaveBeenCalled();
  });

  it("links the new booking to the original and resolves the original's problem as rebooked, with who did it", async () => {
    const { bookedJourney } = await import("@/lib/booking/testing");
    const { bookings } = await import("@/lib/db/schema");
    const { eq } = await import("drizzle-orm");
    const original = await bookedJourney(handle.db, { requesterId: REQUESTER, createdBy: agent.id });
    await handle.db.update(bookings).set({ endState: "no show", finished: true }).where(eq(bookings.id, original.id));
    provider.createJourney.mockResolvedValueOnce({ id: "66666666-2222-4333-8444-555555555555", publicUrl: null });
    const r = await bookJourneyAction(booking(await priced(), { rebookOf: original.id }));
    expect(r.ok).toBe(true);
    const [again] = await handle.db.select().from(bookings).where(eq(bookings.journeyId, "66666666-2222-4333-8444-555555555555"));
    expect(again?.rebookOf).toBe(original.id);
    const [after] = await handle.db.select().from(bookings).where(eq(bookings.id, original.id));
    expect(after).toMatchObject({ attentionResolution: "rebooked", attentionResolvedBy: agent.id });
    const audits = await handle.db.select().from(auditLog);
    expect(audits.find((a) => a.action === "journey.rebooked" && a.targetId === original.id)).toMatchObject({
      actorId: agent.id,
      detail: { resolution: "rebooked", booking: again!.id },
    });
  });

  it("leaves a ride that went well alone when its return trip is booked", async () => {
    const { bookedJourney } = await import("@/lib/booking/testing");
    const { bookings } = await import("@/lib/db/schema");
    const { eq } = await import("drizzle-orm");
    const original = await bookedJourney(handle.db, { requesterId: REQUESTER, createdBy: agent.id });
    await handle.db.update(bookings).set({ endState: "drop off", finished: true }).where(eq(bookings.id, original.id));
    provider.createJourney.mockResolvedValueOnce({ id: "55555555-2222-4333-8444-555555555555", publicUrl: null });
    expect((await bookJourneyAction(booking(await priced(), { rebookOf: original.id }))).ok).toBe(true);
    const [after] = await handle.db.select().from(bookings).where(eq(bookings.id, original.id));
    expect(after?.attentionResolvedAt).toBeNull();
  });

  it("settles an unconfirmed booking booked again as a new ride: not booked, rebooked by whom, linked, off Needs attention", async () => {
    const { bookings } = await import("@/lib/db/schema");
    const { eq, and } = await import("drizzle-orm");
    const { needsAttention } = await import("@/lib/booking/attention-queries");
    provider.createJourney.mockRejectedValueOnce(fail(503, "Service Unavailable"));
    const lost = await bookJourneyAction(booking(await priced()));
    const unconfirmed = lost.ok ? "" : lost.error.bookingId!;
    expect(lost).toMatchObject({ ok: false, error: { code: "uncertain", bookingId: expect.any(String) } });

    // "It was not booked: book it as a new ride": a new intent that rebooks the unconfirmed one.
    provider.createJourney.mockResolvedValueOnce({ id: "77777777-2222-4333-8444-555555555555", publicUrl: null });
    expect((await bookJourneyAction(booking(await priced(), { rebookOf: unconfirmed }))).ok).toBe(true);
    const [again] = await handle.db.select().from(bookings).where(eq(bookings.journeyId, "77777777-2222-4333-8444-555555555555"));
    expect(again?.rebookOf).toBe(unconfirmed);
    const [original] = await handle.db.select().from(bookings).where(eq(bookings.id, unconfirmed));
    expect(original).toMatchObject({ status: "failed", attentionResolution: "rebooked", attentionResolvedBy: agent.id });
    expect(
      await handle.db
        .select()
        .from(bookings)
        .where(and(eq(bookings.id, unconfirmed), needsAttention)),
    ).toEqual([]);
    expect(provider.createJourney).toHaveBeenCalledTimes(2);
  });

  it("also settles the ride an unconfirmed rebooking was for, once it is booked again", async () => {
    const { bookedJourney } = await import("@/lib/booking/testing");
    const { bookings } = await import("@/lib/db/schema");
    const { eq } = await import("drizzle-orm");
    const cancelled = await bookedJourney(handle.db, { requesterId: REQUESTER, createdBy: agent.id });
    await handle.db.update(bookings).set({ endState: "driver cancel", finished: true }).where(eq(bookings.id, cancelled.id));
    provider.createJourney.mockRejectedValueOnce(fail(0, null, null, "timeout"));
    const lost = await bookJourneyAction(booking(await priced(), { rebookOf: cancelled.id }));
    const unconfirmed = lost.ok ? "" : lost.error.bookingId!;
    const [stillCancelled] = await handle.db.select().from(bookings).where(eq(bookings.id, cancelled.id));
    expect(stillCancelled?.attentionResolvedAt).toBeNull();

    provider.createJourney.mockResolvedValueOnce({ id: "88888888-2222-4333-8444-555555555555", publicUrl: null });
    expect((await bookJourneyAction(booking(await priced(), { rebookOf: unconfirmed }))).ok).toBe(true);
    for (const id of [cancelled.id, unconfirmed]) {
      const [row] = await handle.db.select().from(bookings).where(eq(bookings.id, id));
      expect(row).toMatchObject({ attentionResolution: "rebooked", attentionResolvedBy: agent.id });
    }
  });

  it("records a claim that finds its booking abandoned mid-call as uncertain, so its page offers the choice", async () => {
    const { bookings } = await import("@/lib/db/schema");
    const { eq } = await import("drizzle-orm");
    const { STALE_PENDING_MS } = await import("@/lib/booking/queries");
    provider.createJourney.mockResolvedValueOnce({ id: "99999999-2222-4333-8444-555555555555", publicUrl: null });
    const input = booking(await priced());
    expect((await bookJourneyAction(input)).ok).toBe(true);
    // As a crash mid-call leaves it: still pending, long ago.
    await handle.db
      .update(bookings)
      .set({ status: "pending", journeyId: null, updatedAt: new Date(Date.now() - STALE_PENDING_MS - 60_000) })
      .where(eq(bookings.intentId, input.intentId));
    const replay = await bookJourneyAction(input);
    expect(replay).toMatchObject({ ok: false, error: { code: "uncertain" } });
    const [row] = await handle.db.select().from(bookings).where(eq(bookings.intentId, input.intentId));
    expect(row?.status).toBe("uncertain");
  });
});

describe("a ride the guest calls when ready", () => {
  const admin = { id: null, email: "admin@example.com" };
  /** A window from a minute ago to an hour ahead, on the pickup's clock (Madrid). */
  const window = () => {
    const at = (m: number) => new Date(Date.now() + m * 60_000).toLocaleString("sv-SE", { timeZone: "Europe/Madrid" });
    return { kind: "guest_ready" as const, date: at(-1).slice(0, 10), from: at(-1).slice(11, 16), until: at(60).slice(11, 16) };
  };
  const rowOf = async (id: string) => (await handle.db.select().from((await import("@/lib/db/schema")).bookings)).find((b) => b.id === id)!;

  it("lets the guest be picked up where they are only as far as the policy allows, and refuses it in words when it allows none", async () => {
    await savePolicy(handle.db, defaultPolicy(false), admin);
    const refused = await bookJourneyAction(booking(await priced(), { when: { ...window(), guestPosition: true } }));
    const words = /does not let guests be picked up where they are/;
    expect(refused).toMatchObject({ ok: false, error: { code: "invalid", fields: { "when.time": expect.stringMatching(words) } } });
    await savePolicy(handle.db, { ...defaultPolicy(false), guestRadiusM: 1500 }, admin);
    const allowed = await bookJourneyAction(booking(await priced(), { when: { ...window(), guestPosition: true } }));
    if (!allowed.ok) throw new Error(allowed.error.message);
    expect(allowed.data).toMatchObject({ kind: "waiting_for_guest" });
    expect((await rowOf(allowed.data.bookingId)).readyRadiusM).toBe(1500);
    // Not asked for: the planned pickup only, whatever the policy allows.
    const planned = await bookJourneyAction(booking(await priced(), { when: window() }));
    if (!planned.ok) throw new Error(planned.error.message);
    expect((await rowOf(planned.data.bookingId)).readyRadiusM).toBeNull();
    expect(provider.createJourney).not.toHaveBeenCalled();
    await savePolicy(handle.db, defaultPolicy(false), admin);
  });
});
