import "server-only";
import type { ActionContext } from "@/lib/auth/guard";
import type { OccurrenceStatus, SeriesStatus, SkipReason } from "./kinds";
import { seriesToActOn } from "./manage";
import { listOccurrences } from "./queries";
import { missedBefore } from "./window";

export type SeriesDayView = {
  day: string;
  /** HH:MM on the pickup's clock; null for a day skipped. */
  time: string | null;
  status: OccurrenceStatus;
  skip: SkipReason | null;
  /** Why it was not booked, a message reference or the provider's words. */
  problem: string | null;
  bookingId: string | null;
  /** The ride's state at the provider, once read. */
  journeyState: string | null;
  /** The day's own pickup and destination, when a change from an earlier day gave it new ones. */
  route: { pickup: string; destination: string } | null;
  /** Whether "this and the following" may start here: its pickup is still far enough ahead. */
  changeable: boolean;
};

export type SeriesView = {
  id: string;
  status: SeriesStatus;
  weekdays: number[];
  time: string;
  zone: string;
  startDate: string;
  untilDate: string | null;
  rides: number | null;
  riderName: string;
  pickupLabel: string;
  destinationLabel: string;
  days: SeriesDayView[];
};

/** A series and its days as its page shows them, for a person who may see it (else not_found). Reads our database only. */
export async function readSeries(ctx: ActionContext, seriesId: string, now = new Date()): Promise<SeriesView> {
  const s = await seriesToActOn(ctx, seriesId);
  const rows = await listOccurrences(ctx.db, seriesId);
  const open = s.status !== "stopped";
  return {
    id: s.id,
    status: s.status,
    weekdays: s.weekdays,
    time: s.time,
    zone: s.zone,
    startDate: s.startDate,
    untilDate: s.untilDate,
    rides: s.rides,
    riderName: s.riderName,
    pickupLabel: s.pickupLabel,
    destinationLabel: s.destinationLabel,
    days: rows.map(({ occurrence: o, booking }) => ({
      day: o.day,
      time: o.startAt ? o.startAt.slice(11, 16) : null,
      status: o.status,
      skip: o.skip,
      problem: o.problem,
      bookingId: o.bookingId,
      journeyState: booking?.journeyState ?? null,
      route: o.stops ? { pickup: o.stops[0]!.label, destination: o.stops[o.stops.length - 1]!.label } : null,
      changeable: open && o.status !== "cancelled" && o.status !== "uncertain" && o.skip?.kind !== "holiday" && o.pickupAt >= missedBefore(now),
    })),
  };
}
