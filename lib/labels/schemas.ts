import { messageRef } from "@/lib/i18n/message-ref";
import { z } from "@/lib/zod";
import { labelSlug } from "./slug";

/** Isomorphic: the admin's forms and the actions validate with the same rules. */

export const LABEL_NAME_MAX = 80;
export const LABEL_DESCRIPTION_MAX = 280;
/** A CSV of a few thousand cost centres fits well within this. */
export const LABEL_CSV_MAX_BYTES = 256 * 1024;
export const LABEL_CSV_MAX_ROWS = 2_000;

export const labelNameSchema = z
  .string()
  .trim()
  .min(1, messageRef("labels.nameRequired"))
  .max(LABEL_NAME_MAX, messageRef("labels.nameTooLong", { max: LABEL_NAME_MAX }))
  .refine((name) => labelSlug(name) !== "", messageRef("labels.nameNeedsLetter"));

export const labelDescriptionSchema = z
  .string()
  .trim()
  .max(LABEL_DESCRIPTION_MAX, messageRef("labels.descriptionTooLong", { max: LABEL_DESCRIPTION_MAX }));

export const createLabelSchema = z.strictObject({
  name: labelNameSchema,
  description: labelDescriptionSchema.default(""),
});
export type CreateLabelInput = z.input<typeof createLabelSchema>;

export const setLabelActiveSchema = z.strictObject({
  id: z.string().trim().min(1).max(100),
  active: z.boolean(),
});

/** The CSV travels as text; its size is checked in bytes, as the upload limit reads. */
export const labelCsvSchema = z.strictObject({
  csv: z
    .string()
    .min(1, messageRef("labels.csv.empty"))
    .refine((text) => new TextEncoder().encode(text).length <= LABEL_CSV_MAX_BYTES, messageRef("labels.csv.tooLarge", { kb: LABEL_CSV_MAX_BYTES / 1024 })),
});

export const labelListQuerySchema = z.object({
  q: z.string().trim().max(100).catch(""),
  state: z.enum(["all", "active", "inactive"]).catch("all"),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});
export type LabelListQuery = z.infer<typeof labelListQuerySchema>;
