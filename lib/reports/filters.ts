import { messageRef } from "@/lib/i18n/message-ref";
import { z } from "@/lib/zod";
import { PERIOD_PRESETS } from "./periods";

/**
 * The report's filters as they stand in the address, shared by the page, the export route and their tests.
 * Each grouping's name is in the "reports" messages (groups.<group>); the rules' refusals are message references.
 */

export const GROUPS = ["label", "reason", "requester", "agent", "month"] as const;
export type ReportGroup = (typeof GROUPS)[number];

const day = z.iso.date(messageRef("reports.dateFormat"));

/** Longest custom range: keeps one request's work bounded. */
export const MAX_RANGE_DAYS = 3 * 366;

const fields = {
  period: z.enum([...PERIOD_PRESETS, "custom"]).default("this-month"),
  from: day.optional(),
  to: day.optional(),
  group: z.enum(GROUPS).default("label"),
};

function checkRange(f: { period: string; from?: string; to?: string }, ctx: z.RefinementCtx) {
  if (f.period !== "custom") return;
  if (!f.from) ctx.addIssue({ code: "custom", path: ["from"], message: messageRef("reports.firstDay") });
  if (!f.to) ctx.addIssue({ code: "custom", path: ["to"], message: messageRef("reports.lastDay") });
  if (!f.from || !f.to) return;
  const days = (Date.parse(f.to) - Date.parse(f.from)) / 86_400_000;
  if (days < 0) ctx.addIssue({ code: "custom", path: ["to"], message: messageRef("reports.rangeReversed") });
  else if (days >= MAX_RANGE_DAYS) ctx.addIssue({ code: "custom", path: ["to"], message: messageRef("reports.rangeTooLong", { years: 3 }) });
}

/**
 * What the export route accepts: the filters and the file's format (CSV for machines, .xlsx for
 * people), nothing else (strict, so a typo is an error rather than ignored).
 */
export const reportExportSchema = z.strictObject({ ...fields, format: z.enum(["csv", "xlsx"]).default("csv") }).superRefine(checkRange);

/** What the page accepts: the filters and the page of rides. */
export const reportPageSchema = z.strictObject({ ...fields, page: z.coerce.number().int().min(1).max(100_000).default(1) }).superRefine(checkRange);

export type ReportExportQuery = z.infer<typeof reportExportSchema>;
export type ReportPageQuery = z.infer<typeof reportPageSchema>;

/** The address's query for a set of filters, leaving out the defaults so links stay short. */
export function reportSearch(f: Partial<ReportPageQuery>): URLSearchParams {
  const p = new URLSearchParams();
  if (f.period && f.period !== "this-month") p.set("period", f.period);
  if (f.period === "custom") {
    if (f.from) p.set("from", f.from);
    if (f.to) p.set("to", f.to);
  }
  if (f.group && f.group !== "label") p.set("group", f.group);
  if (f.page && f.page > 1) p.set("page", String(f.page));
  return p;
}
