import { localStartToDate } from "@/lib/booking/time";
import type { JourneyLive } from "./types";
import { journeyStateTone, rideStanding, type JourneyStateTone } from "@/lib/booking/states";

/** A state older than this, or a failed last check, is shown with its age. */
export const STALE_AFTER_MS = 45_000;

/**
 * What the desk says about a journey, as codes the screens put into the reader's words
 * (components/journeys/journey-words.tsx): never a state the provider did not give.
 */
export type JourneyStatus =
  /** A reservation whose driver search has not begun: "Scheduled for Mon 23 Nov, 16:14 (Madrid time)", on the pickup's clock. */
  | { kind: "scheduled"; startMs: number; zone: string }
  /** Booked, no state read yet: still checking, or (`checked`) the ride service has not answered the checks. */
  | { kind: "unread"; checked: boolean }
  /** The provider's state, as stateWordKey() names its words. */
  | { kind: "state"; state: string };

/**
 * How old a state that may be out of date is ("2 min ago"), and whether it is being checked again;
 * `untilSearch` for a reservation whose state cannot change before its driver search, so an old read is not a worry.
 */
export type StateAge = { unit: "now" | "minutes" | "hours" | "days"; count: number; checking: boolean; untilSearch?: true };

export type JourneyDescription = {
  status: JourneyStatus;
  tone: JourneyStateTone;
  /** The state's key for tests and styles: the provider's state, "scheduled" or "unknown". */
  key: string;
  /** How old the state is when it may be out of date; null when fresh. */
  age: StateAge | null;
};

type Facts = Pick<JourneyLive, "state" | "startAt" | "zone" | "readAt" | "checkedAt" | "following">;

/**
 * What the desk says about a journey from what our database last read. A reservation reads
 * "Scheduled for …" in the pickup's time until its search begins; a state that may be out of date
 * carries its age.
 */
export function describeJourney(j: Facts, nowMs: number): JourneyDescription {
  const age = j.readAt ? staleness(j, nowMs) : null;
  const startMs = j.startAt && j.zone ? reservationStart(j.startAt, j.zone) : null;
  // Scheduled only for a reservation whose pickup could be read: startMs and zone are then known.
  const standing = rideStanding(j.state, startMs, nowMs);
  if (standing.kind === "scheduled") {
    // Read only when it can change: an old read that did not fail is how it should be, not a check under way.
    const waiting = age && !failed(j) ? { ...age, checking: false, untilSearch: true as const } : age;
    return { status: { kind: "scheduled", startMs: startMs!, zone: j.zone! }, tone: "active", key: "scheduled", age: waiting };
  }
  if (standing.kind === "unread") return { status: { kind: "unread", checked: !!j.checkedAt }, tone: "unknown", key: "unknown", age: null };
  return { status: { kind: "state", state: standing.state }, tone: journeyStateTone(standing.state), key: standing.state, age };
}

/** Whether the last check came after the last successful read: the provider could not be reached since. */
const failed = (j: Facts) => !!j.readAt && !!j.checkedAt && Date.parse(j.checkedAt) > Date.parse(j.readAt);

function staleness(j: Facts, nowMs: number): StateAge | null {
  const readMs = Date.parse(j.readAt!);
  if (!failed(j) && (nowMs - readMs < STALE_AFTER_MS || !j.following)) return null;
  return ago(nowMs - readMs, j.following);
}

/** An age as the desk says it: under a minute, minutes, hours under two days, then days. */
export function ago(ms: number, checking = false): StateAge {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return { unit: "now", count: 0, checking };
  if (minutes < 60) return { unit: "minutes", count: minutes, checking };
  const hours = Math.floor(minutes / 60);
  return hours < 48 ? { unit: "hours", count: hours, checking } : { unit: "days", count: Math.floor(hours / 24), checking };
}

/** The instant a reservation's pickup falls on, from its wall-clock time in its own zone; null when it cannot be read. */
export function reservationStart(startAt: string, zone: string): number | null {
  return localStartToDate(startAt, zone)?.getTime() ?? null;
}
