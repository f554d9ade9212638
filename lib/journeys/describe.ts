import { localStartToDate } from "@/lib/booking/time";
import type { JourneyLive } from "./types";
import { cityOfZone } from "@/lib/guest-page/share-texts";
import { awaitsSearch, journeyStateLabel, journeyStateTone, type JourneyStateTone } from "./states";

/** A state older than this, or a failed last check, is shown with its age. */
export const STALE_AFTER_MS = 45_000;

export type JourneyDescription = {
  /** The state in words, e.g. "Driver on the way" or "Scheduled for Mon 23 Nov, 16:14 (Madrid time)". */
  label: string;
  tone: JourneyStateTone;
  /** The state's key for tests and styles: the provider's state, "scheduled" or "unknown". */
  key: string;
  /** How old the state is when it may be out of date ("2 min ago, checking…"); null when fresh. */
  freshness: string | null;
};

type Facts = Pick<JourneyLive, "state" | "startAt" | "zone" | "readAt" | "checkedAt" | "following">;

/**
 * What the desk says about a journey from what our database last read: never a state the
 * provider did not give. A reservation reads "Scheduled for …" in the pickup's time until its
 * search begins; a state that may be out of date carries its age.
 */
export function describeJourney(j: Facts, nowMs: number): JourneyDescription {
  const freshness = j.readAt ? staleness(j, nowMs) : null;
  const start = j.startAt && j.zone ? reservationStart(j.startAt, j.zone) : null;
  if (start && awaitsSearch(j.state, start.epochMs, nowMs)) {
    return { label: `Scheduled for ${start.words}`, tone: "active", key: "scheduled", freshness };
  }
  if (j.state === null) {
    const label = j.checkedAt ? "Booked · the ride service has not answered yet" : "Booked · checking the ride's state…";
    return { label, tone: "unknown", key: "unknown", freshness: null };
  }
  return { label: journeyStateLabel(j.state), tone: journeyStateTone(j.state), key: j.state, freshness };
}

function staleness(j: Facts, nowMs: number): string | null {
  const readMs = Date.parse(j.readAt!);
  const failedSince = j.checkedAt && Date.parse(j.checkedAt) > readMs;
  if (!failedSince && (nowMs - readMs < STALE_AFTER_MS || !j.following)) return null;
  return `${ago(nowMs - readMs)}${j.following ? ", checking…" : ""}`;
}

export function ago(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return "less than a minute ago";
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  return hours < 48 ? `${hours} h ago` : `${Math.floor(hours / 24)} days ago`;
}

/** The pickup time of a reservation in its own zone: "Mon 23 Nov, 16:14 (Madrid time)". */
export function reservationStart(startAt: string, zone: string, locale = "en-GB"): { epochMs: number; words: string } | null {
  const at = localStartToDate(startAt, zone);
  if (!at) return null;
  const when = new Intl.DateTimeFormat(locale, { weekday: "short", day: "numeric", month: "short", hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: zone }).format(at);
  return { epochMs: at.getTime(), words: `${when} (${cityOfZone(zone) ?? zone} time)` };
}
