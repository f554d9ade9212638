import { describe, expect, it } from "vitest";
import { defaultPolicy, policyChanges, sentReason, type BookingPolicy } from "./rules";
import { policySchema } from "./schema";
import { bookingSchemaFor, toJourneyRequest, type BookingInput } from "@/lib/booking/schema";

const base: BookingInput = {
  intentId: "5f1e7a52-3c1d-4d5e-9a2b-0c1d2e3f4a5b",
  requesterId: "3c9e1f0a7b2d4e6f8a1b2c3d4e5f6a7b",
  when: { kind: "asap" },
  stops: [
    { key: "a", loc: [40.4065, -3.6896], label: "Atocha", contacts: [] },
    { key: "b", loc: [40.4626, -3.689], label: "Castellana 200", contacts: [] },
  ],
  estimate: { productId: "p1", productName: "Cabify", price: { amount: 1200, currency: "EUR" }, createdAt: 1, seal: "sealed" },
  rider: { kind: "guest", name: "Ana Ruiz", mobile: "600 111 222", email: "", language: "es" },
};

const PRESETS = [
  { text: "Client visit", freeText: true },
  { text: "Airport transfer", freeText: false },
];
const DRIVER = "d1a2b3c4d5e6f708192a3b4c5d6e7f80";

/** The complaints a booking gets under a policy, by field. */
function complaints(policy: BookingPolicy, patch: Partial<BookingInput>): string[] {
  const r = bookingSchemaFor(policy).safeParse({ ...base, ...patch });
  return r.success ? [] : [...new Set(r.error.issues.map((i) => i.path.join(".")))].sort();
}

const bools = [false, true];
const policies: BookingPolicy[] = bools.flatMap((labelsEnabled) =>
  bools.flatMap((labelRequired) =>
    bools.flatMap((reasonRequired) =>
      bools.flatMap((withPresets) =>
        bools.map((ownFleet) => ({ labelsEnabled, labelRequired, reasonRequired, reasons: withPresets ? PRESETS : [], ownFleet })),
      ),
    ),
  ),
);

describe("bookingSchemaFor, for every combination of the policy's switches", () => {
  it("covers all 32 combinations", () => expect(policies).toHaveLength(32));

  describe.each(policies.map((p) => [JSON.stringify({ ...p, reasons: p.reasons.length }), p] as const))("%s", (_, policy) => {
    const presets = policy.reasons.length > 0;
    const labelNeeded = policy.labelsEnabled && policy.labelRequired;

    it("wants a reason only when the policy requires one", () => {
      expect(complaints(policy, { labelSlug: labelNeeded ? "sales" : "" })).toEqual(policy.reasonRequired ? ["reason"] : []);
      expect(complaints(policy, { reason: "   ", labelSlug: labelNeeded ? "sales" : "" })).toEqual(policy.reasonRequired ? ["reason"] : []);
    });

    it("takes a preset reason when there are presets, and free text only when there are none", () => {
      const ok = { labelSlug: labelNeeded ? "sales" : "" };
      expect(complaints(policy, { ...ok, reason: "Client visit" })).toEqual([]);
      expect(complaints(policy, { ...ok, reason: "Team dinner" })).toEqual(presets ? ["reason"] : []);
    });

    it("takes the agent's own words after a preset only when that preset allows them", () => {
      const ok = { labelSlug: labelNeeded ? "sales" : "" };
      expect(complaints(policy, { ...ok, reason: "Client visit", reasonDetail: "Acme, 3rd floor" })).toEqual(presets ? [] : ["reasonDetail"]);
      expect(complaints(policy, { ...ok, reason: "Airport transfer", reasonDetail: "Late flight" })).toEqual(presets ? ["reasonDetail"] : ["reasonDetail"]);
    });

    it("wants a label when labels are on and required, and refuses one when labels are off", () => {
      const ok = { reason: policy.reasonRequired ? "Client visit" : "" };
      expect(complaints(policy, { ...ok, labelSlug: "" })).toEqual(labelNeeded ? ["labelSlug"] : []);
      expect(complaints(policy, { ...ok, labelSlug: "sales" })).toEqual(policy.labelsEnabled ? [] : ["labelSlug"]);
    });

    it("takes a preferred driver only with the company's own fleet", () => {
      const ok = { reason: policy.reasonRequired ? "Client visit" : "", labelSlug: labelNeeded ? "sales" : "" };
      expect(complaints(policy, { ...ok, preferredDriverId: DRIVER })).toEqual(policy.ownFleet ? [] : ["preferredDriverId"]);
      expect(complaints(policy, { ...ok, preferredDriverId: "" })).toEqual([]);
    });

    it("marks every missing required field at once, alongside the other fields' complaints", () => {
      const fields = complaints(policy, { rider: { kind: "guest", name: "", mobile: "600 111 222" } });
      expect(fields).toEqual(["rider.name", ...(labelNeeded ? ["labelSlug"] : []), ...(policy.reasonRequired ? ["reason"] : [])].sort());
    });
  });
});

