import { DRIVER_ASSIGNED_STATES, END_STATES, isCancelState, PAST_CANCELLING_STATES, RIDE_ORDER } from "@/lib/booking/states";

/** One step of a journey's timeline: the provider's state (its words by timelineWordKey()), when (ISO), and that time formatted. */
export type TimelineEntry = { state: string; at: string; time: string };

/**
 * A time on the pickup's own clock, in the reader's language (`tag`, such as INTL_TAG[locale]):
 * "Mon 23 Nov, 16:14", "lun, 23 nov, 16:14"; the browser's zone when the pickup's is unknown.
 */
export function pickupTime(iso: string, zone: string | null, tag: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return new Intl.DateTimeFormat(tag, {
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    ...(zone ? { timeZone: zone } : {}),
  }).format(at);
}

/**
 * The states a journey has been in, first seen first, each with its time in the pickup's zone and
 * the reader's language. States seen at the same moment (one read caught several) keep the ride's order.
 */
export function timelineOf(stateTimes: Record<string, string>, zone: string | null, tag: string): TimelineEntry[] {
  const order: readonly string[] = RIDE_ORDER;
  const rank = (s: string) => (order.includes(s) ? order.indexOf(s) : order.length);
  return Object.entries(stateTimes)
    .filter(([, at]) => !Number.isNaN(Date.parse(at)))
    .sort(([a, x], [b, y]) => Date.parse(x) - Date.parse(y) || rank(a) - rank(b))
    .map(([state, at]) => ({ state, at, time: pickupTime(at, zone, tag) }));
}

const DRIVER_ASSIGNED: ReadonlySet<string> = new Set(DRIVER_ASSIGNED_STATES);
const PAST_CANCELLING: ReadonlySet<string> = new Set(PAST_CANCELLING_STATES);

export type CancelOffer = { offered: false } | { offered: true; feeMayApply: boolean };

/** Whether the desk offers to cancel a booked journey in this state, and whether to warn of a fee. */
export function cancelOffer(j: { state: string | null; endState: string | null; finished: boolean }): CancelOffer {
  if (j.finished || j.endState) return { offered: false };
  if (j.state && (PAST_CANCELLING.has(j.state) || isCancelState(j.state) || j.state === "not found" || j.state === "no show")) return { offered: false };
  return { offered: true, feeMayApply: !!j.state && DRIVER_ASSIGNED.has(j.state) };
}

export type RideEnding = { state: string; trip: boolean };

/**
 * How a booked ride ended, once it has: its end state, and whether the trip took place (a drop
 * off) or not (cancelled, no driver found, no show). Null while the ride is still live.
 */
export function rideEnding(j: { state: string | null; endState: string | null; finished: boolean }): RideEnding | null {
  const end = j.endState ?? (j.state && (END_STATES.has(j.state) || isCancelState(j.state)) ? j.state : null);
  if (end) return { state: end, trip: end === "drop off" };
  // Closed without an end state we saw: the provider closes a journey after its drop off.
  return j.finished || j.state === "terminated" ? { state: "terminated", trip: true } : null;
}
