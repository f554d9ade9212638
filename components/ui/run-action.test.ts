import { describe, expect, it } from "vitest";
import type { ActionResult } from "@/lib/action-result";
import { runAction } from "./run-action";

const failure = (fields?: Record<string, string>): ActionResult<never> => ({
  ok: false,
  error: { code: "invalid", message: "Check the name.", ...(fields ? { fields } : {}) },
});

describe("runAction", () => {
  it("says a success first, then reads again what it changed, and never on a failure", async () => {
    const steps: string[] = [];
    const spy = {
      onSuccess: (d: unknown) => void steps.push(`said ${String(d)}`),
      reread: async () => void steps.push("reread"),
      onFailure: () => void steps.push("failed"),
    };
    expect(await runAction(async (n: number) => ({ ok: true as const, data: n * 2 }), 21, spy)).toEqual({ result: { ok: true, data: 42 } });
    expect(steps).toEqual(["said 42", "reread"]);
    steps.length = 0;
    const out = await runAction(async () => failure(), 1, spy);
    expect(out.problem).toBe("Check the name.");
    expect(steps).toEqual(["failed"]);
  });

  it("puts field errors next to their fields and leaves no problem beside the buttons, unless nothing took them", async () => {
    const placed: Record<string, string>[] = [];
    const taken = await runAction(async () => failure({ name: "Enter a name." }), null, { fields: (f) => (placed.push(f), true) });
    expect(placed).toEqual([{ name: "Enter a name." }]);
    expect(taken.problem).toBeUndefined();
    expect(taken.result.ok).toBe(false);
    expect((await runAction(async () => failure({ name: "Enter a name." }), null, { fields: () => false })).problem).toBe("Check the name.");
    expect((await runAction(async () => failure({ name: "Enter a name." }), null)).problem).toBe("Check the name.");
  });

  it("turns a server out of reach into a failure in words that may be tried again, and reads nothing again", async () => {
    let reread = false;
    const out = await runAction(async () => Promise.reject(new TypeError("Failed to fetch")), null, { reread: () => void (reread = true) });
    expect(out).toEqual({ result: { ok: false, error: { code: "unexpected", message: "$noServer", retryable: true } }, problem: "$noServer" });
    expect(reread).toBe(false);
  });

  it("reads again after a refusal when asked to (the provider's answer may have changed our copy), but not when the server was out of reach", async () => {
    const steps: string[] = [];
    const spy = { onFailure: () => void steps.push("failed"), reread: async (d: unknown) => void steps.push(`reread ${String(d)}`), rereadOnFailure: true };
    await runAction(async () => failure(), 1, spy);
    expect(steps).toEqual(["failed", "reread undefined"]);
    steps.length = 0;
    await runAction(async () => Promise.reject(new TypeError("Failed to fetch")), 1, spy);
    expect(steps).toEqual(["failed"]);
  });

  it("lets Next carry out an action's redirect", async () => {
    const redirect = Object.assign(new Error("NEXT_REDIRECT"), { digest: "NEXT_REDIRECT;replace;/journeys;307;" });
    await expect(runAction(async () => Promise.reject(redirect), null)).rejects.toBe(redirect);
  });

  it("counts an action that answers nothing (it redirected) as done", async () => {
    let said = false;
    expect(await runAction(async () => undefined, null, { onSuccess: () => void (said = true) })).toEqual({ result: { ok: true, data: undefined } });
    expect(said).toBe(true);
  });
});
