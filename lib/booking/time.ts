import { Temporal } from "temporal-polyfill";

/** Reservations: 30 minutes to 60 days ahead, in the pickup's own time zone. */
export const MIN_LEAD_MINUTES = 30;
export const HORIZON_DAYS = 60;

const pad = (n: number, w = 2) => String(n).padStart(w, "0");

/** The provider's `start_at`: wall-clock time at the pickup, "YYYY-MM-DD HH:MM:SS". */
export const formatStartAt = (t: Temporal.PlainDateTime) =>
  `${pad(t.year, 4)}-${pad(t.month)}-${pad(t.day)} ${pad(t.hour)}:${pad(t.minute)}:${pad(t.second)}`;

export type LocalTimeProblem =
  | { kind: "invalid"; message: string }
  | { kind: "nonexistent"; message: string }
  | { kind: "ambiguous"; message: string }
  | { kind: "too_soon"; message: string }
  | { kind: "too_far"; message: string };

export type Reservation = { startAt: string; epochMs: number; zone: string };

/**
 * Reads a date and time typed in the pickup's zone. A time the clocks skip, or one they pass
 * twice, is refused with a clear message: the provider's start_at cannot say which is meant.
 */
export function readReservation(date: string, time: string, zone: string, nowMs: number): Reservation | LocalTimeProblem {
  let local: Temporal.PlainDateTime;
  try {
    local = Temporal.PlainDateTime.from(`${date}T${time.length === 5 ? `${time}:00` : time}`, { overflow: "reject" });
  } catch {
    return { kind: "invalid", message: "Enter a real date and time." };
  }
  const earlier = local.toZonedDateTime(zone, { disambiguation: "earlier" });
  const later = local.toZonedDateTime(zone, { disambiguation: "later" });
  const shown = `${date} ${time.slice(0, 5)}`;
  if (!earlier.toPlainDateTime().equals(local)) {
    return { kind: "nonexistent", message: `${shown} does not exist in ${zone}: the clocks go forward then. Choose a time an hour later or earlier.` };
  }
  if (earlier.epochMilliseconds !== later.epochMilliseconds) {
    return { kind: "ambiguous", message: `${shown} happens twice in ${zone}: the clocks go back then. Choose a time outside that hour.` };
  }
  const epochMs = earlier.epochMilliseconds;
  if (epochMs - nowMs < MIN_LEAD_MINUTES * 60_000) {
    return { kind: "too_soon", message: `A reservation must start at least ${MIN_LEAD_MINUTES} minutes from now. For sooner, book it as soon as possible.` };
  }
  const horizon = Temporal.Instant.fromEpochMilliseconds(nowMs).toZonedDateTimeISO(zone).add({ days: HORIZON_DAYS });
  if (epochMs > horizon.epochMilliseconds) {
    return { kind: "too_far", message: `A reservation can be at most ${HORIZON_DAYS} days ahead.` };
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

/** How a zone's time reads for the agent next to their own, e.g. "14:30 in Europe/Madrid (13:30 your time)". */
export function describeInZones(epochMs: number, zone: string, agentZone: string, locale = "en-GB") {
  const f = (z: string) => new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", weekday: "short", day: "numeric", month: "short", timeZone: z }).format(epochMs);
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
