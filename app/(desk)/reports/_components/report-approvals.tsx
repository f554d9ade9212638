"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { LocalTime } from "@/components/ui/local-time";
import { Cell, HeaderCell, RowHeader, Table, TableBody, TableFrame, TableHead } from "@/components/ui/table";
import type { ApprovalsReport } from "@/lib/reports/approvals-queries";

/** The period's approvals: asked and still waiting, each approver's answers and median time to answer, and the last nos with why. */
export function ReportApprovals({ report }: { report: ApprovalsReport }) {
  const t = useTranslations("reports.approvals");
  return (
    <section
      aria-labelledby="report-approvals-title"
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="report-approvals"
    >
      <h2 id="report-approvals-title" className="font-semibold">
        {t("title")}
      </h2>
      <p className="text-sm text-slate-700">{t("summary", { asked: report.asked, waiting: report.waiting })}</p>
      {report.lines.length > 0 && (
        <TableFrame>
          <Table caption={t("caption")}>
            <TableHead shaded caps={false}>
              <HeaderCell>{t("approver")}</HeaderCell>
              {(["answered", "approved", "declined", "median"] as const).map((c) => (
                <HeaderCell key={c} align="right">
                  {t(c)}
                </HeaderCell>
              ))}
            </TableHead>
            <TableBody>
              {report.lines.map((l) => (
                <tr key={l.approverId ?? "fallback"}>
                  <RowHeader>{l.approverId ? <span translate="no">{l.approver}</span> : t("fallback")}</RowHeader>
                  <Cell numeric>{l.answered}</Cell>
                  <Cell numeric>{l.approved}</Cell>
                  <Cell numeric>{l.declined}</Cell>
                  <Cell numeric>{l.approverId && l.medianMinutes !== null ? t("minutes", { minutes: l.medianMinutes }) : "—"}</Cell>
                </tr>
              ))}
            </TableBody>
          </Table>
        </TableFrame>
      )}
      {report.declined.length > 0 && (
        <div>
          <h3 className="text-sm font-medium text-slate-800">{t("whyDeclined")}</h3>
          <ul className="mt-1 space-y-1 text-sm text-slate-700">
            {report.declined.map((d) => (
              <li key={d.bookingId}>
                <Link href={`/journeys/${d.bookingId}`} className="font-medium text-brand-700 hover:underline" translate="no">
                  {d.riderName}
                </Link>{" "}
                (<LocalTime iso={d.pickupAt} />
                ): {d.byFallback ? t("noAnswer") : t("declinedBy", { approver: d.approver ?? "—", note: d.note ?? "" })}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
