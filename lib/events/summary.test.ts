import { describe, expect, it } from "vitest";
import type { EventRowStatus } from "./kinds";
import {
  boardTabOf,
  bookedTotals,
  cancelCounts,
  countsByStatus,
  eventProgress,
  groupsOf,
  isLeftOut,
  ROWS_PER_PAGE,
  toConfirmLine,
  rowsToShow,
  rowsTyping,
  stopsBetween,
} from "./summary";
import type { EventRowView, EventView } from "./view";

let n = 0;
const row = (status: EventRowStatus, over: Partial<EventRowView> = {}): EventRowView => ({
  id: `r${++n}`,
  rowNumber: n + 1,
  group: null,
  status,
  cells: {},
  errors: {},
  choices: {},
  product: null,
  price: null,
  confirmedPrice: null,
  problem: null,
  pickup: null,
  when: null,
  booking: null,
  sameAs: null,
  keepSame: false,
  spend: null,
  ...over,
});
const batch = (status: EventView["batch"]["status"], progress: EventView["batch"]["progress"] = null): EventView["batch"] => ({
  id: "b",
  name: "Summit",
  status,
  progress,
  productRule: "cheapest",
  productName: null,
  fileName: "summit.xlsx",
  createdAt: "2026-11-01T10:00:00.000Z",
  confirmedAt: null,
});
const eur = (amount: number) => ({ amount, currency: "EUR" });

describe("an event's progress", () => {
  it("says nothing while nothing moves", () => {
    expect(eventProgress({ batch: batch("draft"), rows: [row("priced")] })).toBeNull();
    expect(eventProgress({ batch: batch("done"), rows: [row("booked")] })).toBeNull();
  });

  it("has no count while the sheet is checked, and the pricing job's count while it prices", () => {
    expect(eventProgress({ batch: batch("checking"), rows: [] })).toEqual({ stage: "checking", done: null, total: null });
    expect(eventProgress({ batch: batch("pricing", { done: 40, total: 150 }), rows: [] })).toEqual({ stage: "pricing", done: 40, total: 150 });
  });

  it("counts the booking from the rows: the confirmed ones with an outcome, and the booked", () => {
    const rows = [row("booked"), row("booked"), row("refused"), row("queued"), row("booking"), row("waiting_price"), row("invalid"), row("cancelled")];
    expect(eventProgress({ batch: batch("booking"), rows })).toEqual({ stage: "booking", done: 4, total: 6, booked: 2 });
  });
});

describe("an event's figures", () => {
  it("offers a fare to confirm while rows wait for it, and says nothing is priced only while rows may still be", () => {
    const fare = [{ currency: "EUR", amount: 1200, rows: 1 }];
    expect(toConfirmLine({ batch: batch("draft"), toConfirm: fare })).toBe("fare");
    for (const status of ["checking", "pricing", "draft"] as const)
      expect(toConfirmLine({ batch: batch(status), toConfirm: [] }), status).toBe("nothingPriced");
    // A finished event, or one being booked, has nothing left to confirm: the line goes rather than say "nothing priced yet".
    expect(toConfirmLine({ batch: batch("done"), toConfirm: [] })).toBeNull();
    expect(toConfirmLine({ batch: batch("booking"), toConfirm: [] })).toBeNull();
    // Booked, with only wrong rows left to correct: the rows say what each needs.
    expect(toConfirmLine({ batch: { ...batch("draft"), confirmedAt: "2026-11-01T11:00:00.000Z" }, toConfirm: [] })).toBeNull();
  });

  it("counts rows by state in the states' order", () => {
    expect(countsByStatus([row("booked"), row("invalid"), row("booked")])).toEqual([
      { status: "invalid", count: 1 },
      { status: "booked", count: 2 },
    ]);
  });

  it("totals the booked rides at the price they were booked at, by currency", () => {
    const rows = [
      row("booked", { price: eur(1200), confirmedPrice: eur(1000) }),
      row("booked", { price: eur(500) }),
      row("booked", { price: { amount: 900, currency: "GBP" } }),
      row("priced", { price: eur(700) }),
    ];
    expect(bookedTotals(rows)).toEqual([
      { currency: "EUR", amount: 1500, rows: 2 },
      { currency: "GBP", amount: 900, rows: 1 },
    ]);
  });

  it("counts what each cancel does: rows not booked yet, and booked rides not over", () => {
    const ended = { id: "k", guestUrl: null, state: "drop off", endState: "drop off", pickupAt: "2026-12-01T08:30:00.000Z" };
    const live = { id: "l", guestUrl: null, state: "hired", endState: null, pickupAt: "2026-12-01T08:30:00.000Z" };
    const rows = [
      row("invalid"),
      row("priced"),
      row("queued"),
      row("waiting_price"),
      row("booking"),
      row("booked", { booking: live }),
      row("booked", { booking: ended }),
      row("cancelled"),
    ];
    expect(cancelCounts(rows)).toEqual({ unbooked: 4, booked: 1 });
  });

  it("lists the groups once each, in order, and counts the stops between and the rows typing a text", () => {
    expect(groupsOf([row("ready", { group: "Departures" }), row("ready"), row("ready", { group: "Arrivals" }), row("ready", { group: "Departures" })])).toEqual(
      ["Arrivals", "Departures"],
    );
    expect(stopsBetween({ pickup: "A", stop1: "B", stop2: " ", stop3: "C", destination: "D" })).toBe(2);
    const place = {
      label: "Hotel Miguel Ángel, Madrid",
      name: null,
      addr: null,
      num: null,
      city: null,
      postal_code: null,
      country: null,
      loc: [40.43, -3.69] as [number, number],
    };
    const offered = { pickup: [{ ...place, typed: "Hotel Miguel Ángel" }] };
    expect(
      rowsTyping(
        [row("needs_choice", { choices: offered }), row("needs_choice", { choices: { destination: offered.pickup } }), row("needs_choice")],
        "Hotel Miguel Ángel",
      ),
    ).toBe(2);
  });
});

