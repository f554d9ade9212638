/**
 * An event's page at a glance, from its view: how far its check, pricing or booking has gone, its
 * rows counted by state, its totals, and which rows a filter and a page show. Pure and isomorphic.
 */
import { Temporal } from "temporal-polyfill";
import { EVENT_ROW_STATUSES, UNBOOKED_ROW_STATUSES, type EventRowStatus } from "./kinds";
import type { EventRowView, EventView, Money } from "./view";

/** The rows table shows this many rows a page, so that 500 rows stay quick to read and to scroll. */
export const ROWS_PER_PAGE = 100;

/** The rows table's filters: every row, the rows waiting for the agent, the rows booked. */
export const ROW_FILTERS = ["all", "attention", "booked"] as const;
export type RowFilter = (typeof ROW_FILTERS)[number];

/** Rows a confirm took on, and those of them that have their outcome. */
const CONFIRMED: readonly EventRowStatus[] = ["queued", "booking", "booked", "refused", "uncertain", "waiting_price", "waiting_approval", "declined"];
const ANSWERED: readonly EventRowStatus[] = ["booked", "refused", "uncertain", "waiting_price", "waiting_approval", "declined"];

/** A row not on its way that repeats a ride booked or waiting elsewhere, and that the agent has not kept: a confirm leaves it out. */
export const isLeftOut = (r: Pick<EventRowView, "status" | "sameAs" | "keepSame">) =>
  !!r.sameAs && !r.keepSame && (r.status === "ready" || r.status === "priced" || r.status === "unpriced");

/** Batches whose page reads the event again by itself: something is moving. */
export const isMoving = (status: EventView["batch"]["status"]) => status === "checking" || status === "pricing" || status === "booking";

/** Sums fares by currency, in the order the currencies first appear. */
export function totalsByCurrency(prices: readonly Money[]): { currency: string; amount: number; rows: number }[] {
  const totals = new Map<string, { currency: string; amount: number; rows: number }>();
  for (const p of prices) {
    const t = totals.get(p.currency) ?? { currency: p.currency, amount: 0, rows: 0 };
    t.amount += p.amount;
    t.rows += 1;
    totals.set(p.currency, t);
  }
  return [...totals.values()];
}

/**
 * How far the event has gone while something moves: the check (no count: the sheet is checked in one
 * go), the pricing (estimates asked, as the pricing job reports them; rows sharing a route and a time
 * share one), or the booking (the confirmed rows that have their outcome, and how many are booked).
 */
export type EventProgress =
  | { stage: "checking"; done: number | null; total: number | null }
  | { stage: "pricing"; done: number | null; total: number | null }
  | { stage: "booking"; done: number; total: number; booked: number };

export function eventProgress(view: Pick<EventView, "batch" | "rows">): EventProgress | null {
  const { status, progress } = view.batch;
  if (status === "checking" || status === "pricing") return { stage: status, done: progress?.done ?? null, total: progress?.total ?? null };
  if (status !== "booking") return null;
  const confirmed = view.rows.filter((r) => CONFIRMED.includes(r.status));
  return {
    stage: "booking",
    done: confirmed.filter((r) => ANSWERED.includes(r.status)).length,
    total: confirmed.length,
    booked: confirmed.filter((r) => r.status === "booked").length,
  };
}

/**
 * What the summary says under "To confirm": the fare confirming books, "nothing priced yet" before the
 * event is first confirmed, and nothing once it was (its rides booked, the rows left say why each is).
 */
export function toConfirmLine(view: Pick<EventView, "batch" | "toConfirm">): "fare" | "nothingPriced" | null {
  if (view.toConfirm.length) return "fare";
  const { status, confirmedAt } = view.batch;
  return status === "done" || status === "booking" || confirmedAt ? null : "nothingPriced";
}

/** The rows counted by state, in the states' order, leaving out states no row is in. */
export function countsByStatus(rows: readonly Pick<EventRowView, "status">[]): { status: EventRowStatus; count: number }[] {
  const counts = new Map<EventRowStatus, number>();
  for (const r of rows) counts.set(r.status, (counts.get(r.status) ?? 0) + 1);
  return EVENT_ROW_STATUSES.filter((s) => counts.has(s)).map((status) => ({ status, count: counts.get(status)! }));
}

