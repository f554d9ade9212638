import { Temporal } from "temporal-polyfill";
import { messageRef } from "@/lib/i18n/message-ref";

/** Reservations: 30 minutes to 60 days ahead, in the pickup's own time zone. */
export const MIN_LEAD_MINUTES = 30;
export const HORIZON_DAYS = 60;

const pad = (n: number, w = 2) => String(n).padStart(w, "0");

/** The provider's `start_at`: wall-clock time at the pickup, "YYYY-MM-DD HH:MM:SS". */
export const formatStartAt = (t: Temporal.PlainDateTime) => `${pad(t.year, 4)}-${pad(t.month)}-${pad(t.day)} ${pad(t.hour)}:${pad(t.minute)}:${pad(t.second)}`;

/** Each problem's `message` is a message reference (lib/i18n/message-ref.ts), put into words where it is shown. */
export type LocalTimeProblem =
  | { kind: "invalid"; message: string }
  | { kind: "nonexistent"; message: string }
  | { kind: "ambiguous"; message: string }
  | { kind: "too_soon"; message: string }
  | { kind: "too_far"; message: string };

export type Reservation = { startAt: string; epochMs: number; zone: string };

/**
 * A date and time as they read on the pickup's clock, in a language's format (an Intl tag, e.g.
 * "es-ES"), or as typed ("2027-03-28 02:30") without one. Formatted as a wall-clock time, so a
 * time the pickup's clocks skip still reads as it was typed.
 */
function wallClock(local: Temporal.PlainDateTime, tag: string | undefined): string {
  if (!tag) return `${pad(local.year, 4)}-${pad(local.month)}-${pad(local.day)} ${pad(local.hour)}:${pad(local.minute)}`;
  const asUtc = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute);
  return new Intl.DateTimeFormat(tag, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(asUtc);
}

/**
 * Reads a date and time typed in the pickup's zone. A time the clocks skip, or one they pass
 * twice, is refused with a clear message: the provider's start_at cannot say which is meant.
 * `tag` (an Intl tag such as "es-ES") formats the time the message repeats, in the reader's language.
 */
export function readReservation(date: string, time: string, zone: string, nowMs: number, tag?: string): Reservation | LocalTimeProblem {
  let local: Temporal.PlainDateTime;
  try {
    local = Temporal.PlainDateTime.from(`${date}T${time.length === 5 ? `${time}:00` : time}`, { overflow: "reject" });
  } catch {
    return { kind: "invalid", message: messageRef("booking.when.invalid") };
  }
  const earlier = local.toZonedDateTime(zone, { disambiguation: "earlier" });
  const later = local.toZonedDateTime(zone, { disambiguation: "later" });
  if (!earlier.toPlainDateTime().equals(local)) {
    return { kind: "nonexistent", message: messageRef("booking.when.nonexistent", { at: wallClock(local, tag), zone }) };
  }
  if (earlier.epochMilliseconds !== later.epochMilliseconds) {
    return { kind: "ambiguous", message: messageRef("booking.when.ambiguous", { at: wallClock(local, tag), zone }) };
  }
  const epochMs = earlier.epochMilliseconds;
  if (epochMs - nowMs < MIN_LEAD_MINUTES * 60_000) {
    return { kind: "too_soon", message: messageRef("booking.when.tooSoon", { minutes: MIN_LEAD_MINUTES }) };
  }
  const horizon = Temporal.Instant.fromEpochMilliseconds(nowMs).toZonedDateTimeISO(zone).add({ days: HORIZON_DAYS });
  if (epochMs > horizon.epochMilliseconds) {
    return { kind: "too_far", message: messageRef("booking.when.tooFar", { days: HORIZON_DAYS }) };
  }
  return { startAt: formatStartAt(local), epochMs, zone };
}

export const isProblem = (r: Reservation | LocalTimeProblem): r is LocalTimeProblem => "kind" in r;

/** The earliest and latest local times the picker offers, in the pickup's zone (for min/max attributes). */
export function reservationBounds(nowMs: number, zone: string) {
  const now = Temporal.Instant.fromEpochMilliseconds(nowMs).toZonedDateTimeISO(zone);
  // The earliest whole minute at least 30 minutes away.
  const min = now.add({ minutes: MIN_LEAD_MINUTES }).round({ smallestUnit: "minute", roundingMode: "ceil" });
  const max = now.add({ days: HORIZON_DAYS }).round({ smallestUnit: "minute", roundingMode: "floor" });
  const fmt = (z: Temporal.ZonedDateTime) => ({ date: `${pad(z.year, 4)}-${pad(z.month)}-${pad(z.day)}`, time: `${pad(z.hour)}:${pad(z.minute)}` });
  return { min: fmt(min), max: fmt(max) };
}

/**
 * A moment on the pickup's clock and on the agent's, in the reader's language (`tag`, an Intl tag
 * such as "es-ES"): "Tue 12 Jan, 14:30" and "Tue 12 Jan, 13:30".
 */
export function describeInZones(epochMs: number, zone: string, agentZone: string, tag: string) {
  const f = (z: string) =>
    new Intl.DateTimeFormat(tag, { hour: "2-digit", minute: "2-digit", weekday: "short", day: "numeric", month: "short", timeZone: z }).format(epochMs);
  return { pickup: f(zone), agent: f(agentZone), same: zone === agentZone };
}

/** The instant a provider start_at ("YYYY-MM-DD HH:MM:SS", wall-clock time in `zone`) stands for; its first occurrence. */
export function localStartToDate(startAt: string, zone: string): Date | null {
  try {
    const local = Temporal.PlainDateTime.from(startAt.replace(" ", "T"));
    return new Date(local.toZonedDateTime(zone, { disambiguation: "earlier" }).epochMilliseconds);
  } catch {
    return null;
  }
}
