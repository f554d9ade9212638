import { describe, expect, it } from "vitest";
import { movedPickup } from "./position";

const ATOCHA: [number, number] = [40.4065, -3.6896];
const CASTELLANA: [number, number] = [40.4626, -3.689];
const request = {
  stops: [
    { loc: ATOCHA, name: "Atocha", addr: "Plaza del Emperador Carlos V" },
    { loc: CASTELLANA, name: "Castellana 200" },
  ],
};

describe("the guest picked up where they are", () => {
  it("moves the pickup there, within the ride's radius, keeping nothing of the planned stop but the rest of the route", () => {
    // About 445 m north of Atocha.
    const near = movedPickup({ request, readyRadiusM: 2000 }, { lat: 40.4105, lng: -3.6896 });
    expect(near).toMatchObject({ kind: "moved", moved: { label: "40.41050, -3.68960" } });
    if (near.kind !== "moved") throw new Error("not moved");
    expect(near.awayM).toBeGreaterThan(440);
    expect(near.awayM).toBeLessThan(450);
    expect(near.moved.stops).toEqual([{ loc: [40.4105, -3.6896], name: "40.41050, -3.68960" }, request.stops[1]]);
  });

  it("refuses a place beyond the radius, and any place when the ride does not allow it", () => {
    expect(movedPickup({ request, readyRadiusM: 400 }, { lat: 40.4105, lng: -3.6896 })).toMatchObject({ kind: "too_far" });
    expect(movedPickup({ request, readyRadiusM: null }, { lat: 40.4066, lng: -3.6896 })).toEqual({ kind: "off" });
    expect(movedPickup({ request, readyRadiusM: 0 }, { lat: 40.4066, lng: -3.6896 })).toEqual({ kind: "off" });
  });
});
