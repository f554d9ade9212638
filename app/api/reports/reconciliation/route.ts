import { route } from "@/lib/auth/route";
import { env } from "@/lib/env";
import { currentLocale, translator } from "@/lib/i18n/server-translator";
import { RECONCILIATION_COLUMNS, type ReconciliationColumn, type Section } from "@/lib/reports/reconciliation-rows";
import { reconciliationCsvStream, reconciliationXlsxStream } from "@/lib/reports/reconciliation-export";
import { DIFFERENCE_THRESHOLD, lastMonth, reconciliationMonth, reconciliationQuerySchema } from "@/lib/sales/reconciliation-month";

export const dynamic = "force-dynamic";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const SHEET: Record<Section, "matched" | "outside" | "withoutSale" | "differences" | "totals"> = {
  matched: "matched",
  outside: "outside",
  without_sale: "withoutSale",
  difference: "differences",
  total: "totals",
};

/**
 * The month's reconciliation for admins, streamed as it is read: CSV with stable machine-readable
 * columns and sections, or a workbook with a sheet per section in the reader's language.
 */
export const GET = route({ role: "admin", query: reconciliationQuerySchema }, async ({ query }, { db }) => {
  const zone = env().companyTimeZone;
  const now = new Date();
  const month = reconciliationMonth(query.month ?? lastMonth(now, zone), zone);
  const scope = { db, month, now, threshold: DIFFERENCE_THRESHOLD };
  // The reader's language read from the request, as the reports' download does.
  const words = await translator(await currentLocale());
  const t = (key: string, values?: Record<string, string>) => words(`reconciliation.${key}` as Parameters<typeof words>[0], values);
  const name = `${t("fileName", { month: month.month })}.${query.format}`;
  const common = { "Content-Disposition": `attachment; filename="${name}"`, "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff" };
  if (query.format === "xlsx") {
    const headings = Object.fromEntries(RECONCILIATION_COLUMNS.map((c) => [c, t(`exportColumns.${c}`)])) as Record<ReconciliationColumn, string>;
    const sheets = Object.fromEntries(Object.entries(SHEET).map(([s, key]) => [s, t(`sheets.${key}`)])) as Record<Section, string>;
    return new Response(reconciliationXlsxStream(scope, { sheets, headings }), { headers: { "Content-Type": XLSX, ...common } });
  }
  return new Response(reconciliationCsvStream(scope), { headers: { "Content-Type": "text/csv; charset=utf-8", ...common } });
});
