import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { DbHandle } from "@/lib/db/client";
import { freshDatabase } from "@/lib/db/testing";
import { createProviderClient, type ProviderClient } from "@/lib/provider/client";
import { serveSandbox } from "@/lib/sandbox/testing";
import { USERS } from "@/lib/sandbox/seed/users";
import { inEnglish } from "@/lib/i18n/in-english";
import type { SessionUser } from "@/lib/auth/session";

/**
 * Answering a held ride on a real database against the sandbox over HTTP: a yes books it once
 * however many come, a no or the deadline's fallback sends nothing, and the budgets follow.
 */

const current = vi.hoisted(() => ({ client: null as ProviderClient | null }));
let handle: DbHandle;
vi.mock("@/lib/auth/secret", () => ({ authSecret: () => "test-secret" }));
vi.mock("@/lib/db", () => ({ db: async () => handle.db }));
vi.mock("@/lib/provider", async (original) => ({ ...(await original<typeof import("@/lib/provider")>()), provider: () => current.client! }));

const { book } = await import("@/lib/booking/book");
const { bookingSchemaFor } = await import("@/lib/booking/schema");
const { priceBasket } = await import("@/lib/booking/price-basket");
const { defaultPolicy } = await import("@/lib/policy/rules");
const { createUser } = await import("@/lib/accounts/queries");
const { replaceRequesters, setAgentRequesters } = await import("@/lib/accounts/requester-queries");
const { saveSpendRules } = await import("@/lib/spend/policy-queries");
const { saveBudget } = await import("@/lib/spend/budgets-queries");
const { NO_SPEND_RULES } = await import("@/lib/spend/rules");
const { answerApproval } = await import("./answer");
const { runOverdueFallbacks } = await import("./fallback");
const { answerEvent } = await import("./answer-event");
const { withdrawHeldRide } = await import("./withdraw");
const schema = await import("@/lib/db/schema");

const REQUESTER = USERS[0]!.id;
const ATOCHA = { key: "a", label: "Atocha", loc: [40.4065, -3.6896] as [number, number] };
const CASTELLANA = { key: "b", label: "Castellana 200", loc: [40.4626, -3.689] as [number, number] };
const hooks = {
  channelAvailability: () => ({ sms: { available: true }, whatsapp: { available: true }, email: { available: true } }) as never,
  afterBooked: async () => undefined,
  afterHeld: async () => undefined,
  budgetAlerts: async () => undefined,
};
const userOf = (u: { id: string; email: string; name: string; role: SessionUser["role"] }): SessionUser => ({
  id: u.id,
  email: u.email,
  name: u.name,
  role: u.role,
  locale: "en",
});

let agent: SessionUser, approver: SessionUser, admin: SessionUser;
let sandbox: Awaited<ReturnType<typeof serveSandbox>>;
const journeysCreated = () => sandbox.sent("/api/v4/journey").filter((e) => e.method === "POST").length;

/** A ride held for approval as the agent books it: priced at the sandbox, then book() under the spend rules. */
async function heldRide(product?: string, event?: { batchId: string; group: string | null }, intentId: string = crypto.randomUUID()) {
  const priced = await priceBasket({ requesterId: REQUESTER, stops: [ATOCHA.loc, CASTELLANA.loc], when: { kind: "asap" } });
  const chosen = priced.products.find((p) => !product || p.name === product) ?? priced.products[0]!;
  const input = bookingSchemaFor(defaultPolicy(false)).parse({
    intentId,
    requesterId: REQUESTER,
    when: { kind: "asap" },
    stops: [ATOCHA, CASTELLANA],
    estimate: { productId: chosen.id, productName: chosen.name, price: chosen.price, createdAt: priced.createdAt, seal: chosen.seal },
    rider: { kind: "guest", name: "Ana Ruiz", mobile: "+34 600 111 222", channels: [] },
    labelSlug: "events-2026",
  });
  const outcome = await book(
    { user: agent, db: handle.db },
    input,
    { startAt: null, zone: "Europe/Madrid", riderName: "Ana Ruiz", ...(event ? { event } : {}) },
    hooks,
  );
  if (outcome.kind !== "awaiting_approval") return outcome as never;
  return { ...outcome, price: chosen.price!, products: priced.products };
}

