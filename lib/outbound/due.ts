/**
 * Which messages a booking is due, from what we know of it now, never from the change that was just
 * read: a read that was lost, a crash between a read and its messages, or a job that ran late all
 * end in the same answer. The database keeps each message once per booking, event and channel, so
 * asking again is harmless. Pure, for the refresh job, the every-minute sweep and the send job, which
 * asks once more before sending so that nothing goes out about a moment already past.
 */
import { ATTENTION_END_STATES, isCancelState } from "@/lib/booking/states";
import { ALWAYS_SENT_EVENTS, type DeskProblem, type GuestEvent } from "@/lib/channels";
import type { NotificationSettings } from "./settings";
import type { BookingStatus } from "@/lib/booking-status";
import type { BookingRow } from "@/lib/booking/queries";

export type BookingFacts = {
  status: BookingStatus;
  /** The provider's current_state as last read; null before the first read. */
  journeyState: string | null;
  endState: string | null;
  finished: boolean;
  /** When each state was first seen (ISO 8601); the end state's is the provider's end_at. */
  stateTimes: Record<string, string>;
  hasDriver: boolean;
  /** A reservation (start_at set) rather than as soon as possible. */
  reservation: boolean;
  pickupAt: Date;
  createdAt: Date;
  attentionResolvedAt: Date | null;
  /** Why the provider refused the last send, when it did. */
  refused: boolean;
  updatedAt: Date;
};

/** What the due rules need of a booking. */
export function bookingFacts(b: BookingRow): BookingFacts {
  return {
    status: b.status,
    journeyState: b.journeyState,
    endState: b.endState,
    finished: b.finished,
    stateTimes: b.stateTimes,
    hasDriver: !!b.driver,
    reservation: b.startAt !== null,
    pickupAt: b.pickupAt,
    createdAt: b.createdAt,
    attentionResolvedAt: b.attentionResolvedAt,
    refused: b.error !== null && b.error.status > 0,
    updatedAt: b.updatedAt,
  };
}

/** An end learned later than this is no news to the guest any more: they have lived it. */
export const END_NEWS_MS = 2 * 60 * 60_000;
/** A reservation's problem of having no driver stops being one this long after its pickup time: by then the ride has ended one way or another. */
const NO_DRIVER_UNTIL_MS = 30 * 60_000;

const BEFORE_PICKUP: ReadonlySet<string> = new Set(["hire", "hired", "arrived"]);

function endedRecently(f: BookingFacts, now: Date): boolean {
  if (!f.endState) return false;
  const at = Date.parse(f.stateTimes[f.endState] ?? "");
  return !Number.isFinite(at) || now.getTime() - at < END_NEWS_MS;
}

/** Whether one event is still news for the guest: its moment has come and has not passed. */
export function isGuestEventDue(event: GuestEvent, f: BookingFacts, settings: Pick<NotificationSettings, "reminderMinutes">, now: Date): boolean {
  if (event === "ready_link") return f.status === "waiting_for_guest";
  if (f.status !== "booked") return false;
  const state = f.journeyState;
  const onTheWay = !f.endState && !f.finished;
  switch (event) {
    case "booked":
      return onTheWay && (state === null || BEFORE_PICKUP.has(state));
    case "driver_assigned":
      return onTheWay && state === "hired" && f.hasDriver;
    case "driver_arrived":
      return onTheWay && state === "arrived";
    case "reminder": {
      if (!onTheWay || !f.reservation || (state !== null && state !== "hire" && state !== "hired")) return false;
      const from = f.pickupAt.getTime() - settings.reminderMinutes * 60_000;
      // A ride booked inside the reminder's window had its booking message at that moment: no reminder on top.
      return now.getTime() >= from && now < f.pickupAt && f.createdAt.getTime() < from;
    }
    case "cancelled":
      return !!f.endState && (isCancelState(f.endState) || f.endState === "no show") && endedRecently(f, now);
    case "not_found":
      return f.endState === "not found" && endedRecently(f, now);
  }
  return false;
}

/** The guest events due now, among those the company sends. */
export const guestEventsDue = (f: BookingFacts, settings: Pick<NotificationSettings, "reminderMinutes" | "guestEvents">, now: Date): GuestEvent[] =>
  // The guest's link to call their car goes whatever the settings: without it no car can be called.
  [...new Set<GuestEvent>([...settings.guestEvents, ...ALWAYS_SENT_EVENTS])].filter((e) => isGuestEventDue(e, f, settings, now));

const PROBLEM_OF_END: Record<(typeof ATTENTION_END_STATES)[number], DeskProblem> = {
  "not found": "not_found",
  "driver cancel": "driver_cancel",
  "no show": "no_show",
};

/** The problem the desk should hear about now, if any: one the desk has not already dealt with. */
export function deskProblemDue(f: BookingFacts, settings: Pick<NotificationSettings, "noDriverMinutes">, now: Date): DeskProblem | null {
  if (f.attentionResolvedAt) return null;
  if (f.status === "uncertain") return "uncertain";
  if (f.status === "waiting_for_guest") return f.refused ? "ready_refused" : null;
  if (f.status === "guest_never_ready") return now.getTime() - f.updatedAt.getTime() < END_NEWS_MS ? "ready_unused" : null;
  if (f.status !== "booked") return null;
  const end = f.endState as (typeof ATTENTION_END_STATES)[number] | null;
  // A problem that ended long before we learned of it is on the board, not news to alert about.
  if (end && end in PROBLEM_OF_END) return endedRecently(f, now) ? PROBLEM_OF_END[end] : null;
  if (f.endState || f.finished || !f.reservation) return null;
  const waiting = f.journeyState === null || f.journeyState === "hire";
  const pickup = f.pickupAt.getTime();
  const t = now.getTime();
  return waiting && t >= pickup - settings.noDriverMinutes * 60_000 && t < pickup + NO_DRIVER_UNTIL_MS ? "no_driver_yet" : null;
}

/** Whether a problem alerted is still one: the send job asks before each alert goes out. */
export const isDeskProblemDue = (problem: DeskProblem, f: BookingFacts, settings: Pick<NotificationSettings, "noDriverMinutes">, now: Date) =>
  deskProblemDue(f, settings, now) === problem;
