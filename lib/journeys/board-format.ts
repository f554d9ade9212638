import { formatMoney } from "@/lib/booking/estimate";
import { attentionTitle } from "./attention";
import type { BoardRow } from "./board";
import { describeJourney } from "./describe";
import { markedNotBooked, notBookedSentence, notBookedTitle } from "./not-booked";
import type { JourneyStateTone } from "./states";
import { cityOfZone } from "@/lib/guest-page/share-texts";

const LOCALE = "en-GB";
const timeIn = (ms: number, zone: string, withDay: boolean) =>
  new Intl.DateTimeFormat(LOCALE, { ...(withDay ? { weekday: "short", day: "numeric", month: "short" } : {}), hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: zone }).format(ms);

/** A zone as people say it: "Madrid" for Europe/Madrid. */
export const zoneName = (zone: string) => cityOfZone(zone) ?? zone.split("/").pop()!.replaceAll("_", " ");

/**
 * The pickup time in the pickup's own zone, and the desk's when the clock reads differently
 * there: "Mon 23 Nov, 14:30 (Madrid time)" and "13:30 your time".
 */
export function pickupTimes(row: Pick<BoardRow, "pickupAt" | "zone">, deskZone: string, withDay: boolean): { pickup: string; desk: string | null } {
  const ms = Date.parse(row.pickupAt);
  const zone = row.zone ?? deskZone;
  const pickup = `${timeIn(ms, zone, withDay)}${row.zone ? ` (${zoneName(row.zone)} time)` : ""}`;
  const differs = timeIn(ms, zone, true) !== timeIn(ms, deskZone, true);
  return { pickup, desk: differs ? `${timeIn(ms, deskZone, withDay)} your time` : null };
}

export type RowState = { label: string; tone: JourneyStateTone | "problem"; key: string; freshness: string | null };

/** The row's state in plain words: the journey's, or what became of a booking that never got one. */
export function rowState(row: BoardRow, nowMs: number): RowState {
  if (row.status === "failed") return { label: notBookedTitle(row.status, row.settlement), tone: "cancelled", key: "failed", freshness: null };
  if (row.status === "uncertain") return { label: attentionTitle("uncertain"), tone: "problem", key: "uncertain", freshness: null };
  if (row.status === "pending") return { label: "Booking…", tone: "unknown", key: "pending", freshness: null };
  const d = describeJourney({ state: row.endState ?? row.state, startAt: row.startAt, zone: row.zone, readAt: row.readAt, checkedAt: row.checkedAt, following: row.following }, nowMs);
  return row.attention ? { ...d, label: attentionTitle(row.attention), tone: "problem" } : d;
}

/**
 * The line under a booking without a journey: who at the desk said it was not booked, and when (in
 * the desk's zone), or what the ride service said. A problem still open says more in its own area.
 */
export function rowNote(row: Pick<BoardRow, "status" | "attention" | "problem" | "settlement">, deskZone: string): string | null {
  if (row.attention) return null;
  if (row.settlement && markedNotBooked(row.status, row.settlement)) return notBookedSentence(row.settlement, timeIn(Date.parse(row.settlement.at), deskZone, true));
  return row.problem ? `The ride service said: ${row.problem}` : null;
}

/** The price to show: the final one once the provider has it, else the estimate. */
export function rowPrice(row: Pick<BoardRow, "estimate" | "totals">): { text: string; final: boolean } | null {
  if (row.totals) return { text: formatMoney(row.totals.priceTotal.amount, row.totals.priceTotal.currency), final: true };
  return row.estimate ? { text: formatMoney(row.estimate.amount, row.estimate.currency), final: false } : null;
}

/** "Atocha → Chamartín" with the stops between, when there are any. */
export function routeWords(row: Pick<BoardRow, "pickupLabel" | "destinationLabel" | "stopCount">): { route: string; via: string | null } {
  const between = row.stopCount - 2;
  return { route: `${row.pickupLabel} → ${row.destinationLabel}`, via: between > 0 ? `${between} stop${between === 1 ? "" : "s"} between` : null };
}
