import { describe, expect, it } from "vitest";
import { EVENT_ROW_STATUSES } from "./kinds";
import { ROW_TALLY_GROUPS, rowTally } from "./row-tally";

describe("rowTally", () => {
  it("puts every row status in exactly one group", () => {
    const grouped = Object.values(ROW_TALLY_GROUPS).flat();
    expect([...grouped].sort()).toEqual([...EVENT_ROW_STATUSES].sort());
  });

  it("counts the rows by group, in the list's order, leaving out empty groups", () => {
    expect(rowTally({ invalid: 3, booked: 18, needs_choice: 1, waiting_price: 1 })).toEqual([
      { group: "booked", count: 18 },
      { group: "attention", count: 2 },
      { group: "errors", count: 3 },
    ]);
    expect(rowTally({ ready: 2, priced: 5, queued: 1, booking: 1, cancelled: 0 })).toEqual([
      { group: "booking", count: 2 },
      { group: "toBook", count: 7 },
    ]);
    expect(rowTally({})).toEqual([]);
  });
});
