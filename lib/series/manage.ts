import "server-only";
import { Temporal } from "temporal-polyfill";
import { ActionError, actorOf, type ActionContext } from "@/lib/auth/guard";
import { audit } from "@/lib/audit/queries";
import { canSeeBooking } from "@/lib/booking/access";
import { findBooking, type BookingRow } from "@/lib/booking/queries";
import { formatStartAt, MIN_LEAD_MINUTES } from "@/lib/booking/time";
import { messageRef } from "@/lib/i18n/message-ref";
import { randomUUID } from "node:crypto";
import { zoneOf } from "@/lib/booking/book";
import type { SeriesStatus, SeriesTemplate } from "./kinds";
import type { SeriesPlace } from "./schema";
import { clockProblem } from "./plan";
import {
  findSeries,
  finishOccurrence,
  occurrencesFrom,
  replanOccurrence,
  setSeriesLatest,
  setSeriesStatus,
  type OccurrenceRow,
  type SeriesRow,
} from "./queries";
import { missedBefore } from "./window";

/** Takes back a ride already sent for a day: cancelled at the provider, or withdrawn while it waits for approval. Handed in by the page's actions. */
export type CancelRide = (ctx: ActionContext, booking: BookingRow) => Promise<void>;

/** A series the person may act on: admins on all; an agent on those they made or whose requester they book for. */
export async function seriesToActOn(ctx: ActionContext, seriesId: string): Promise<SeriesRow> {
  const series = await findSeries(ctx.db, seriesId);
  if (!series || !(await canSeeBooking(ctx.db, ctx.user, series))) throw new ActionError("not_found", messageRef("series.manage.notFound"));
  return series;
}

const ACTIVE_RIDE = new Set(["booked", "awaiting_approval"]);

/** Takes back the day's ride when one is out (a ride already over, or never made, needs nothing). */
async function takeBack(ctx: ActionContext, day: OccurrenceRow, cancelRide: CancelRide) {
  if (!day.bookingId) return;
  const booking = await findBooking(ctx.db, day.bookingId);
  if (!booking || !ACTIVE_RIDE.has(booking.status) || booking.finished || booking.endState) return;
  await cancelRide(ctx, booking);
}

/** Days that can still change: their pickup at least the provider's 30 minutes away. */
const ahead = (days: OccurrenceRow[], now: Date) => days.filter((d) => d.pickupAt >= missedBefore(now));

type Stops = SeriesTemplate["stops"];

/** A day's stops with a new pickup or destination put in, each a plain place (no meeting point, no contacts of the old one). */
function placesOf(stops: Stops, change: { pickup?: SeriesPlace | null; destination?: SeriesPlace | null }): Stops {
  const place = (p: SeriesPlace): Stops[number] => ({
    key: randomUUID(),
    ...p,
    name: p.name,
    instr: undefined,
    loc: p.loc as [number, number],
    contacts: [],
    meetingPoint: null,
  });
  const next = [...stops];
  if (change.pickup) next[0] = place(change.pickup);
  if (change.destination) next[next.length - 1] = place(change.destination);
  return next;
}

/**
 * An unconfirmed ride may exist: it is settled on its own page before its day is changed or stopped.
 * A day being booked right now is waited for, so a ride made a moment later cannot outlive its change.
 */
function refuseUnsettled(days: OccurrenceRow[]) {
  const unsure = days.find((d) => d.status === "uncertain");
  if (unsure) throw new ActionError("conflict", messageRef("series.manage.settleFirst", { day: unsure.day }));
  const sending = days.find((d) => d.status === "booking");
  if (sending) throw new ActionError("in_progress", messageRef("series.manage.sending", { day: sending.day }));
}

/** Pause (nothing more is sent; rides already sent stay booked) or resume; audited. */
export async function pauseOrResume(ctx: ActionContext, seriesId: string, to: "paused" | "active"): Promise<SeriesRow> {
  await seriesToActOn(ctx, seriesId);
  const from: SeriesStatus[] = to === "paused" ? ["active"] : ["paused"];
  const row = await setSeriesStatus(ctx.db, seriesId, to, from);
  if (!row) throw new ActionError("conflict", messageRef(to === "paused" ? "series.manage.notActive" : "series.manage.notPaused"));
  await audit(ctx.db, { actor: actorOf(ctx), action: to === "paused" ? "series.paused" : "series.resumed", target: { type: "series", id: seriesId } });
  return row;
}

/**
 * Stops a series for good: the days still ahead are cancelled, their rides already sent taken back
 * (cancelled at the provider, or withdrawn from approval). One that cannot be taken back stops the
 * step with its day named; the days done so far stay done, and stopping again goes on from there.
 */
