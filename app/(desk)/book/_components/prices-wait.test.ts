import { describe, expect, it } from "vitest";
import { inEnglish } from "@/lib/i18n/in-english";
import { stopCountRule } from "@/lib/booking/stops";
import { pricesWaitFor } from "./prices-wait";

const ready = { stopCount: 2, countProblem: null, repeated: false, when: { kind: "asap" } as const, timeOk: true };
const reserved = (date: string, time: string, timeOk = false) => pricesWaitFor({ ...ready, when: { kind: "reserved", date, time }, timeOk });

describe("pricesWaitFor", () => {
  it("says the stops are missing only when they are, in the stop count rule's words", () => {
    const one = pricesWaitFor({ ...ready, stopCount: 1, countProblem: stopCountRule(1) });
    expect(one?.reason).toBe("stops");
    expect(inEnglish(one?.rule)).toBe("Add at least 2 stops: a pickup and a destination.");
    expect(pricesWaitFor({ ...ready, repeated: true })).toEqual({ reason: "repeated", rule: null });
    expect(pricesWaitFor({ ...ready, stopCount: 16, countProblem: stopCountRule(16) })?.reason).toBe("fewerStops");
    expect(pricesWaitFor(ready)).toBeNull();
  });

  it("asks for the pickup time of a return trip whose stops are set, not for the stops", () => {
    expect(reserved("", "")?.reason).toBe("dateAndTime");
    expect(reserved("2026-11-24", "")?.reason).toBe("time");
    expect(reserved("", "09:00")?.reason).toBe("date");
    expect(reserved("2026-11-24", "09:00")?.reason).toBe("validTime");
    expect(reserved("2026-11-24", "09:00", true)).toBeNull();
  });
});
