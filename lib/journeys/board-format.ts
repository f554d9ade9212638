import { formatMoney } from "@/lib/money";
import type { AttentionProblem } from "@/lib/booking/attention";
import type { BoardRow } from "./board";
import { describeJourney, type JourneyStatus, type StateAge } from "./describe";
import { markedNotBooked, notBookedKind, type NotBookedKind } from "./not-booked";
import type { JourneyStateTone } from "@/lib/booking/states";
import { cityOfZone } from "@/lib/guest-page/share-texts";

/**
 * A board row's facts in the form the screen words them (components/journeys/board-row.tsx): times
 * formatted in the reader's language (`tag`, an Intl tag such as INTL_TAG[locale]), states and notes as codes.
 */

/** An instant on a zone's clock, in the reader's language: "14:30", or "Mon 23 Nov, 14:30" with the day. */
export const timeIn = (ms: number, zone: string, withDay: boolean, tag: string) =>
  new Intl.DateTimeFormat(tag, {
    ...(withDay ? { weekday: "short", day: "numeric", month: "short" } : {}),
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: zone,
  }).format(ms);

/** A zone as people say it: "Madrid" for Europe/Madrid. */
export const zoneName = (zone: string) => cityOfZone(zone) ?? zone.split("/").pop()!.replaceAll("_", " ");

/**
 * The pickup time on the pickup's own clock, with the place whose clock it is ("14:30", "Madrid"),
 * and the desk's time when its clock reads differently ("13:30"); formatted in the reader's language.
 */
export function pickupTimes(
  row: Pick<BoardRow, "pickupAt" | "zone">,
  deskZone: string,
  withDay: boolean,
  tag: string,
): { pickup: string; place: string | null; desk: string | null } {
  const ms = Date.parse(row.pickupAt);
  const zone = row.zone ?? deskZone;
  const differs = timeIn(ms, zone, true, tag) !== timeIn(ms, deskZone, true, tag);
  return { pickup: timeIn(ms, zone, withDay, tag), place: row.zone ? zoneName(row.zone) : null, desk: differs ? timeIn(ms, deskZone, withDay, tag) : null };
}

/** A row's state: the journey's, a problem that needs the desk, or what became of a booking that never got a journey. */
export type RowStatus =
  | JourneyStatus
  | { kind: "notBooked"; how: NotBookedKind }
  | { kind: "attention"; problem: AttentionProblem }
  | { kind: "pending" }
  | { kind: "approval"; status: HeldStatus };

/** Bookings held before the provider was called: for an approver's yes or for the guest's call, and how those ended. */
type HeldStatus = "awaiting_approval" | "declined" | "waiting_for_guest" | "guest_never_ready" | "ready_cancelled";
const HELD: ReadonlySet<string> = new Set<HeldStatus>(["awaiting_approval", "declined", "waiting_for_guest", "guest_never_ready", "ready_cancelled"]);
const HELD_ENDED: ReadonlySet<string> = new Set<HeldStatus>(["declined", "guest_never_ready", "ready_cancelled"]);

export type RowState = { status: RowStatus; tone: JourneyStateTone | "problem"; key: string; age: StateAge | null };

/** The row's state: the journey's, or what became of a booking that never got one. */
export function rowState(row: BoardRow, nowMs: number): RowState {
  if (row.status === "failed")
    return { status: { kind: "notBooked", how: notBookedKind(row.status, row.settlement) }, tone: "cancelled", key: "failed", age: null };
  if (row.status === "uncertain") return { status: { kind: "attention", problem: "uncertain" }, tone: "problem", key: "uncertain", age: null };
  if (row.status === "pending") return { status: { kind: "pending" }, tone: "unknown", key: "pending", age: null };
  // Held before the provider was called: no journey to describe.
  if (HELD.has(row.status))
    return {
      status: { kind: "approval", status: row.status as HeldStatus },
      tone: HELD_ENDED.has(row.status) ? "cancelled" : "unknown",
      key: row.status,
      age: null,
    };
  const d = describeJourney(
    { state: row.endState ?? row.state, startAt: row.startAt, zone: row.zone, readAt: row.readAt, checkedAt: row.checkedAt, following: row.following },
    nowMs,
  );
  return row.attention ? { ...d, status: { kind: "attention", problem: row.attention }, tone: "problem" } : d;
}

/**
 * The line under a booking without a journey: who at the desk said it was not booked, and when
 * (ISO), or what the ride service said. A problem still open says more in its own area.
 */
export type RowNote = { kind: "settled"; how: "marked" | "rebooked"; by: string | null; at: string } | { kind: "providerSaid"; text: string };

export function rowNote(row: Pick<BoardRow, "status" | "attention" | "problem" | "settlement">): RowNote | null {
  if (row.attention) return null;
  if (row.settlement && markedNotBooked(row.status, row.settlement)) {
    return { kind: "settled", how: row.settlement.how === "rebooked" ? "rebooked" : "marked", by: row.settlement.by, at: row.settlement.at };
  }
  return row.problem ? { kind: "providerSaid", text: row.problem } : null;
}

/** The price to show, in the reader's language: the final one once the provider has it, else the estimate. */
export function rowPrice(row: Pick<BoardRow, "estimate" | "totals">, tag: string): { text: string; final: boolean } | null {
  if (row.totals) return { text: formatMoney(row.totals.priceTotal.amount, row.totals.priceTotal.currency, tag), final: true };
  return row.estimate ? { text: formatMoney(row.estimate.amount, row.estimate.currency, tag), final: false } : null;
}

/** "Atocha → Chamartín" (addresses as they were kept), and how many stops lie between. */
export function routeWords(row: Pick<BoardRow, "pickupLabel" | "destinationLabel" | "stopCount">): { route: string; between: number } {
  return { route: `${row.pickupLabel} → ${row.destinationLabel}`, between: Math.max(0, row.stopCount - 2) };
}
