"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { LocalTime } from "@/components/ui/local-time";
import type { ApprovalsReport } from "@/lib/reports/approvals-queries";

/** The period's approvals: asked and still waiting, each approver's answers and median time to answer, and the last nos with why. */
export function ReportApprovals({ report }: { report: ApprovalsReport }) {
  const t = useTranslations("reports.approvals");
  const th = "px-3 py-2 text-right font-medium";
  const td = "px-3 py-2 text-right tabular-nums";
  return (
    <section aria-labelledby="report-approvals-title" className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="report-approvals">
      <h2 id="report-approvals-title" className="font-semibold">{t("title")}</h2>
      <p className="text-sm text-slate-700">{t("summary", { asked: report.asked, waiting: report.waiting })}</p>
      {report.lines.length > 0 && (
        <div className="overflow-x-auto">
          <table className="min-w-full text-sm">
            <caption className="sr-only">{t("caption")}</caption>
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                <th scope="col" className="px-3 py-2 text-left font-medium">{t("approver")}</th>
                <th scope="col" className={th}>{t("answered")}</th>
                <th scope="col" className={th}>{t("approved")}</th>
                <th scope="col" className={th}>{t("declined")}</th>
                <th scope="col" className={th}>{t("median")}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {report.lines.map((l) => (
                <tr key={l.approverId ?? "fallback"}>
                  <th scope="row" className="px-3 py-2 text-left font-medium text-slate-900">{l.approverId ? <span translate="no">{l.approver}</span> : t("fallback")}</th>
                  <td className={td}>{l.answered}</td>
                  <td className={td}>{l.approved}</td>
                  <td className={td}>{l.declined}</td>
                  <td className={td}>{l.approverId && l.medianMinutes !== null ? t("minutes", { minutes: l.medianMinutes }) : "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {report.declined.length > 0 && (
        <div>
          <h3 className="text-sm font-medium text-slate-800">{t("whyDeclined")}</h3>
          <ul className="mt-1 space-y-1 text-sm text-slate-700">
            {report.declined.map((d) => (
              <li key={d.bookingId}>
                <Link href={`/journeys/${d.bookingId}`} className="font-medium text-brand-700 hover:underline" translate="no">{d.riderName}</Link>{" "}
                (<LocalTime iso={d.pickupAt} />): {d.byFallback ? t("noAnswer") : t("declinedBy", { approver: d.approver ?? "—", note: d.note ?? "" })}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
