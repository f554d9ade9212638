import { Temporal } from "temporal-polyfill";
import { messageRef } from "@/lib/i18n/message-ref";
import { HORIZON_DAYS, MIN_LEAD_MINUTES, isProblem, readReservation } from "@/lib/booking/time";

/** When a row's ride starts: as soon as possible, or a date and time on the pickup's clock (the booking form's `when`). */
export type SheetWhen = { kind: "asap" } | { kind: "reserved"; date: string; time: string };

const pad = (n: string) => n.padStart(2, "0");
const TIME = String.raw`(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?`;
// "2026-12-01 09:30", "2026-12-01T09:30:00": what spreadsheet date cells become as text.
const ISO = new RegExp(String.raw`^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T]+${TIME})?$`);
// "01/12/2026 09:30": day first, as Spanish and Portuguese sheets (and British ones) write it.
const DAY_FIRST = new RegExp(String.raw`^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:,?\s+${TIME})?$`);
const TIME_ALONE = new RegExp(String.raw`^${TIME}$`);

const FORMAT = messageRef("events.check.time.format");

/**
 * The pickup time cell: empty is as soon as possible; a date and a time are a reservation. Slashed
 * dates are always read day first. A time alone or a date alone is refused: a ride needs both.
 * Seconds are dropped. Whether the date exists is left to readReservation.
 */
export function readPickupTime(cell: string | undefined): SheetWhen | { error: string } {
  const text = (cell ?? "").trim().replace(/\s+/g, " ");
  if (!text) return { kind: "asap" };
  if (TIME_ALONE.test(text)) return { error: messageRef("events.check.time.needsDate") };
  const iso = ISO.exec(text);
  const dayFirst = iso ? null : DAY_FIRST.exec(text);
  if (!iso && !dayFirst) return { error: FORMAT };
  const [year, month, day, hour, minute] = iso ? iso.slice(1) : [dayFirst![3], dayFirst![2], dayFirst![1], dayFirst![4], dayFirst![5]];
  if (hour === undefined || minute === undefined) return { error: messageRef("events.check.time.needsTime") };
  if (Number(hour) > 23 || Number(minute) > 59) return { error: FORMAT };
  return { kind: "reserved", date: `${year}-${pad(month!)}-${pad(day!)}`, time: `${pad(hour)}:${minute}` };
}

/**
 * A reservation's date and time as an instant that reads the same on UTC's clock, to show a row's
 * time in the desk's format before its pickup (and so its zone) is known; null for a date that does not exist.
 */
export function wallClockMs(when: Extract<SheetWhen, { kind: "reserved" }>): number | null {
  try {
    return Temporal.PlainDateTime.from(`${when.date}T${when.time}`, { overflow: "reject" }).toZonedDateTime("UTC").epochMilliseconds;
  } catch {
    return null;
  }
}

/** A moment as it reads on a clock in `zone`, in the reader's format (an Intl tag such as "es-ES"). */
const onClock = (epochMs: number, zone: string, tag: string) =>
  new Intl.DateTimeFormat(tag, { dateStyle: "medium", timeStyle: "short", timeZone: zone }).format(epochMs);

/**
 * A reservation checked with the booking form's rule (30 minutes to 60 days ahead, on the pickup's
 * clock). A time out of that window is refused in words that repeat it and say what time it is at the
 * pickup now, since the agent may sit in another time zone.
 */
export function checkReservation(when: SheetWhen, zone: string, nowMs: number, tag = "en-GB"): { startAt: string | null } | { error: string } {
  if (when.kind === "asap") return { startAt: null };
  const r = readReservation(when.date, when.time, zone, nowMs, tag);
  if (!isProblem(r)) return { startAt: r.startAt };
  if (r.kind !== "too_soon" && r.kind !== "too_far") return { error: r.message };
  const at = onClock(Temporal.PlainDateTime.from(`${when.date}T${when.time}`).toZonedDateTime(zone).epochMilliseconds, zone, tag);
  const now = onClock(nowMs, zone, tag);
  return {
    error:
      r.kind === "too_soon"
        ? messageRef("events.check.time.tooSoon", { at, zone, now, minutes: MIN_LEAD_MINUTES })
        : messageRef("events.check.time.tooFar", { at, zone, now, days: HORIZON_DAYS }),
  };
}
