/**
 * The journeys board's vocabulary: tabs, filters, rows and pages. Isomorphic, so the URL the
 * browser keeps, the GET route's validation and the database query share one definition.
 */
import { Temporal } from "temporal-polyfill";
import { messageRef } from "@/lib/i18n/message-ref";
import { z } from "@/lib/zod";
import type { AttentionProblem } from "@/lib/booking/attention";
import type { Settlement } from "./not-booked";
import type { JourneyDriver, JourneyTotals, JourneyVehicle } from "./types";
import type { BookingStatus } from "@/lib/booking-status";

export const BOARD_TABS = ["today", "upcoming", "past", "attention"] as const;
export type BoardTab = (typeof BOARD_TABS)[number];

/** The state filter's choices, each a condition on what we last read; their words are `board.filters.states.<choice>` in the "journeys" messages. */
export const STATE_FILTERS = ["waiting", "driver", "completed", "cancelled", "not-found", "no-show", "uncertain", "failed"] as const;
export type StateFilter = (typeof STATE_FILTERS)[number];

export const BOARD_PAGE_SIZE = 25;

const date = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, messageRef("journeys.board.dateFormat"))
  .refine((d) => !Number.isNaN(Date.parse(d)), messageRef("journeys.board.notDate"));
const zone = z
  .string()
  .max(64)
  .refine((tz) => {
    try {
      new Intl.DateTimeFormat("en", { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, messageRef("journeys.board.unknownZone"));

/** A position in the list: the last row's pickup instant and id. */
export const cursorSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z~[0-9a-f-]{36}$/, messageRef("journeys.board.badCursor"));
export const encodeCursor = (pickupAt: string, id: string) => `${pickupAt}~${id}`;
export function decodeCursor(cursor: string): { pickupAt: Date; id: string } {
  const [at, id] = cursor.split("~");
  return { pickupAt: new Date(at!), id: id! };
}

/** What the board's URL holds (all optional), as the page and the GET route read it. */
export const boardFiltersSchema = z.strictObject({
  tab: z.enum(BOARD_TABS).default("today"),
  state: z.enum(STATE_FILTERS).optional(),
  requester: z
    .string()
    .regex(/^[a-f0-9]{32}$/, messageRef("journeys.board.notRequester"))
    .optional(),
  label: z.string().min(1).max(100).optional(),
  agent: z.uuid(messageRef("journeys.board.notAgent")).optional(),
  from: date.optional(),
  to: date.optional(),
  q: z.string().trim().min(1).max(100).optional(),
  /** The event (spreadsheet batch) the rides were booked from, and a group within it. */
  event: z.uuid(messageRef("journeys.board.notEvent")).optional(),
  group: z.string().trim().min(1).max(100).optional(),
});
export type BoardFilters = z.infer<typeof boardFiltersSchema>;

/** The GET route's query: the URL's filters, the desk's zone (for "today") and where to continue. */
export const boardQuerySchema = boardFiltersSchema.extend({ tz: zone.default("UTC"), cursor: cursorSchema.optional() });
export type BoardQuery = z.infer<typeof boardQuerySchema>;

/** The filters from a URL's search params; anything malformed is dropped rather than failing the page. */
export function readBoardFilters(params: URLSearchParams | Record<string, string | string[] | undefined>): BoardFilters {
  const entries = params instanceof URLSearchParams ? [...params.entries()] : Object.entries(params).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v] as const);
  const out: Record<string, string> = {};
  for (const [k, v] of entries) {
    if (typeof v !== "string" || v === "" || !(k in boardFiltersSchema.shape)) continue;
    const one = boardFiltersSchema.shape[k as keyof BoardFilters].safeParse(v);
    if (one.success && one.data !== undefined) out[k] = String(one.data);
  }
  return boardFiltersSchema.parse(out);
}

/** The search params for filters, without defaults, in a stable order (so URLs compare equal). */
export function boardSearchParams(filters: Partial<BoardFilters>): URLSearchParams {
  const p = new URLSearchParams();
  for (const k of Object.keys(boardFiltersSchema.shape) as (keyof BoardFilters)[]) {
    const v = filters[k];
    if (v === undefined || v === "" || (k === "tab" && v === "today")) continue;
    p.set(k, String(v));
  }
  return p;
}

export const hasNarrowing = (f: BoardFilters) => Boolean(f.state || f.requester || f.label || f.agent || f.from || f.to || f.q || f.event || f.group);

/** Midnight starting a calendar day in a zone, as an instant (the first one, across a daylight-saving gap). */
export function startOfDay(day: string, tz: string): Date {
  return new Date(Temporal.PlainDate.from(day).toZonedDateTime({ timeZone: tz }).epochMilliseconds);
}

/** Today's date in a zone, and the next day's. */
export function dayOf(nowMs: number, tz: string): { today: string; tomorrow: string } {
  const d = Temporal.Instant.fromEpochMilliseconds(nowMs).toZonedDateTimeISO(tz).toPlainDate();
  return { today: d.toString(), tomorrow: d.add({ days: 1 }).toString() };
}

export const nextDay = (day: string) => Temporal.PlainDate.from(day).add({ days: 1 }).toString();

export type BoardRow = {
  id: string;
  journeyId: string | null;
  status: BookingStatus;
  /** ISO instant of the pickup; with startAt/zone, the pickup's local time of a reservation. */
  pickupAt: string;
  startAt: string | null;
  zone: string | null;
  riderName: string;
  riderPhone: string | null;
  requester: string;
  agent: string | null;
  pickupLabel: string;
  destinationLabel: string;
  stopCount: number;
  productName: string;
  labelSlug: string | null;
  /** The group within its event (spreadsheet) the ride was booked from; null for rides booked one by one. */
  eventGroup: string | null;
  state: string | null;
  endState: string | null;
  readAt: string | null;
  checkedAt: string | null;
  following: boolean;
  driver: Pick<JourneyDriver, "name"> | null;
  vehicle: Pick<JourneyVehicle, "name" | "plate" | "color"> | null;
  estimate: { amount: number; currency: string } | null;
  totals: JourneyTotals | null;
  attention: AttentionProblem | null;
  /** Why a booking failed or is uncertain, in the provider's words when it gave any. */
  problem: string | null;
  /** How its problem was settled, by whom and when; for a booking marked not booked, that it was the desk, not the provider. */
  settlement: Settlement | null;
  /** For a ride its guest calls when ready: when their window closes (ISO); null or absent for any other ride. */
  readyUntil?: string | null;
  /** For a ride held for approval or declined: who may answer and by when (ISO), or the no's note; added by the board's route. */
  approval?: { dueAt: string; approvers: string[]; note: string | null; decidedBy: string | null } | null;
};

/**
 * Whether the job keeping journeys fresh is keeping up, and if not, why: the job runner is not
 * running, or `staleJourneys` rides under way have not been read for a while.
 */
export type BoardFreshness = { behind: boolean; reason: "jobs stopped" | "stale" | null; staleJourneys: number; oldestReadAt: string | null };

export type BoardPage = { rows: BoardRow[]; nextCursor: string | null; attentionCount: number; freshness: BoardFreshness; tz: string; today: string };
