import { getTranslations } from "next-intl/server";
import { route } from "@/lib/auth/route";
import { CSV_HEADER, exportFileName, reportCsvStream } from "@/lib/reports/export-csv";
import { reportXlsxStream, type ExportColumn } from "@/lib/reports/export-xlsx";
import { env } from "@/lib/env";
import { currentLocale, translator } from "@/lib/i18n/server-translator";
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
  // The reader's language read from the request as other routes do (next-intl's getTranslations needs a page render).
  const words = await translator(await currentLocale());
  const name = exportFileName((key, values) => words(`exports.${key}`, values), period.from, period.to, query.format);
  const common = { "Content-Disposition": `attachment; filename="${name}"`, "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff" };
  if (query.format === "xlsx") {
    const [t, states, reports] = await Promise.all([getTranslations("exports"), getTranslations("states"), getTranslations("reports")]);
    const headings = Object.fromEntries(CSV_HEADER.map((key) => [key, t(`columns.${key}`)])) as Record<ExportColumn, string>;
    const state = (s: Parameters<typeof rideStateText>[0]) => rideStateText(s, { states, reports });
    return new Response(reportXlsxStream(db, scope, { sheet: t("sheet"), headings, state }), {
      headers: { "Content-Type": XLSX, ...common },
    });
  }
  return new Response(reportCsvStream(db, scope), {
    headers: { "Content-Type": "text/csv; charset=utf-8", ...common },
  });
});
