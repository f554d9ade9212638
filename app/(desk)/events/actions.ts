"use server";

import { revalidatePath } from "next/cache";
import { action, ActionError, actorOf } from "@/lib/auth/guard";
import { messageRef } from "@/lib/i18n/message-ref";
import { send } from "@/lib/jobs";
import { cancelEventRides } from "@/lib/events/cancel";
import { confirmEvent, visibleBatch } from "@/lib/events/confirm";
import { queueCheck, queueRowBookings } from "@/lib/events/jobs";
import { repickProducts } from "@/lib/events/pipeline";
import { acceptPrices, cancelUnbooked, savePick, setProductRule } from "@/lib/events/queries";
import { acceptPricesSchema, batchSchema, choosePlaceSchema, keepSameRidesSchema, productRuleSchema, uploadSheetSchema } from "@/lib/events/schemas";
import { keepSameRides } from "@/lib/events/same-rides";
import { uploadSheet } from "@/lib/events/upload";

const runner = { send };
const changed = <T>(batchId: string, value: T): T => {
  revalidatePath(`/events/${batchId}`);
  revalidatePath("/events");
  return value;
};

/** An event's sheet, new or corrected: read, matched, kept; checked and priced by a job. */
export const uploadEventSheetAction = action({ role: "any", schema: uploadSheetSchema }, async (input, ctx) => {
  const outcome = await uploadSheet(ctx, input, runner);
  return outcome.kind === "batch" ? changed(outcome.batchId, outcome) : outcome;
});

/** The agent's pick where a cell named several places: every row that typed it is checked again with it. */
export const chooseEventPlaceAction = action({ role: "any", schema: choosePlaceSchema }, async ({ batchId, choice }, ctx) => {
  const batch = await visibleBatch(ctx, batchId);
  if (batch.status === "booking") throw new ActionError("conflict", messageRef("events.busyBooking"));
  await savePick(ctx.db, batch.id, choice.typed, choice);
  await queueCheck(runner, batch.id);
  return changed(batch.id, { checking: true });
});

/** How each row's product is chosen; the priced rows pick again from their estimates. */
export const setEventProductRuleAction = action({ role: "any", schema: productRuleSchema }, async ({ batchId, rule, productName }, ctx) => {
  const batch = await visibleBatch(ctx, batchId);
  await setProductRule(ctx.db, batch.id, rule, rule === "named" ? (productName ?? null) : null);
  await repickProducts(ctx.db, batch.id);
  return changed(batch.id, { rule });
});

/** Books every priced row, each by a job of its own under its own intent; confirming twice books nothing twice. */
export const confirmEventAction = action({ role: "any", schema: batchSchema }, async ({ batchId }, ctx) => {
  const { queued } = await confirmEvent(ctx, batchId, runner);
  return changed(batchId, { queued });
});

/** Rows whose fresh price rose past the tolerance, booked at that price. */
export const acceptEventPricesAction = action({ role: "any", schema: acceptPricesSchema }, async ({ batchId, rowIds }, ctx) => {
  const batch = await visibleBatch(ctx, batchId);
  const rows = await acceptPrices(ctx.db, batch.id, rowIds, actorOf(ctx));
  await queueRowBookings(runner, rows);
  return changed(batch.id, { queued: rows.length });
});

/** Rows that repeat a ride booked or waiting elsewhere, ticked back in (or left out again) one by one or all at once. */
export const keepSameEventRidesAction = action({ role: "any", schema: keepSameRidesSchema }, async ({ batchId, rowIds, keep }, ctx) => {
  const batch = await visibleBatch(ctx, batchId);
  if (batch.status === "booking") throw new ActionError("conflict", messageRef("events.busyBooking"));
  return changed(batch.id, { changed: await keepSameRides(ctx.db, batch.id, rowIds, keep) });
});

/** Takes out every row not booked yet; booked rides stay. */
export const cancelUnbookedEventRowsAction = action({ role: "any", schema: batchSchema }, async ({ batchId }, ctx) => {
  const batch = await visibleBatch(ctx, batchId);
  return changed(batch.id, { cancelled: await cancelUnbooked(ctx.db, batch.id, actorOf(ctx)) });
});

/** Takes out the rows not booked yet and cancels every booked ride that can still be cancelled. */
export const cancelAllEventRidesAction = action({ role: "any", schema: batchSchema }, async ({ batchId }, ctx) => {
  const batch = await visibleBatch(ctx, batchId);
  return changed(batch.id, await cancelEventRides(ctx, batch.id, runner));
});
