import "server-only";
import type { ActionContext } from "@/lib/auth/guard";
import { ActionError, actorOf } from "@/lib/auth/guard";
import { audit } from "@/lib/audit/queries";
import { zoneOf } from "@/lib/booking/book";
import type { Booking } from "@/lib/booking/schema";
import { messageRef } from "@/lib/i18n/message-ref";
import { holidayMap } from "./holidays-queries";
import type { SeriesTemplate } from "./kinds";
import { planSeries, type PlannedDay } from "./plan";
import { insertSeries } from "./queries";
import type { Repeat } from "./schema";

/** What a series books each day: the booking but its intent, time and estimate, with the product the agent chose. */
export function templateOf(booking: Booking): SeriesTemplate {
  // The intent, time and estimate are each day's own; a saved guest and a rebooking belong to the first booking only.
  const { intentId, when, estimate, saveGuest, rebookOf, ...rest } = booking;
  return { ...rest, productId: estimate.productId, productName: estimate.productName };
}

/**
 * Records a series from a booking checked as any other (the form's rules and the company's policy)
 * and its repetition: its days worked out on the pickup's clock, holidays and daylight-saving days
 * listed as skipped. Nothing is sent here: the sweep sends each day as it enters the provider's window.
 */
export async function createSeries(
  ctx: ActionContext,
  input: { booking: Booking; repeat: Repeat; riderName: string },
  now = Date.now(),
): Promise<{ seriesId: string; days: PlannedDay[] }> {
  const { booking, repeat } = input;
  if (booking.when.kind !== "reserved") throw new ActionError("invalid", messageRef("series.repeat.reservationOnly"));
  const pickup = booking.stops[0]!;
  const zone = zoneOf(pickup.loc as [number, number]);
  const rule = {
    startDate: booking.when.date,
    time: booking.when.time,
    weekdays: repeat.weekdays,
    untilDate: repeat.end.kind === "until" ? repeat.end.date : null,
    rides: repeat.end.kind === "rides" ? repeat.end.rides : null,
  };
  const days = planSeries(rule, zone, await holidayMap(ctx.db, rule.startDate), now);
  if (!days.some((d) => !d.skip))
    throw new ActionError("invalid", messageRef("series.repeat.noRides"), { "repeat.weekdays": messageRef("series.repeat.noRides") });
  const { series, created } = await insertSeries(
    ctx.db,
    {
      intentId: booking.intentId,
      createdBy: ctx.user.id,
      ...rule,
      weekdays: [...rule.weekdays],
      zone,
      template: templateOf(booking),
      requesterId: booking.requesterId,
      riderName: input.riderName,
      pickupLabel: pickup.label,
      destinationLabel: booking.stops[booking.stops.length - 1]!.label,
    },
    days,
  );
  if (!created) return { seriesId: series.id, days };
  await audit(ctx.db, {
    actor: actorOf(ctx),
    action: "series.created",
    target: { type: "series", id: series.id },
    detail: {
      requester: booking.requesterId,
      rider: input.riderName,
      weekdays: rule.weekdays,
      start: rule.startDate,
      time: rule.time,
      until: rule.untilDate,
      rides: rule.rides,
      days: days.length,
    },
  });
  return { seriesId: series.id, days };
}
