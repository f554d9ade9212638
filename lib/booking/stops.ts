import { distanceM } from "@/lib/distance";
import { messageRef } from "@/lib/i18n/message-ref";

/** Stops: the pickup first, the destination last, 2 to 15 in all. */
export const MIN_STOPS = 2;
export const MAX_STOPS = 15;

export type LatLng = [number, number];

/** Too few or too many stops, as a message reference (lib/i18n/message-ref.ts); null when the count is right. */
export const stopCountRule = (n: number): string | null =>
  n < MIN_STOPS ? messageRef("booking.stops.tooFew", { min: MIN_STOPS }) : n > MAX_STOPS ? messageRef("booking.stops.tooMany", { max: MAX_STOPS }) : null;

/** Whether another stop may be added, and why not (a message reference). */
export function canAddStop(count: number): { ok: true } | { ok: false; reason: string } {
  return count >= MAX_STOPS ? { ok: false, reason: messageRef("booking.stops.full", { max: MAX_STOPS }) } : { ok: true };
}

export const stopRole = (index: number, count: number): "pickup" | "destination" | "stop" =>
  index === 0 ? "pickup" : index === count - 1 ? "destination" : "stop";

/** Moves a stop, for reordering by drag or keyboard; out-of-range moves change nothing. */
export function moveStop<T>(stops: T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= stops.length || to >= stops.length) return stops;
  const next = stops.slice();
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

/** Stops closer than this are one place: a car cannot drive between them, yet the provider would price it. */
export const SAME_POINT_M = 15;

/**
 * Stops that repeat a place, by index, with what to do (message references): a stop at the point of
 * the one before it, and a destination back at the pickup. Each complaint sits on the later stop, the one to change.
 */
export function samePointProblems(locs: readonly (readonly number[])[]): Map<number, string> {
  const problems = new Map<number, string>();
  const n = locs.length;
  for (let i = 1; i < n; i++) {
    if (distanceM(locs[i - 1]!, locs[i]!) < SAME_POINT_M) {
      problems.set(i, messageRef("booking.stops.samePlace", { role: stopRole(i, n), number: i + 1, previous: stopRole(i - 1, n), previousNumber: i }));
    }
  }
  if (n > 2 && !problems.has(n - 1) && distanceM(locs[0]!, locs[n - 1]!) < SAME_POINT_M) {
    problems.set(n - 1, messageRef("booking.stops.backAtPickup"));
  }
  return problems;
}
