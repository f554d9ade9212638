import { journeyStateLabel } from "./describe";

/** The provider's states in the order a ride goes through them. */
const RIDE_ORDER = ["hire", "hired", "arrived", "pick up", "drop off", "terminated"];

export type TimelineEntry = { state: string; label: string; at: string; time: string };

/** A time in the pickup's own zone ("Mon 23 Nov, 16:14"); the browser's zone when the pickup's is unknown. */
export function pickupTime(iso: string, zone: string | null, locale = "en-GB"): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { weekday: "short", day: "numeric", month: "short", hour: "2-digit", minute: "2-digit", hourCycle: "h23", ...(zone ? { timeZone: zone } : {}) }).format(at);
}

/**
 * The states a journey has been in, first seen first, each with its time in the pickup's zone.
 * States seen at the same moment (one read caught several) keep the ride's order.
 */
export function timelineOf(stateTimes: Record<string, string>, zone: string | null): TimelineEntry[] {
  const rank = (s: string) => (RIDE_ORDER.includes(s) ? RIDE_ORDER.indexOf(s) : RIDE_ORDER.length);
  return Object.entries(stateTimes)
    .filter(([, at]) => !Number.isNaN(Date.parse(at)))
    .sort(([a, x], [b, y]) => Date.parse(x) - Date.parse(y) || rank(a) - rank(b))
    .map(([state, at]) => ({ state, label: timelineLabel(state), at, time: pickupTime(at, zone) }));
}

/** "drop off" and "terminated" both read "Completed" elsewhere; on a timeline they are two steps. */
function timelineLabel(state: string): string {
  if (state === "drop off") return "Arrived at the destination";
  if (state === "terminated") return "Closed by the ride service";
  if (state === "hire") return "Looking for a driver";
  return journeyStateLabel(state);
}

/** States in which a driver is on the way or waiting: cancelling then may cost a fee. */
const DRIVER_ASSIGNED = new Set(["hired", "arrived"]);
/** States in which the ride can no longer be cancelled from the desk: the rider is aboard, or it is over. */
const PAST_CANCELLING = new Set(["pick up", "drop off", "terminated"]);

export type CancelOffer = { offered: false } | { offered: true; feeMayApply: boolean };

/** Whether the desk offers to cancel a booked journey in this state, and whether to warn of a fee. */
export function cancelOffer(j: { state: string | null; endState: string | null; finished: boolean }): CancelOffer {
  if (j.finished || j.endState) return { offered: false };
  if (j.state && (PAST_CANCELLING.has(j.state) || j.state.endsWith("cancel") || j.state === "not found" || j.state === "no show")) return { offered: false };
  return { offered: true, feeMayApply: !!j.state && DRIVER_ASSIGNED.has(j.state) };
}