export async function stopSeries(ctx: ActionContext, seriesId: string, cancelRide: CancelRide, now = new Date()): Promise<{ cancelled: number }> {
  const series = await seriesToActOn(ctx, seriesId);
  if (series.status === "stopped") throw new ActionError("conflict", messageRef("series.manage.stopped"));
  // Paused first, so no send takes a day while the rides are taken back.
  await setSeriesStatus(ctx.db, seriesId, "paused", ["active", "paused"]);
  const days = ahead(await occurrencesFrom(ctx.db, seriesId, "0000-01-01"), now).filter((d) => d.status !== "skipped" && d.status !== "cancelled");
  try {
    refuseUnsettled(days);
  } catch (e) {
    await setSeriesStatus(ctx.db, seriesId, series.status, ["paused"]);
    throw e;
  }
  let cancelled = 0;
  for (const day of days) {
    await takeBack(ctx, day, cancelRide);
    await finishOccurrence(ctx.db, day.id, { status: "cancelled", problem: messageRef("series.manage.stoppedDay") });
    cancelled++;
  }
  await setSeriesStatus(ctx.db, seriesId, "stopped", ["paused"]);
  await audit(ctx.db, { actor: actorOf(ctx), action: "series.stopped", target: { type: "series", id: seriesId }, detail: { cancelled } });
  return { cancelled };
}

/**
 * "This and the following": from a day on, the rides start at a new time on the pickup's clock. Each
 * such day's ride already sent is taken back and the day planned again under its next revision (a
 * new intent), so the sweep books it anew at the new time; a day whose new time the clocks skip or
 * repeat is skipped, and a holiday stays one.
 */
export async function changeFrom(
  ctx: ActionContext,
  input: { seriesId: string; day: string; time: string; pickup?: SeriesPlace | null; destination?: SeriesPlace | null },
  cancelRide: CancelRide,
  now = new Date(),
): Promise<{ changed: number; retaken: number }> {
  const series = await seriesToActOn(ctx, input.seriesId);
  if (series.status === "stopped") throw new ActionError("conflict", messageRef("series.manage.stopped"));
  const from = await occurrencesFrom(ctx.db, series.id, input.day);
  if (from[0]?.day !== input.day) throw new ActionError("not_found", messageRef("series.manage.dayNotFound"));
  const days = ahead(from, now).filter((d) => d.status !== "cancelled" && d.skip?.kind !== "holiday");
  if (!days.length || days[0]!.day !== input.day) throw new ActionError("conflict", messageRef("series.manage.dayPast"));
  refuseUnsettled(days);
  // The days' clock is the pickup's: a new pickup in another time zone would move every time, so it is refused.
  if (input.pickup && zoneOf(input.pickup.loc as [number, number]) !== series.zone) {
    const otherZone = messageRef("series.manage.otherZone", { zone: series.zone });
    throw new ActionError("invalid", otherZone, { pickup: otherZone });
  }
  const [hour, minute] = input.time.split(":").map(Number) as [number, number];
  const moved = Boolean(input.pickup || input.destination);
  const plans = days.map((day) => {
    const date = Temporal.PlainDate.from(day.day);
    const local = date.toPlainDateTime({ hour, minute });
    const skip = clockProblem(local, series.zone);
    const epochMs = skip ? date.toZonedDateTime(series.zone).epochMilliseconds : local.toZonedDateTime(series.zone).epochMilliseconds;
    return {
      day,
      startAt: skip ? null : formatStartAt(local),
      pickupAt: new Date(epochMs),
      skip,
      stops: moved ? placesOf(day.stops ?? series.template.stops, input) : day.stops,
    };
  });
  // Only the first day can come too close: the others are later days.
  if (!plans[0]!.skip && plans[0]!.pickupAt < missedBefore(now)) {
    const tooSoon = messageRef("series.manage.timeTooSoon", { minutes: MIN_LEAD_MINUTES });
    throw new ActionError("invalid", tooSoon, { time: tooSoon });
  }
  let retaken = 0;
  for (const { day, ...plan } of plans) {
    if (day.bookingId && ACTIVE_RIDE.has(day.status)) retaken++;
    await takeBack(ctx, day, cancelRide);
    // A send took the day between the read and now: the days before it are changed, this one and the rest wait for another try.
    if (!(await replanOccurrence(ctx.db, day.id, plan))) throw new ActionError("in_progress", messageRef("series.manage.sending", { day: day.day }));
  }
  const stops = plans[0]!.stops ?? series.template.stops;
  await setSeriesLatest(ctx.db, series.id, { time: input.time, pickupLabel: stops[0]!.label, destinationLabel: stops[stops.length - 1]!.label });
  await audit(ctx.db, {
    actor: actorOf(ctx),
    action: "series.changed",
    target: { type: "series", id: series.id },
    detail: {
      from: input.day,
      time: input.time,
      pickup: input.pickup?.label ?? null,
      destination: input.destination?.label ?? null,
      days: days.length,
      retaken,
    },
  });
  return { changed: days.length, retaken };
}
