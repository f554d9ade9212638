import { messageRef } from "@/lib/i18n/message-ref";
import { z } from "@/lib/zod";
import { placeChoiceSchema } from "./checked-row";
import { columnMappingSchema } from "./columns";
import { PRODUCT_RULES } from "./kinds";
import { sheetFileProblem } from "./sheet-file";

/** The events' actions' input, checked on the server whatever the page sent. */

const batchId = z.uuid(messageRef("events.notFound"));

export const uploadSheetSchema = z.strictObject({
  file: z.instanceof(File, { message: messageRef("events.sheet.missing") }).superRefine((f, ctx) => {
    const problem = sheetFileProblem(f);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  }),
  /** The event's name; the file's when empty. */
  name: z
    .string()
    .trim()
    .max(120, messageRef("events.nameTooLong", { max: 120 }))
    .optional(),
  /** A corrected sheet for this batch; a new batch when absent. */
  batchId: batchId.optional(),
  /** Which column is which, from the mapping step; matched by their headers when absent. */
  mapping: columnMappingSchema.optional(),
  /** Make a new event even though the same file made one already. */
  again: z.boolean().default(false),
});

export const choosePlaceSchema = z.strictObject({ batchId, choice: placeChoiceSchema });

export const productRuleSchema = z
  .strictObject({ batchId, rule: z.enum(PRODUCT_RULES), productName: z.string().trim().max(100).optional() })
  .refine((v) => v.rule !== "named" || !!v.productName, { path: ["productName"], message: messageRef("events.productNameNeeded") });

export const batchSchema = z.strictObject({ batchId });

export const acceptPricesSchema = z.strictObject({ batchId, rowIds: z.array(z.uuid()).min(1).max(500) });

/** Rows that repeat a ride booked elsewhere, kept (booked by the next confirm) or left out again. */
export const keepSameRidesSchema = z.strictObject({ batchId, rowIds: z.array(z.uuid()).min(1).max(500), keep: z.boolean() });
