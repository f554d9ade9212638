import { describe, expect, it } from "vitest";
import english from "@/lib/i18n/messages/en/journeys.json";
import { attentionKey, attentionProblem } from "@/lib/booking/attention";
import { ATTENTION_END_STATES, isAttentionEndState } from "@/lib/booking/states";

describe("attentionProblem", () => {
  const open = { attentionResolvedAt: null };

  it("names each end state that left the guest without a ride", () => {
    for (const endState of ATTENTION_END_STATES) expect(attentionProblem({ ...open, status: "booked", endState })).toBe(endState);
  });

  it("names an uncertain booking, whatever its end state", () => {
    expect(attentionProblem({ ...open, status: "uncertain", endState: null })).toBe("uncertain");
  });

  it("has no problem for a ride that ended well, was cancelled by the desk, or is still running", () => {
    for (const endState of ["drop off", "rider cancel", null]) expect(attentionProblem({ ...open, status: "booked", endState })).toBeNull();
    expect(attentionProblem({ ...open, status: "failed", endState: null })).toBeNull();
    expect(attentionProblem({ ...open, status: "pending", endState: null })).toBeNull();
  });

  it("has no problem once it was resolved", () => {
    expect(attentionProblem({ status: "booked", endState: "no show", attentionResolvedAt: new Date() })).toBeNull();
    expect(attentionProblem({ status: "uncertain", endState: null, attentionResolvedAt: "2026-11-23T10:00:00Z" })).toBeNull();
  });

  it("knows the attention end states and has words for every problem", () => {
    expect(isAttentionEndState("driver cancel")).toBe(true);
    expect(isAttentionEndState("drop off")).toBe(false);
    expect(isAttentionEndState(null)).toBe(false);
    for (const p of [...ATTENTION_END_STATES, "uncertain"] as const) {
      expect(english.attention.title[attentionKey(p)]).toMatch(/\w/);
      expect(english.attention.text[attentionKey(p)].length).toBeGreaterThan(20);
    }
  });
});
