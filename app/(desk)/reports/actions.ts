"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { ActionError, action, actorOf } from "@/lib/auth/guard";
import { messageRef } from "@/lib/i18n/message-ref";
import { syncLabels } from "@/lib/labels/jobs";
import { correctBooking, knownLabels, UnknownLabelError } from "@/lib/booking/correction-queries";
import { correctionSchema } from "@/lib/reports/correction-schema";

/** Corrects a past booking's reason or label in our records; the provider keeps what was sent. */
export const correctBookingAction = action({ role: "admin", schema: correctionSchema }, async (input, { user, db }) => {
  try {
    const result = await correctBooking(db, { ...input, actor: actorOf({ user }) });
    if (!result) throw new ActionError("not_found", messageRef("reports.bookingGone"));
    if (result.changed.length) revalidatePath("/reports");
    return result;
  } catch (e) {
    if (e instanceof UnknownLabelError) throw new ActionError("invalid", messageRef("reports.unknownLabel"), { labelSlug: messageRef("reports.unknownLabel") });
    throw e;
  }
});

/** Brings our copy of the labels up to date with the provider's, for the correction dialog's list. */
export const refreshLabelsAction = action({ role: "admin", schema: z.strictObject({}) }, async (_input, { db }) => {
  await syncLabels(db);
  return knownLabels(db);
});
