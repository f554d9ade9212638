import { messageRef } from "@/lib/i18n/message-ref";
import { z } from "@/lib/zod";

/**
 * What the monthly expense export accepts: the month (YYYY-MM) whose invoices it lists and the
 * file's format, nothing else (strict, so a typo is an error rather than ignored). Pure.
 */
export const expenseExportSchema = z.strictObject({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, messageRef("receipts.month")),
  format: z.enum(["csv", "xlsx"]).default("csv"),
});

export type ExpenseExportQuery = z.infer<typeof expenseExportSchema>;
