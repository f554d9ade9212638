import { describe, expect, it } from "vitest";
import { pricesWaitFor } from "./prices-wait";

const ready = { stopCount: 2, countProblem: null, repeated: false, when: { kind: "asap" } as const, timeOk: true };
const reserved = (date: string, time: string, timeOk = false) => pricesWaitFor({ ...ready, when: { kind: "reserved", date, time }, timeOk });

describe("pricesWaitFor", () => {
  it("says the stops are missing only when they are", () => {
    expect(pricesWaitFor({ ...ready, stopCount: 1, countProblem: "Add at least 2 stops: a pickup and a destination." })).toEqual({
      ask: "Add at least 2 stops: a pickup and a destination.",
      missing: "Prices appear once the pickup and destination are set",
    });
    expect(pricesWaitFor({ ...ready, repeated: true })?.missing).toBe("Prices appear once no stop is repeated");
    expect(pricesWaitFor({ ...ready, stopCount: 16, countProblem: "A ride can have at most 15 stops." })?.missing).toBe("Prices appear once there are fewer stops");
    expect(pricesWaitFor(ready)).toBeNull();
  });

  it("asks for the pickup time of a return trip whose stops are set, not for the stops", () => {
    expect(reserved("", "")).toEqual({ ask: "Choose the pickup date and time to see prices.", missing: "Prices appear once the pickup date and time are set" });
    expect(reserved("2026-11-24", "")).toEqual({ ask: "Choose the pickup time to see prices.", missing: "Prices appear once the pickup time is set" });
    expect(reserved("", "09:00")?.missing).toBe("Prices appear once the pickup date is set");
    expect(reserved("2026-11-24", "09:00")).toEqual({ ask: "Choose a valid pickup time to see prices.", missing: "Prices appear once the pickup time is valid" });
    expect(reserved("2026-11-24", "09:00", true)).toBeNull();
  });
});
