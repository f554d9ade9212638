import { getTranslations } from "next-intl/server";
import { route } from "@/lib/auth/route";
import { CSV_HEADER, exportFileName, reportCsvStream } from "@/lib/reports/export-csv";
import { reportXlsxStream, xlsxFileName, type ExportColumn } from "@/lib/reports/export-xlsx";
import { env } from "@/lib/env";
import { reportExportSchema } from "@/lib/reports/filters";
import { resolvePeriod } from "@/lib/reports/periods";

export const dynamic = "force-dynamic";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/**
 * The report's rides with the page's filters and the same visibility, streamed as they are read:
 * CSV with stable, machine-readable columns, or an Excel workbook with typed cells and headings in
 * the reader's language.
 */
export const GET = route({ role: "any", query: reportExportSchema }, async ({ query }, { user, db }) => {
  const zone = env().companyTimeZone;
  const period = resolvePeriod(query, new Date(), zone);
  const scope = { viewer: { id: user.id, role: user.role }, start: period.start, end: period.end, companyZone: zone };
  const common = { "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff" };
  if (query.format === "xlsx") {
    const t = await getTranslations("exports");
    const headings = Object.fromEntries(CSV_HEADER.map((key) => [key, t(`columns.${key}`)])) as Record<ExportColumn, string>;
    return new Response(reportXlsxStream(db, scope, { sheet: t("sheet"), headings }), {
      headers: { "Content-Type": XLSX, "Content-Disposition": `attachment; filename="${xlsxFileName(period.from, period.to)}"`, ...common },
    });
  }
  return new Response(reportCsvStream(db, scope), {
    headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${exportFileName(period.from, period.to)}"`, ...common },
  });
});
