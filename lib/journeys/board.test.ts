import { describe, expect, it } from "vitest";
import { boardQuerySchema, boardSearchParams, dayOf, hasNarrowing, readBoardFilters, startOfDay } from "./board";

describe("the board's URL", () => {
  it("keeps what it understands and drops the rest, so an old or edited link still opens", () => {
    const f = readBoardFilters(new URLSearchParams("tab=past&state=completed&q=%20Ana%20&agent=nope&label=sales&from=2026-13-45&x=1"));
    expect(f).toEqual({ tab: "past", state: "completed", q: "Ana", label: "sales" });
    expect(readBoardFilters({ tab: "bogus" })).toEqual({ tab: "today" });
  });

  it("keeps an event and its group, and drops an event id that is not one", () => {
    const event = "0f8d2c1a-1111-4c3b-9d2e-5a6b7c8d9e0f";
    expect(readBoardFilters(new URLSearchParams(`event=${event}&group=%20Arrivals%201%20Dec%20`))).toEqual({ tab: "today", event, group: "Arrivals 1 Dec" });
    expect(readBoardFilters({ event: "summit", group: "" })).toEqual({ tab: "today" });
    expect(boardSearchParams({ group: "Arrivals", event, tab: "past" }).toString()).toBe(`tab=past&event=${event}&group=Arrivals`);
    expect(hasNarrowing(readBoardFilters({ event }))).toBe(true);
  });

  it("writes filters in a stable order, leaving out the default tab", () => {
    expect(boardSearchParams({ q: "Ana", tab: "today", state: "waiting" }).toString()).toBe("state=waiting&q=Ana");
    expect(boardSearchParams({ tab: "attention" }).toString()).toBe("tab=attention");
  });

  it("refuses a malformed query at the GET route: an unknown zone, a forged cursor, an unknown field", () => {
    expect(boardQuerySchema.safeParse({ tz: "Mars/Olympus" }).success).toBe(false);
    expect(boardQuerySchema.safeParse({ cursor: "1' or 1=1" }).success).toBe(false);
    expect(boardQuerySchema.safeParse({ page: "2" }).success).toBe(false);
    expect(boardQuerySchema.parse({ tz: "Europe/Madrid", cursor: "2026-11-23T10:00:00.000Z~0f8d2c1a-1111-4c3b-9d2e-5a6b7c8d9e0f" }).tab).toBe("today");
  });
});

describe("the desk's day", () => {
  it("starts at local midnight in the desk's zone, across daylight-saving changes", () => {
    expect(startOfDay("2026-11-23", "Europe/Madrid").toISOString()).toBe("2026-11-22T23:00:00.000Z");
    expect(startOfDay("2026-07-01", "Europe/Madrid").toISOString()).toBe("2026-06-30T22:00:00.000Z");
    // Santiago de Chile skips midnight when summer time begins: the day starts at 01:00.
    expect(startOfDay("2026-09-06", "America/Santiago").toISOString()).toBe("2026-09-06T04:00:00.000Z");
    expect(dayOf(Date.parse("2026-11-22T23:30:00Z"), "Europe/Madrid")).toEqual({ today: "2026-11-23", tomorrow: "2026-11-24" });
    expect(dayOf(Date.parse("2026-11-22T23:30:00Z"), "UTC").today).toBe("2026-11-22");
  });
});