const deps = () => ({
  hooks,
  repricer: { estimate: (body: Parameters<ProviderClient["estimate"]>[0]) => current.client!.estimate(body) },
  policy: async () => ({ priceTolerancePct: 10 }),
});
const bookingOf = async (id: string) => (await handle.db.select().from(schema.bookings).where(eq(schema.bookings.id, id)))[0]!;
const used = async () => (await handle.db.select().from(schema.budgetPeriods))[0]!;

beforeAll(async () => {
  handle = await freshDatabase("pglite");
  await replaceRequesters(
    handle.db,
    USERS.filter((u) => u.state === "active"),
  );
  const a = await createUser(handle.db, { email: "agent@desk.test", name: "Agent", role: "agent" });
  await setAgentRequesters(handle.db, a.id, [REQUESTER], REQUESTER);
  agent = userOf({ ...a, role: "agent" });
  approver = userOf({ ...(await createUser(handle.db, { email: "approver@desk.test", name: "Paula Approver", role: "approver" })), role: "approver" });
  admin = userOf({ ...(await createUser(handle.db, { email: "admin@desk.test", name: "Admin", role: "admin" })), role: "admin" });
  await handle.db.insert(schema.labelApprovers).values({ labelSlug: "events-2026", userId: approver.id });
}, 60_000);
afterAll(() => handle?.close());
beforeEach(async () => {
  sandbox = await serveSandbox();
  current.client = createProviderClient(
    { baseUrl: sandbox.url, authUrl: sandbox.url, ...sandbox.sandbox.credentials },
    { fetch: sandbox.fetch, retry: { sleep: async () => {} } },
  );
  for (const t of [schema.approvals, schema.budgetCharges, schema.budgetPeriods, schema.budgets]) await handle.db.delete(t);
  // Every ride over 1 cent waits for a yes; a budget with plenty of room counts them.
  await saveSpendRules(
    handle.db,
    { ...NO_SPEND_RULES, maxPrice: { amountMinor: 1, currency: "EUR", outcome: "approve" }, fallback: "decline" },
    { id: null, email: null },
  );
  await saveBudget(
    handle.db,
    { scope: "label", subject: "events-2026", period: "month", amountMinor: 1_000_000, currency: "EUR", onExceed: "refuse" },
    { id: null, email: null },
  );
});

