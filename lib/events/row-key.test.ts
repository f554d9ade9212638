import { describe, expect, it } from "vitest";
import { z } from "zod";
import { intentIdFor, rowKeyOf } from "./row-key";

const ride = {
  requesterId: "3c9e1f0a7b2d4e6f8a1b2c3d4e5f6a7b",
  guestMobile: "+34600111222",
  stops: [
    [40.4169, -3.7035],
    [40.4626, -3.689],
  ],
  startAt: null,
};

describe("a row's key", () => {
  it("stays the same for the same ride, whatever a metre of difference", () => {
    expect(rowKeyOf(ride)).toBe(
      rowKeyOf({
        ...ride,
        stops: [
          [40.41691, -3.70352],
          [40.4626, -3.689],
        ],
      }),
    );
    expect(rowKeyOf(ride)).toMatch(/^[0-9a-f]{64}$/);
    expect(rowKeyOf(ride)).not.toContain("600111222");
  });

  it("changes with the requester, the guest, a stop or the time", () => {
    const keys = [
      ride,
      { ...ride, requesterId: "a41d8c2e9f7b4a63b5e0c1d2f3a4b5c6" },
      { ...ride, guestMobile: "+34600111223" },
      { ...ride, stops: [...ride.stops].reverse() },
      { ...ride, stops: [ride.stops[0]!, [40.4636, -3.689]] },
      { ...ride, startAt: "2027-01-12 18:45:00" },
    ].map(rowKeyOf);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe("a row's booking intent", () => {
  it("is the same UUID every time for one row of one batch", () => {
    const key = rowKeyOf(ride);
    expect(intentIdFor("batch-1", key)).toBe(intentIdFor("batch-1", key));
    expect(intentIdFor("batch-1", key)).not.toBe(intentIdFor("batch-2", key));
    expect(intentIdFor("batch-1", key)).not.toBe(intentIdFor("batch-1", rowKeyOf({ ...ride, startAt: "2027-01-12 18:45:00" })));
  });

  it("is a version 5, RFC variant UUID the booking schema takes", () => {
    for (let i = 0; i < 200; i++) {
      const id = intentIdFor(crypto.randomUUID(), String(i));
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(z.uuid().safeParse(id).success).toBe(true);
    }
  });
});
