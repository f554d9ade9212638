import { describe, expect, it } from "vitest";
import { readBoardFilters } from "@/lib/journeys/board";
import { planBoardChange } from "./board-url-plan";

const shown = readBoardFilters(new URLSearchParams("tab=past"));

describe("planBoardChange", () => {
  it("pushes a choice and replaces while typing, once the URL shows what came before", () => {
    expect(planBoardChange(shown, null, { state: "completed" }, "push")).toEqual({ search: "tab=past&state=completed", push: true });
    expect(planBoardChange(shown, null, { q: "ana" }, "replace")).toEqual({ search: "tab=past&q=ana", push: false });
  });

  it("builds on a change not yet in the URL, and keeps its entry when typing follows it at once", () => {
    const chosen = planBoardChange(shown, null, { state: "completed" }, "push")!;
    // The router drops the push still under way; the replace that follows must add the entry itself.
    expect(planBoardChange(shown, chosen, { q: "ana" }, "replace")).toEqual({ search: "tab=past&state=completed&q=ana", push: true });
    const typed = planBoardChange(shown, null, { q: "an" }, "replace")!;
    expect(planBoardChange(shown, typed, { q: "ana" }, "replace")).toEqual({ search: "tab=past&q=ana", push: false });
  });

  it("changes nothing when the filters stay as they are", () => {
    expect(planBoardChange(shown, null, { tab: "past" }, "push")).toBeNull();
  });
});
