import { describe, expect, it } from "vitest";
import english from "@/lib/i18n/messages/en/parcels.json";
import { FINAL_PARCEL_STATES, PARCEL_STATES, isAdvance, isFinalParcelState, isKnownParcelState, rankOf } from "@/lib/parcel-states";

const HAPPY_PATH = ["ready", "qualifiedforpickup", "onroutetopickup", "pickingup", "intransit", "delivering", "delivered"];

describe("parcel state order", () => {
  it("ranks the delivery path in the order a parcel moves through it", () => {
    const ranks = HAPPY_PATH.map(rankOf);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(new Set(ranks).size).toBe(ranks.length);
  });

  it("keeps delivered when its delivering arrives after it", () => {
    expect(isAdvance("delivering", "delivered")).toBe(true);
    expect(isAdvance("delivered", "delivering")).toBe(false);
  });

  it("takes nothing after a final state, not even another final one", () => {
    for (const final of FINAL_PARCEL_STATES) {
      for (const next of [...HAPPY_PATH, "returned", "requestercancel"]) expect(isAdvance(final, next), `${final} → ${next}`).toBe(false);
    }
  });

  it("treats a repeated state as nothing new", () => {
    for (const state of HAPPY_PATH) expect(isAdvance(state, state)).toBe(false);
  });

  it("takes any state on a parcel with none, and returns after a delivery attempt", () => {
    expect(isAdvance(null, "intransit")).toBe(true);
    expect(isAdvance("delivering", "returning")).toBe(true);
    expect(isAdvance("returning", "returned")).toBe(true);
  });

  it("ranks a state it does not know above ready only, and has no words for it", () => {
    expect(isAdvance("ready", "teleporting")).toBe(true);
    expect(isAdvance("qualifiedforpickup", "teleporting")).toBe(false);
    expect(isKnownParcelState("teleporting")).toBe(false);
    expect(isKnownParcelState("constructor")).toBe(false);
  });

  it("has words for every state it knows", () => {
    for (const s of PARCEL_STATES) {
      expect(isKnownParcelState(s), s).toBe(true);
      expect(english.status[s], s).toBeTruthy();
    }
  });

  it("knows the sandbox's final states as final", () => {
    for (const s of ["delivered", "returned", "pickupfailed", "requestercancel", "internalcancel", "undelivered", "returnrejected"])
      expect(isFinalParcelState(s), s).toBe(true);
    expect(isFinalParcelState("delivering")).toBe(false);
    expect(isFinalParcelState(null)).toBe(false);
  });
});