/** What the booked rides cost, by currency: the price each was booked at. */
export const bookedTotals = (rows: readonly EventRowView[]) =>
  totalsByCurrency(
    rows
      .filter((r) => r.status === "booked")
      .flatMap((r) => {
        const p = r.confirmedPrice ?? r.price;
        return p ? [p] : [];
      }),
  );

/**
 * What each cancel does, counted: the rows not booked yet (taken out), and the booked rides that
 * have not ended (cancelled at the ride service, unless under way by then).
 */
export function cancelCounts(rows: readonly EventRowView[]): { unbooked: number; booked: number } {
  return {
    unbooked: rows.filter((r) => UNBOOKED_ROW_STATUSES.includes(r.status)).length,
    booked: rows.filter((r) => r.status === "booked" && !r.booking?.endState).length,
  };
}

/**
 * The journeys board's tab that holds an event's rides, on the desk's clock: today when any ride
 * starts today, else the coming days when any is still to come, else the past. Null before any is booked.
 */
export function boardTabOf(rows: readonly Pick<EventRowView, "booking">[], nowMs: number, zone: string): "today" | "upcoming" | "past" | null {
  const day = (ms: number) => Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(zone).toPlainDate();
  const today = day(nowMs);
  const days = rows.flatMap((r) => (r.booking ? [Temporal.PlainDate.compare(day(Date.parse(r.booking.pickupAt)), today)] : []));
  if (!days.length) return null;
  if (days.includes(0)) return "today";
  return days.some((d) => d > 0) ? "upcoming" : "past";
}

/** The event's groups, as the sheet names them, in order. */
export const groupsOf = (rows: readonly Pick<EventRowView, "group">[]) =>
  [...new Set(rows.flatMap((r) => (r.group ? [r.group] : [])))].sort((a, b) => a.localeCompare(b));

const FILTERS: Record<RowFilter, (r: EventRowView) => boolean> = {
  all: () => true,
  attention: (r) => rowTone(r.status) === "attention" || isLeftOut(r),
  booked: (r) => r.status === "booked",
};

/** The rows a filter and a group show, and one page of them (pages count from 1; past the last is the last). */
export function rowsToShow(rows: readonly EventRowView[], { filter, group, page }: { filter: RowFilter; group: string | null; page: number }) {
  const shown = rows.filter((r) => FILTERS[filter](r) && (group === null || r.group === group));
  const pages = Math.max(1, Math.ceil(shown.length / ROWS_PER_PAGE));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  return { rows: shown.slice((current - 1) * ROWS_PER_PAGE, current * ROWS_PER_PAGE), total: shown.length, page: current, pages };
}

/** How many rows typed this very text in a cell that matched several places: one pick answers them all. */
export const rowsTyping = (rows: readonly EventRowView[], typed: string) =>
  rows.filter((r) => Object.values(r.choices).some((offered) => offered[0]?.typed === typed)).length;

/** The stops a row's sheet names between its pickup and destination. */
export const stopsBetween = (cells: Record<string, string>) =>
  Object.entries(cells).filter(([field, text]) => /^stop\d+$/.test(field) && text.trim() !== "").length;

/** How the table and the map colour a row: it waits for the agent, is to be booked, is being booked, is booked, or was taken out. */
export const ROW_TONES = ["attention", "toBook", "moving", "booked", "cancelled"] as const;
export type RowTone = (typeof ROW_TONES)[number];

const TONE_OF: Record<EventRowStatus, RowTone> = {
  invalid: "attention",
  needs_choice: "attention",
  unpriced: "attention",
  refused: "attention",
  uncertain: "attention",
  waiting_price: "attention",
  declined: "attention",
  waiting_approval: "moving",
  ready: "toBook",
  priced: "toBook",
  queued: "moving",
  booking: "moving",
  booked: "booked",
  cancelled: "cancelled",
};
export const rowTone = (status: EventRowStatus): RowTone => TONE_OF[status];
