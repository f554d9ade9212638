import { messageRef } from "@/lib/i18n/message-ref";
import { z } from "@/lib/zod";

/** The longest reason a correction may give. */
export const CORRECTION_REASON_MAX = 500;

/**
 * An admin's correction of what reports count for a booking. A field left out is left alone;
 * an empty one clears it. Shared by the dialog (zodResolver) and the action (safeParse).
 */
export const correctionSchema = z
  .strictObject({
    bookingId: z.uuid(messageRef("reports.unknownBooking")),
    reason: z
      .string()
      .trim()
      .max(CORRECTION_REASON_MAX, messageRef("reports.reasonTooLong", { max: CORRECTION_REASON_MAX }))
      .transform((v) => v || null)
      .nullable()
      .optional(),
    labelSlug: z
      .string()
      .trim()
      .max(200, messageRef("reports.unknownLabel"))
      .transform((v) => v || null)
      .nullable()
      .optional(),
  })
  .refine((c) => c.reason !== undefined || c.labelSlug !== undefined, { message: messageRef("reports.nothingToChange"), path: ["reason"] });

export type CorrectionInput = z.input<typeof correctionSchema>;