describe("answering a held ride", () => {
  it("is held without calling the provider; two yeses at once book it once, at the sandbox and in our records", async () => {
    const held = await heldRide();
    expect(journeysCreated()).toBe(0);
    expect(held.approvers).toEqual(["Admin", "Paula Approver"]);
    const answers = await Promise.allSettled([
      answerApproval({ user: approver, db: handle.db }, { approvalId: held.approvalId, answer: "approve", note: null }, deps()),
      answerApproval({ user: admin, db: handle.db }, { approvalId: held.approvalId, answer: "approve", note: null }, deps()),
    ]);
    expect(answers.filter((a) => a.status === "fulfilled" && a.value.kind === "booked")).toHaveLength(1);
    const refused = answers.find((a) => a.status === "rejected") as PromiseRejectedResult;
    expect(inEnglish(refused.reason.message)).toMatch(/already answered|no longer waiting/);
    expect(journeysCreated()).toBe(1);
    expect(await bookingOf(held.bookingId)).toMatchObject({ status: "booked" });
    expect(await used()).toMatchObject({ committedMinor: held.price.amount });
  });

  it("the agent who booked it cannot approve it, and someone not approving its label gets the same answer as for no approval", async () => {
    const held = await heldRide();
    const mine = await answerApproval({ user: agent, db: handle.db }, { approvalId: held.approvalId, answer: "approve", note: null }, deps()).catch(
      (e: Error) => e,
    );
    expect(inEnglish((mine as Error).message)).toBe("You cannot answer this approval: you booked this ride, or its label has other approvers.");
    const stranger = userOf({
      ...(await createUser(handle.db, { email: `other-${crypto.randomUUID().slice(0, 6)}@desk.test`, name: "Other", role: "approver" })),
      role: "approver",
    });
    const other = await answerApproval({ user: stranger, db: handle.db }, { approvalId: held.approvalId, answer: "approve", note: null }, deps()).catch(
      (e: Error) => e,
    );
    const unknown = await answerApproval({ user: stranger, db: handle.db }, { approvalId: crypto.randomUUID(), answer: "approve", note: null }, deps()).catch(
      (e: Error) => e,
    );
    expect((other as Error).message).toBe((unknown as Error).message);
    expect(journeysCreated()).toBe(0);
  });

  it("a no sends nothing, keeps the note, and gives the budget its room back", async () => {
    const held = await heldRide();
    expect(await answerApproval({ user: approver, db: handle.db }, { approvalId: held.approvalId, answer: "decline", note: "Take the train" }, deps())).toEqual(
      { kind: "declined" },
    );
    expect(await bookingOf(held.bookingId)).toMatchObject({ status: "declined" });
    expect((await handle.db.select().from(schema.approvals))[0]).toMatchObject({ status: "declined", note: "Take the train", decidedBy: approver.id });
    expect(await used()).toMatchObject({ committedMinor: 0 });
    expect(journeysCreated()).toBe(0);
  });

  it("a ride the agent withdrew meanwhile is not booked by a later yes, and its budget has its room back", async () => {
    const held = await heldRide();
    expect(await withdrawHeldRide({ user: agent, db: handle.db }, held.bookingId)).toEqual({ withdrawn: true });
    const late = await answerApproval({ user: approver, db: handle.db }, { approvalId: held.approvalId, answer: "approve", note: null }, deps()).catch(
      (e: Error) => inEnglish(e.message),
    );
    expect(late).toBe("This approval was already answered (cancelled). Nothing was changed.");
    expect(await bookingOf(held.bookingId)).toMatchObject({ status: "declined" });
    expect(await used()).toMatchObject({ committedMinor: 0 });
    expect(journeysCreated()).toBe(0);
    // Withdrawn once: a second withdrawal has nothing left to take back.
    expect(await withdrawHeldRide({ user: agent, db: handle.db }, held.bookingId).catch((e: Error) => inEnglish(e.message))).toBe(
      "This ride is no longer waiting for approval, so there is nothing to withdraw.",
    );
  });

  it("a yes to a price more than 5 minutes old asks again; dearer past the tolerance, it goes back to the approver, and is booked on the next yes", async () => {
    await saveSpendRules(
      handle.db,
      { ...NO_SPEND_RULES, maxPrice: { amountMinor: 1, currency: "EUR", outcome: "approve" }, asapApprovalMinutes: 15 },
      { id: null, email: null },
    );
    const held = await heldRide();
    const later = new Date(Date.now() + 6 * 60_000);
    const dearer = {
      ...deps(),
      repricer: {
        estimate: async (body: Parameters<ProviderClient["estimate"]>[0]) =>
          (await current.client!.estimate(body)).map((i) => ({ ...i, total: { ...i.total, amount: Math.ceil(i.total.amount * 1.2) } })),
      },
    };
    const outcome = await answerApproval({ user: approver, db: handle.db }, { approvalId: held.approvalId, answer: "approve", note: null }, dearer, later);
    expect(outcome).toEqual({ kind: "repriced", priceMinor: Math.ceil(held.price.amount * 1.2), currency: "EUR" });
    expect((await handle.db.select().from(schema.approvals))[0]).toMatchObject({ status: "pending", priceMinor: Math.ceil(held.price.amount * 1.2) });
    expect(journeysCreated()).toBe(0);
    // Seen at the new price, a yes books it, and the budget counts the new price.
    const again = await answerApproval(
      { user: approver, db: handle.db },
      { approvalId: held.approvalId, answer: "approve", note: null },
      dearer,
      new Date(later.getTime() + 60_000),
    );
    expect(again).toMatchObject({ kind: "booked" });
    expect(journeysCreated()).toBe(1);
    expect(await used()).toMatchObject({ committedMinor: Math.ceil(held.price.amount * 1.2) });
    expect(await bookingOf(held.bookingId)).toMatchObject({ priceAmount: Math.ceil(held.price.amount * 1.2) });
  });

  it("at its deadline, unanswered: declined by the decline fallback, booked by the approve one", async () => {
    const declined = await heldRide();
    const past = new Date(Date.now() + 10 * 60_000);
    expect(await runOverdueFallbacks(handle.db, deps(), past)).toEqual([{ approvalId: declined.approvalId, outcome: { kind: "declined" } }]);
    expect(await bookingOf(declined.bookingId)).toMatchObject({ status: "declined" });
    expect(
      await answerApproval({ user: approver, db: handle.db }, { approvalId: declined.approvalId, answer: "approve", note: null }, deps(), past).catch(
        (e: Error) => inEnglish(e.message),
      ),
    ).toMatch(/already answered/);

    await saveSpendRules(
      handle.db,
      { ...NO_SPEND_RULES, maxPrice: { amountMinor: 1, currency: "EUR", outcome: "approve" }, fallback: "approve" },
      { id: null, email: null },
    );
    const approved = await heldRide();
    const [done] = await runOverdueFallbacks(handle.db, deps(), new Date(Date.now() + 10 * 60_000));
    expect(done!.outcome).toMatchObject({ kind: "booked" });
    expect(await bookingOf(approved.bookingId)).toMatchObject({ status: "booked" });
    expect(journeysCreated()).toBe(1);
  });

  it("the cheaper fallback books the cheapest product the rules allow", async () => {
    const { products } = await heldRide();
    for (const t of [schema.approvals]) await handle.db.delete(t);
    const cheapest = [...products].sort((a, b) => a.price!.amount - b.price!.amount)[0]!;
    const dearest = [...products].sort((a, b) => b.price!.amount - a.price!.amount)[0]!;
    // Only the cheapest is within the rules; the dearest waits, and the deadline moves it down.
    await saveSpendRules(
      handle.db,
      { ...NO_SPEND_RULES, products: { allowed: [cheapest.name], outcome: "approve" }, fallback: "cheaper" },
      { id: null, email: null },
    );
    const held = await heldRide(dearest.name);
    const [done] = await runOverdueFallbacks(handle.db, deps(), new Date(Date.now() + 10 * 60_000));
    expect(done!.outcome).toMatchObject({ kind: "booked" });
    expect(await bookingOf(held.bookingId)).toMatchObject({ status: "booked", productName: cheapest.name, productId: cheapest.id });
  });
});

