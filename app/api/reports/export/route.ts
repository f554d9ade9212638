import { route } from "@/lib/auth/route";
import { exportFileName, reportCsvStream } from "@/lib/reports/export-csv";
import { env } from "@/lib/env";
import { reportQuerySchema } from "@/lib/reports/filters";
import { resolvePeriod } from "@/lib/reports/periods";

export const dynamic = "force-dynamic";

/** The report's rides as CSV, with the page's filters and the same visibility, streamed as it is read. */
export const GET = route({ role: "any", query: reportQuerySchema }, async ({ query }, { user, db }) => {
  const zone = env().companyTimeZone;
  const period = resolvePeriod(query, new Date(), zone);
  const stream = reportCsvStream(db, { viewer: { id: user.id, role: user.role }, start: period.start, end: period.end, companyZone: zone });
  return new Response(stream, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${exportFileName(period.from, period.to)}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
});
