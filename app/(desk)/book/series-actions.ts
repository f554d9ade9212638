"use server";

import { z } from "zod";
import { messageRef } from "@/lib/i18n/message-ref";
import { action, ActionError, type ActionContext } from "@/lib/auth/guard";
import { requestersIfMayBookFor } from "@/lib/accounts/requesters";
import { bookingSchema, bookingSchemaFor } from "@/lib/booking/schema";
import { riderDisplayName } from "@/lib/booking/rider";
import { send } from "@/lib/jobs";
import { queueSeriesSweep } from "@/lib/series/jobs";
import { getPolicy } from "@/lib/policy/queries";
import { createSeries } from "@/lib/series/create";
import { refineRepeat, repeatSchema } from "@/lib/series/schema";

const firstDayOf = (when: z.output<typeof bookingSchema>["when"]) => (when.kind === "reserved" ? when.date : null);

const seriesInput = (booking: typeof bookingSchema) =>
  z.strictObject({ booking, repeat: repeatSchema }).superRefine((s, ctx) => refineRepeat(s.repeat, firstDayOf(s.booking.when), ctx, ["repeat"]));

async function requireRequester(ctx: ActionContext, requesterId: string) {
  const allowed = await requestersIfMayBookFor(ctx.db, ctx.user, requesterId);
  if (!allowed)
    throw new ActionError("forbidden", messageRef("booking.notYourRequester"), { "booking.requesterId": messageRef("booking.notYourRequesterField") });
  return allowed;
}

/**
 * A reservation that repeats: the booking is checked as any other (the form's rules, the company's
 * policy), its days are recorded, and each is booked as its own ride as it enters the provider's window.
 */
export const createSeriesAction = action(
  {
    role: "any",
    schema: seriesInput(bookingSchema), // The policy's schema has the same shape, with the company's rules on reason, label and driver added.
    schemaFor: async (ctx) => seriesInput(bookingSchemaFor(await getPolicy(ctx.db)) as unknown as typeof bookingSchema),
  },
  async ({ booking, repeat }, ctx) => {
    const requesters = await requireRequester(ctx, booking.requesterId);
    const made = await createSeries(ctx, { booking, repeat, riderName: riderDisplayName(booking.rider, requesters) });
    // The days already inside the window are sent now, not at the next quarter hour.
    await queueSeriesSweep({ send });
    return { seriesId: made.seriesId, rides: made.days.filter((d) => !d.skip).length, skipped: made.days.filter((d) => d.skip).length };
  },
);
