import { z } from "@/lib/zod";

/**
 * An admin's correction of what reports count for a booking. A field left out is left alone;
 * an empty one clears it. Shared by the dialog (zodResolver) and the action (safeParse).
 */
export const correctionSchema = z
  .strictObject({
    bookingId: z.uuid("Unknown booking."),
    reason: z
      .string()
      .trim()
      .max(500, "Use at most 500 characters.")
      .transform((v) => v || null)
      .nullable()
      .optional(),
    labelSlug: z
      .string()
      .trim()
      .max(200)
      .transform((v) => v || null)
      .nullable()
      .optional(),
  })
  .refine((c) => c.reason !== undefined || c.labelSlug !== undefined, { message: "Change the reason or the label.", path: ["reason"] });

export type CorrectionInput = z.input<typeof correctionSchema>;
