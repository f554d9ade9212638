import { getTranslations } from "next-intl/server";
import { route } from "@/lib/auth/route";
import { env } from "@/lib/env";
import { EXPENSE_COLUMNS, expenseCsvStream, expenseXlsxStream, type ExpenseColumn } from "@/lib/receipts/expense-export";
import { expenseExportSchema } from "@/lib/receipts/expense-schema";

export const dynamic = "force-dynamic";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/**
 * The month's invoiced rides as expense lines (admins): one per ride whose sale was invoiced in the
 * month, streamed as read, CSV with stable column names or a workbook headed in the reader's language.
 */
export const GET = route({ role: "admin", query: expenseExportSchema }, async ({ query }, { db }) => {
  const scope = { month: query.month, companyZone: env().companyTimeZone };
  const t = await getTranslations("receipts.expenses");
  const common = {
    "Content-Disposition": `attachment; filename="${t("fileName", { month: query.month })}.${query.format}"`,
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
  };
  if (query.format === "xlsx") {
    const headings = Object.fromEntries(EXPENSE_COLUMNS.map((c) => [c, t(`columns.${c}`)])) as Record<ExpenseColumn, string>;
    return new Response(expenseXlsxStream(db, scope, { sheet: t("sheet"), headings }), { headers: { "Content-Type": XLSX, ...common } });
  }
  return new Response(expenseCsvStream(db, scope), { headers: { "Content-Type": "text/csv; charset=utf-8", ...common } });
});