describe("the reason the provider receives", () => {
  const policy: BookingPolicy = { ...defaultPolicy(false), reasons: PRESETS };
  it("is the preset, then the agent's words", () => {
    const b = bookingSchemaFor(policy).parse({ ...base, reason: "Client visit", reasonDetail: " Acme " });
    expect(toJourneyRequest(b, null)).toMatchObject({ reason: "Client visit: Acme" });
    expect(sentReason("Airport transfer", undefined)).toBe("Airport transfer");
    expect(sentReason(undefined, "x")).toBeNull();
  });
  it("fits the provider's length together", () => {
    const r = bookingSchemaFor({ ...policy, reasons: [{ text: "x".repeat(120), freeText: true }] }).safeParse({
      ...base,
      reason: "x".repeat(120),
      reasonDetail: "y".repeat(300),
    });
    expect(r.success).toBe(true);
    const long = bookingSchemaFor({ ...policy, reasons: [{ text: "x".repeat(300), freeText: true }] }).safeParse({
      ...base,
      reason: "x".repeat(300),
      reasonDetail: "y".repeat(250),
    });
    expect(long.error?.issues.map((i) => i.path.join("."))).toEqual(["reasonDetail"]);
  });
});

describe("the policy an admin saves", () => {
  const valid = { labelsEnabled: true, labelRequired: true, reasonRequired: false, reasons: [{ text: " Client visit ", freeText: false }], ownFleet: false };
  it("trims presets and requires a label only with labels on", () => {
    expect(policySchema.parse(valid).reasons).toEqual([{ text: "Client visit", freeText: false }]);
    expect(policySchema.safeParse({ ...valid, labelsEnabled: false }).error?.issues.map((i) => i.path.join("."))).toEqual(["labelRequired"]);
  });
  it("refuses empty and repeated presets, naming the one to change", () => {
    const r = policySchema.safeParse({
      ...valid,
      reasons: [
        { text: "Airport", freeText: false },
        { text: " ", freeText: false },
        { text: "airport ", freeText: true },
      ],
    });
    expect(r.error?.issues.map((i) => i.path.join("."))).toEqual(["reasons.1.text", "reasons.2.text"]);
    const dup = policySchema.safeParse({
      ...valid,
      reasons: [
        { text: "Airport", freeText: false },
        { text: "airport ", freeText: true },
      ],
    });
    expect(dup.error?.issues.map((i) => i.path.join("."))).toEqual(["reasons.1.text"]);
  });
  it("takes the events' price tolerance as a whole percent from 0 to 100, as the form's number field sends it", () => {
    const tolerance = (priceTolerancePct: unknown) => {
      const r = policySchema.safeParse({ ...valid, priceTolerancePct });
      return r.success ? r.data.priceTolerancePct : r.error.issues.map((i) => `${i.path.join(".")} ${i.message}`);
    };
    expect(tolerance(15)).toBe(15);
    expect(tolerance("0")).toBe(0);
    expect(tolerance(undefined)).toBeUndefined();
    expect(tolerance(100)).toBe(100);
    expect(tolerance(101)).toEqual(['priceTolerancePct $policy.toleranceRange{"min":0,"max":100}']);
    expect(tolerance(-1)).toEqual(['priceTolerancePct $policy.toleranceRange{"min":0,"max":100}']);
    expect(tolerance(2.5)).toEqual(["priceTolerancePct $policy.toleranceWhole"]);
    // An emptied field: the number input gives NaN, which is no number rather than 0%.
    expect(tolerance(Number.NaN)).toEqual(["priceTolerancePct $policy.toleranceWhole"]);
  });
  it("tells what changed, with old and new values", () => {
    const before = defaultPolicy(false);
    expect(policyChanges(before, before)).toEqual({});
    expect(policyChanges(before, { ...before, labelsEnabled: false, reasons: [{ text: "A", freeText: true }] })).toEqual({
      labelsEnabled: { from: true, to: false },
      reasons: { from: [], to: ["A (+ free text)"] },
    });
    expect(policyChanges(before, { ...before, priceTolerancePct: 15 })).toEqual({ priceTolerancePct: { from: 10, to: 15 } });
  });
});