describe("the intent rule under the spend rules", () => {
  it("a second claim of a booked intent gets its booking back, even when the rules would refuse a new ride now", async () => {
    // One ride a month per requester: the first books, a new one is refused, the same one again is its booking.
    await saveSpendRules(handle.db, { ...NO_SPEND_RULES, ridesPerRequester: { count: 1, period: "month", outcome: "refuse" } }, { id: null, email: null });
    await handle.db.delete(schema.bookings);
    const intent = crypto.randomUUID();
    const first = (await heldRide(undefined, undefined, intent)) as unknown as { kind: string; bookingId: string };
    expect(first.kind).toBe("booked");
    const again = (await heldRide(undefined, undefined, intent)) as unknown as { kind: string; bookingId: string; replay: boolean };
    expect(again).toMatchObject({ kind: "booked", bookingId: first.bookingId, replay: true });
    expect(await heldRide().catch((e: Error) => inEnglish(e.message))).toMatch(
      /^This ride is outside the company's rules, so it was not booked: this requester already has 1 ride this month/,
    );
    expect(journeysCreated()).toBe(1);
  });
});

describe("an event's held rides", () => {
  it("are answered together by one yes, each booked once, and only the ones this approver may answer", async () => {
    const [batch] = await handle.db.insert(schema.eventBatches).values({ name: "Summit", createdBy: agent.id, status: "booking" }).returning();
    const event = { batchId: batch!.id, group: null };
    const held = [await heldRide(undefined, event), await heldRide(undefined, event), await heldRide(undefined, event)];
    const alone = await heldRide(); // another ride of the same agent, not of the event
    expect(journeysCreated()).toBe(0);
    const tally = await answerEvent({ user: approver, db: handle.db }, { approvalId: held[1]!.approvalId, answer: "approve", note: null }, deps());
    expect(tally).toEqual({ answered: 3, booked: 3, declined: 0, repriced: 0, notBooked: 0, skipped: 0 });
    expect(journeysCreated()).toBe(3);
    for (const h of held) expect(await bookingOf(h.bookingId)).toMatchObject({ status: "booked" });
    expect(await bookingOf(alone.bookingId)).toMatchObject({ status: "awaiting_approval" });
    // Asked again, nothing is left to answer: nothing is booked twice.
    expect(await answerEvent({ user: approver, db: handle.db }, { approvalId: held[0]!.approvalId, answer: "approve", note: null }, deps())).toMatchObject({
      answered: 0,
    });
    expect(journeysCreated()).toBe(3);
  });
});
