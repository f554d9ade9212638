import { beforeEach, describe, expect, it } from "vitest";
import { defaultPolicy, type BookingPolicy } from "./rules";
import { listAudit } from "@/lib/audit/queries";
import { auditLog, companyPolicy } from "@/lib/db/schema";
import { TEST_ENGINES, useFreshDatabase } from "@/lib/db/testing";
import { getPolicy, policyMismatches, recordPolicyMismatch, savePolicy } from "./queries";
import { createUser } from "@/lib/accounts/queries";

const initial = () => defaultPolicy(true);
const strict: BookingPolicy = {
  labelsEnabled: true,
  labelRequired: true,
  reasonRequired: true,
  reasons: [
    { text: "Client visit", freeText: true },
    { text: "Airport", freeText: false },
  ],
  ownFleet: false,
};

describe.each(TEST_ENGINES)("the company policy on %s", (engine) => {
  const h = useFreshDatabase(engine);
  let actor = { id: null as string | null, email: "admin@example.com" };
  beforeEach(async () => {
    await h.db.delete(companyPolicy);
    await h.db.delete(auditLog);
    if (!actor.id) actor = { id: (await createUser(h.db, { email: actor.email, name: "Admin", role: "admin" })).id, email: actor.email };
  });

  it("is the defaults until an admin saves one, own fleet from configuration", async () => {
    expect(await getPolicy(h.db, initial)).toEqual({
      labelsEnabled: true,
      labelRequired: false,
      reasonRequired: false,
      reasons: [],
      ownFleet: true,
      priceTolerancePct: 10,
      guestRadiusM: 0,
      updatedAt: null,
    });
    expect((await getPolicy(h.db, () => defaultPolicy(false))).ownFleet).toBe(false);
  });

  it("saves every setting and audits the old and new values of what changed, in one transaction", async () => {
    const { policy, changed } = await savePolicy(h.db, strict, actor, initial);
    expect(changed.sort()).toEqual(["labelRequired", "ownFleet", "reasonRequired", "reasons"]);
    expect(policy).toMatchObject(strict);
    expect(await getPolicy(h.db, initial)).toMatchObject(strict);
    const [entry] = (await listAudit(h.db, { action: "policy.changed" })).records;
    expect(entry).toMatchObject({ actorId: actor.id, targetType: "policy" });
    expect(entry!.detail).toEqual({
      from: { labelRequired: false, reasonRequired: false, ownFleet: true, reasons: [] },
      to: { labelRequired: true, reasonRequired: true, ownFleet: false, reasons: ["Client visit (+ free text)", "Airport"] },
    });
  });

  it("audits a reordering of the presets, and nothing when nothing changed", async () => {
    await savePolicy(h.db, strict, actor, initial);
    await savePolicy(h.db, strict, actor, initial);
    expect((await listAudit(h.db, { action: "policy.changed" })).records).toHaveLength(1);
    await savePolicy(h.db, { ...strict, reasons: [...strict.reasons].reverse() }, actor, initial);
    const [latest] = (await listAudit(h.db, { action: "policy.changed" })).records;
    expect(latest!.detail).toEqual({
      from: { reasons: ["Client visit (+ free text)", "Airport"] },
      to: { reasons: ["Airport", "Client visit (+ free text)"] },
    });
  });

  it("keeps two admins saving at once in order: each audit's old values are the other's new ones", async () => {
    await Promise.all([
      savePolicy(h.db, { ...strict, reasonRequired: false }, actor, initial),
      savePolicy(h.db, { ...strict, labelRequired: false }, actor, initial),
    ]);
    const records = (await listAudit(h.db, { action: "policy.changed" })).records.reverse();
    expect(records).toHaveLength(2);
    // Replayed from the defaults, each record starts where the one before ended, and they end at the saved policy.
    const show = (p: BookingPolicy) => ({ ...p, reasons: p.reasons.map((r) => (r.freeText ? `${r.text} (+ free text)` : r.text)) }) as Record<string, unknown>;
    const state = show(initial());
    for (const { detail } of records) {
      const { from, to } = detail as { from: Record<string, unknown>; to: Record<string, unknown> };
      for (const k of Object.keys(from)) expect(from[k], k).toEqual(state[k]);
      Object.assign(state, to);
    }
    const { updatedAt: _, ...final } = await getPolicy(h.db, initial);
    expect(state).toEqual(show(final));
  });

  it("reports the provider's refusals of reason or label until the policy is next saved", async () => {
    await savePolicy(h.db, defaultPolicy(false), actor, initial);
    // Saved a moment before the refusals, whatever the clock's resolution.
    await h.db.update(companyPolicy).set({ updatedAt: new Date(Date.now() - 1000) });
    await recordPolicyMismatch(h.db, { actor, bookingId: "b1", field: "label_slug", message: "label_slug is required by this company's policy" });
    await recordPolicyMismatch(h.db, { actor, bookingId: "b2", field: "label_slug", message: "label_slug is required by this company's policy" });
    await recordPolicyMismatch(h.db, { actor, bookingId: "b3", field: "reason", message: null });
    const found = await policyMismatches(h.db);
    expect(found.map(({ field, count, message }) => ({ field, count, message }))).toEqual([
      { field: "reason", count: 1, message: null },
      { field: "label_slug", count: 2, message: "label_slug is required by this company's policy" },
    ]);
    await savePolicy(h.db, defaultPolicy(false), actor, initial);
    expect(await policyMismatches(h.db)).toEqual([]);
  });

  it("reports refusals before any policy was saved", async () => {
    await recordPolicyMismatch(h.db, { actor, bookingId: "b1", field: "reason", message: "reason is required" });
    expect(await policyMismatches(h.db)).toHaveLength(1);
  });
});
