import { Temporal } from "temporal-polyfill";
import { messageRef } from "@/lib/i18n/message-ref";
import { HORIZON_DAYS } from "./time";

/**
 * The window in which a guest may call their car, typed on the pickup's clock: a day, and the times
 * it opens and closes that day. Pure and isomorphic: the form, the booking step and the guest's page
 * read it the same way.
 */
export type ReadyWindowInput = { date: string; from: string; until: string };

export type ReadyWindow = { opensAt: Date; closesAt: Date };

/** Each `message` is a message reference (lib/i18n/message-ref.ts), worded under booking.when.ready. */
export type ReadyWindowProblem = { kind: "invalid" | "past" | "too_far" | "backwards"; field: "date" | "from" | "until"; message: string };

const pad = (n: number, w = 2) => String(n).padStart(w, "0");

/**
 * A wall-clock time on the pickup's day as an instant. A time the clocks skip (a spring-forward gap)
 * is taken as the first moment after it, and one they pass twice as its first: a window only needs
 * an edge, not the provider's exact start_at.
 */
function instantOf(date: string, time: string, zone: string): number | null {
  try {
    const local = Temporal.PlainDateTime.from(`${date}T${time}:00`, { overflow: "reject" });
    return local.toZonedDateTime(zone, { disambiguation: "compatible" }).epochMilliseconds;
  } catch {
    return null;
  }
}

/**
 * Reads a window typed on the pickup's clock. Refused: a closing time already past, a window
 * opening more than 60 days ahead (the provider's own horizon), or one closing before it opens.
 * A window already open opens now.
 */
export function readReadyWindow(w: ReadyWindowInput, zone: string, nowMs: number): ReadyWindow | ReadyWindowProblem {
  const opens = instantOf(w.date, w.from, zone);
  if (opens === null) return { kind: "invalid", field: "from", message: messageRef("booking.when.ready.invalid") };
  const closes = instantOf(w.date, w.until, zone);
  if (closes === null) return { kind: "invalid", field: "until", message: messageRef("booking.when.ready.invalid") };
  if (closes <= opens) return { kind: "backwards", field: "until", message: messageRef("booking.when.ready.backwards") };
  if (closes <= nowMs) return { kind: "past", field: "until", message: messageRef("booking.when.ready.past") };
  const horizon = Temporal.Instant.fromEpochMilliseconds(nowMs).toZonedDateTimeISO(zone).add({ days: HORIZON_DAYS }).epochMilliseconds;
  if (opens > horizon) return { kind: "too_far", field: "date", message: messageRef("booking.when.ready.tooFar", { days: HORIZON_DAYS }) };
  return { opensAt: new Date(Math.max(opens, nowMs)), closesAt: new Date(closes) };
}

export const isWindowProblem = (r: ReadyWindow | ReadyWindowProblem): r is ReadyWindowProblem => "kind" in r;

/** The form's default: today on the pickup's clock, from now until 23:59. */
export function defaultReadyWindow(nowMs: number, zone: string): ReadyWindowInput {
  const now = Temporal.Instant.fromEpochMilliseconds(nowMs).toZonedDateTimeISO(zone);
  return { date: `${pad(now.year, 4)}-${pad(now.month)}-${pad(now.day)}`, from: `${pad(now.hour)}:${pad(now.minute)}`, until: "23:59" };
}

/** Where a window stands at a moment: not open yet, open, or closed. */
export function windowPhase(w: { readyFrom: Date | null; readyUntil: Date | null }, nowMs: number): "before" | "open" | "closed" {
  if (w.readyFrom && nowMs < w.readyFrom.getTime()) return "before";
  if (w.readyUntil && nowMs >= w.readyUntil.getTime()) return "closed";
  return "open";
}

/** An instant as the pickup's clock reads it, in the provider's start_at form ("YYYY-MM-DD HH:MM:SS"), for words on that clock. */
export function wallClockIn(at: Date, zone: string): string {
  const z = Temporal.Instant.fromEpochMilliseconds(at.getTime()).toZonedDateTimeISO(zone);
  return `${pad(z.year, 4)}-${pad(z.month)}-${pad(z.day)} ${pad(z.hour)}:${pad(z.minute)}:00`;
}

/** Whether a guest's "try again" may search once more: no driver was found for the car they called, and their window is still open. */
export function canSearchAgain(
  b: { status: string; endState: string | null; readyFrom?: Date | null; readyUntil?: Date | null; attentionResolvedAt?: Date | null },
  nowMs: number,
): boolean {
  if (b.status !== "booked" || b.endState !== "not found" || !b.readyUntil || b.attentionResolvedAt) return false;
  return windowPhase({ readyFrom: b.readyFrom ?? null, readyUntil: b.readyUntil }, nowMs) === "open";
}
