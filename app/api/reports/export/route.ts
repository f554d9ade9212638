import { getTranslations } from "next-intl/server";
import { route } from "@/lib/auth/route";
import { CSV_HEADER, exportFileName, reportCsvStream } from "@/lib/reports/export-csv";
import { reportXlsxStream, xlsxFileName, type ExportColumn } from "@/lib/reports/export-xlsx";
import { env } from "@/lib/env";
import { reportExportSchema } from "@/lib/reports/filters";
import { resolvePeriod } from "@/lib/reports/periods";
import { rideStateText } from "@/lib/reports/ride-state";

export const dynamic = "force-dynamic";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/**
 * The report's rides with the page's filters and the same visibility, streamed as they are read:
 * CSV with stable, machine-readable columns (the provider's state codes), or an Excel workbook with
 * typed cells, and headings and states in the reader's language.
 */
export const GET = route({ role: "any", query: reportExportSchema }, async ({ query }, { user, db }) => {
  const zone = env().companyTimeZone;
  const period = resolvePeriod(query, new Date(), zone);
  const scope = { viewer: { id: user.id, role: user.role }, start: period.start, end: period.end, companyZone: zone };
  const common = { "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff" };
  if (query.format === "xlsx") {
    const [t, states, reports] = await Promise.all([getTranslations("exports"), getTranslations("states"), getTranslations("reports")]);
    const headings = Object.fromEntries(CSV_HEADER.map((key) => [key, t(`columns.${key}`)])) as Record<ExportColumn, string>;
    const state = (s: Parameters<typeof rideStateText>[0]) => rideStateText(s, { states, reports });
    return new Response(reportXlsxStream(db, scope, { sheet: t("sheet"), headings, state }), {
      headers: { "Content-Type": XLSX, "Content-Disposition": `attachment; filename="${xlsxFileName(period.from, period.to)}"`, ...common },
    });
  }
  return new Response(reportCsvStream(db, scope), {
    headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${exportFileName(period.from, period.to)}"`, ...common },
  });
});
