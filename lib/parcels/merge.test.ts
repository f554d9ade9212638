import { describe, expect, it } from "vitest";
import { mergeFacts, type ParcelHeld } from "./merge";

const held = (over: Partial<ParcelHeld> = {}): ParcelHeld => ({
  state: null,
  stateAt: null,
  requested: null,
  settled: false,
  proofCode: null,
  trackingUrl: null,
  ...over,
});
const t = (s: number) => new Date(Date.UTC(2026, 10, 23, 10, 0, s));

describe("merging what the provider says into a parcel", () => {
  it("keeps delivered when its delivering comes after it", () => {
    const first = mergeFacts(held({ state: "intransit" }), { states: [{ state: "delivered", at: t(30) }] });
    expect(first.patch).toMatchObject({ state: "delivered", stateAt: t(30) });
    const late = mergeFacts(held({ state: "delivered", settled: true }), { states: [{ state: "delivering", at: t(20) }] });
    expect(late).toEqual({ patch: {}, advanced: false });
  });

  it("changes nothing when the same notification comes twice", () => {
    const facts = { states: [{ state: "onroutetopickup", at: t(5) }], driver: { name: "Ana", phone: "+34600111222", photoUrl: null } };
    const once = mergeFacts(held({ state: "qualifiedforpickup" }), facts);
    expect(once.advanced).toBe(true);
    const twice = mergeFacts(held({ state: "onroutetopickup" }), facts);
    expect(twice.advanced).toBe(false);
    expect(twice.patch.state).toBeUndefined();
  });

  it("takes the furthest state of a whole timeline, whatever order it comes in", () => {
    const { patch } = mergeFacts(held({ state: "ready" }), {
      states: [
        { state: "delivering", at: t(40) },
        { state: "qualifiedforpickup", at: t(10) },
        { state: "intransit", at: t(30) },
      ],
    });
    expect(patch).toMatchObject({ state: "delivering", stateAt: t(40) });
  });

  it("clears a shipment request once the state moves past ready, and a cancellation only at an end", () => {
    expect(mergeFacts(held({ state: "ready", requested: "ship" }), { states: [{ state: "qualifiedforpickup", at: t(1) }] }).patch).toMatchObject({
      requested: null,
    });
    expect(
      mergeFacts(held({ state: "qualifiedforpickup", requested: "cancel" }), { states: [{ state: "onroutetopickup", at: t(2) }] }).patch.requested,
    ).toBeUndefined();
    expect(mergeFacts(held({ state: "onroutetopickup", requested: "cancel" }), { states: [{ state: "requestercancel", at: t(3) }] }).patch).toMatchObject({
      requested: null,
    });
  });

  it("stores the proof code and the driver's position, but no position after the end", () => {
    const location = { lat: 40.4, lon: -3.7, state: "intransit", at: t(9).toISOString() };
    expect(mergeFacts(held({ state: "intransit" }), { proofCode: "4821", location }).patch).toEqual({ proofCode: "4821", location });
    expect(mergeFacts(held({ state: "delivered" }), { location }).patch).toEqual({});
  });
});
