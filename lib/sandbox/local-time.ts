import tzlookup from "@photostructure/tz-lookup";
import { Temporal } from "temporal-polyfill";

export const START_AT_PATTERN = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

export const zoneAt = (lat: number, lng: number): string => tzlookup(lat, lng);

export type LocalTimeResult = { ok: true; epochMs: number; zone: string } | { ok: false; reason: "format" | "invalid" | "nonexistent" };

/**
 * Reads a provider `start_at` ("YYYY-MM-DD HH:MM:SS", wall-clock time at the pickup).
 * A time skipped by a daylight-saving change does not exist and is refused; a repeated one
 * (the autumn change) is read as its first occurrence.
 */
export function readLocalTime(startAt: string, zone: string): LocalTimeResult {
  const m = START_AT_PATTERN.exec(startAt);
  if (!m) return { ok: false, reason: "format" };
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  let local: Temporal.PlainDateTime;
  try {
    local = Temporal.PlainDateTime.from({ year: y, month: mo, day: d, hour: h, minute: mi, second: s }, { overflow: "reject" });
  } catch {
    return { ok: false, reason: "invalid" };
  }
  const earlier = local.toZonedDateTime(zone, { disambiguation: "earlier" });
  // In a gap the resolved wall clock differs from the one asked for.
  if (!earlier.toPlainDateTime().equals(local)) return { ok: false, reason: "nonexistent" };
  return { ok: true, epochMs: earlier.epochMilliseconds, zone };
}

/**
 * An instant from epoch milliseconds. The sandbox's clock runs fast, so its instants carry fractions
 * of a millisecond, which Temporal refuses; the provider's times are whole seconds, so they are dropped.
 */
const instant = (epochMs: number) => Temporal.Instant.fromEpochMilliseconds(Math.floor(epochMs));

/** The latest instant a reservation may start: 60 calendar days ahead, counted in the pickup's zone. */
export function horizonMs(nowMs: number, zone: string, days: number): number {
  return instant(nowMs).toZonedDateTimeISO(zone).add({ days }).epochMilliseconds;
}

/** Formats an instant as the provider's local `start_at` in a zone. */
export function formatLocal(epochMs: number, zone: string): string {
  const z = instant(epochMs).toZonedDateTimeISO(zone);
  const p = (n: number, w = 2) => String(n).padStart(w, "0");
  return `${p(z.year, 4)}-${p(z.month)}-${p(z.day)} ${p(z.hour)}:${p(z.minute)}:${p(z.second)}`;
}

/** Hour of day (0-23) and ISO weekday (1 = Monday) of an instant in a zone: prices depend on them. */
export function localHourAndWeekday(epochMs: number, zone: string): { hour: number; minute: number; weekday: number } {
  const z = instant(epochMs).toZonedDateTimeISO(zone);
  return { hour: z.hour, minute: z.minute, weekday: z.dayOfWeek };
}

/** "Mon 23 Nov, 16:14" (or "lun 23 nov, 16:14") in a zone's wall-clock time, for people to read. */
export function formatForPeople(epochMs: number, zone: string, lang: "en" | "es"): string {
  const parts = new Intl.DateTimeFormat(lang === "es" ? "es-ES" : "en-GB", {
    timeZone: zone,
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(epochMs);
  const part = (type: Intl.DateTimeFormatPartTypes) => (parts.find((p) => p.type === type)?.value ?? "").replace(/\.$/, "");
  return `${part("weekday")} ${part("day")} ${part("month")}, ${part("hour")}:${part("minute")}`;
}

/** A zone's city as people say it: "Europe/Madrid" → "Madrid", "America/New_York" → "New York". */
export const zoneCity = (zone: string) => (zone.split("/").pop() ?? zone).replace(/_/g, " ");
