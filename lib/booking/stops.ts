/** Stops: the pickup first, the destination last, 2 to 15 in all. */
export const MIN_STOPS = 2;
export const MAX_STOPS = 15;

export type LatLng = [number, number];

export const stopCountRule = (n: number): string | null =>
  n < MIN_STOPS ? `Add at least ${MIN_STOPS} stops: a pickup and a destination.` : n > MAX_STOPS ? `A ride can have at most ${MAX_STOPS} stops.` : null;

/** Whether another stop may be added, and why not. */
export function canAddStop(count: number): { ok: true } | { ok: false; reason: string } {
  return count >= MAX_STOPS ? { ok: false, reason: `A ride can have at most ${MAX_STOPS} stops; remove one to add another.` } : { ok: true };
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
