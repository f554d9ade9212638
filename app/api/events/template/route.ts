import { z } from "zod";
import { route } from "@/lib/auth/route";
import { currentLocale } from "@/lib/i18n/server-translator";
import { templateCsv, templateFileName, templateXlsx } from "@/lib/events/template";

export const dynamic = "force-dynamic";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const query = z.strictObject({ format: z.enum(["xlsx", "csv"]).default("xlsx") });

/** The event sheet's template, with its columns and how to fill them in, in the reader's language. */
export const GET = route({ role: "any", query }, async ({ query }) => {
  const locale = await currentLocale();
  const headers = {
    "Content-Disposition": `attachment; filename="${templateFileName(locale, query.format)}"`,
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
  };
  if (query.format === "csv") return new Response(templateCsv(locale), { headers: { "Content-Type": "text/csv; charset=utf-8", ...headers } });
  return new Response(Buffer.from(await templateXlsx(locale)), { headers: { "Content-Type": XLSX, ...headers } });
});
