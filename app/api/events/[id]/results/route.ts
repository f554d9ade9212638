import { z } from "zod";
import { ActionError } from "@/lib/action-result";
import { route } from "@/lib/auth/route";
import { messageRef } from "@/lib/i18n/message-ref";
import { currentLocale } from "@/lib/i18n/server-translator";
import { canSeeBatch, findBatch } from "@/lib/events/queries";
import { eventResults } from "@/lib/events/results";
import { resultsCsv, resultsFileName, resultsXlsx } from "@/lib/events/results-sheet";
import { eventView } from "@/lib/events/view";

export const dynamic = "force-dynamic";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const params = z.strictObject({ id: z.uuid(messageRef("events.notFound")) });
const query = z.strictObject({ format: z.enum(["xlsx", "csv"]).default("xlsx") });

/** What became of each row: an .xlsx in the reader's language, or a CSV with stable column names. */
export const GET = route({ role: "any", params, query }, async ({ params, query }, { user, db }) => {
  const batch = await findBatch(db, params.id);
  if (!batch || !canSeeBatch(user, batch)) throw new ActionError("not_found", messageRef("events.notFound"));
  const locale = await currentLocale();
  const results = await eventResults(batch, await eventView(db, batch), locale);
  const name = resultsFileName(batch.fileName ?? batch.name, query.format);
  const headers = { "Content-Disposition": `attachment; filename="${name}"`, "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff" };
  if (query.format === "csv") return new Response(resultsCsv(results), { headers: { "Content-Type": "text/csv; charset=utf-8", ...headers } });
  return new Response(Buffer.from(await resultsXlsx(results, locale)), { headers: { "Content-Type": XLSX, ...headers } });
});