describe("the rows shown", () => {
  const rows = [
    ...Array.from({ length: 230 }, (_, i) => row(i % 10 === 0 ? "booked" : "priced", { group: i < 120 ? "Arrivals" : "Departures" })),
    row("invalid", { group: "Arrivals" }),
    row("refused"),
    row("waiting_price"),
  ];

  it("pages a hundred at a time, the page kept within the pages there are", () => {
    const first = rowsToShow(rows, { filter: "all", group: null, page: 1 });
    expect(first).toMatchObject({ total: 233, page: 1, pages: 3 });
    expect(first.rows).toHaveLength(ROWS_PER_PAGE);
    expect(rowsToShow(rows, { filter: "all", group: null, page: 3 }).rows).toHaveLength(33);
    expect(rowsToShow(rows, { filter: "all", group: null, page: 9 }).page).toBe(3);
    expect(rowsToShow(rows, { filter: "all", group: null, page: Number.NaN }).page).toBe(1);
  });

  it("filters the rows needing attention, the booked, and a group", () => {
    expect(rowsToShow(rows, { filter: "attention", group: null, page: 1 }).rows.map((r) => r.status)).toEqual(["invalid", "refused", "waiting_price"]);
    expect(rowsToShow(rows, { filter: "booked", group: null, page: 1 }).total).toBe(23);
    expect(rowsToShow(rows, { filter: "attention", group: "Arrivals", page: 1 }).total).toBe(1);
    expect(rowsToShow(rows, { filter: "all", group: "Nowhere", page: 1 })).toMatchObject({ total: 0, page: 1, pages: 1 });
  });
});

describe("rows that repeat a ride booked elsewhere", () => {
  const same = { kind: "event" as const, batchId: "b0", eventName: "Kick-off", rowNumber: 4 };
  it("are left out until kept, and need attention while left out", () => {
    const leftOut = row("priced", { sameAs: same });
    const kept = row("priced", { sameAs: same, keepSame: true });
    const booked = row("booked", { sameAs: same });
    expect([leftOut, kept, booked, row("priced")].map(isLeftOut)).toEqual([true, false, false, false]);
    expect(rowsToShow([leftOut, kept, booked], { filter: "attention", group: null, page: 1 }).rows).toEqual([leftOut]);
  });
});

describe("where the board shows an event's rides", () => {
  const booked = (pickupAt: string) => row("booked", { booking: { id: `b${n}`, guestUrl: null, state: null, endState: null, pickupAt } });
  const NOW = Date.parse("2026-11-28T22:30:00Z"); // 23:30 in Madrid, 22:30 in London

  it("is the coming days when every ride is after today, on the desk's clock", () => {
    expect(boardTabOf([booked("2026-12-01T08:30:00Z"), booked("2026-12-02T07:15:00Z"), row("invalid")], NOW, "Europe/Madrid")).toBe("upcoming");
    // 00:15 on the 29th in Madrid is tomorrow there, and still today in London.
    expect(boardTabOf([booked("2026-11-28T23:15:00Z")], NOW, "Europe/Madrid")).toBe("upcoming");
    expect(boardTabOf([booked("2026-11-28T23:15:00Z")], NOW, "Europe/London")).toBe("today");
  });

  it("is today when any ride is today, the past when all are over, and none before a ride is booked", () => {
    expect(boardTabOf([booked("2026-12-01T08:30:00Z"), booked("2026-11-28T09:00:00Z")], NOW, "Europe/Madrid")).toBe("today");
    expect(boardTabOf([booked("2026-11-20T09:00:00Z")], NOW, "Europe/Madrid")).toBe("past");
    expect(boardTabOf([row("priced"), row("invalid")], NOW, "Europe/Madrid")).toBeNull();
  });
});
