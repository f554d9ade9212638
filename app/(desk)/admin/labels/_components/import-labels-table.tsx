"use client";

import { useTranslations } from "next-intl";
import { useMessageText } from "@/components/ui/use-message-text";

const TONE: Record<string, string> = {
  new: "bg-sky-50 text-sky-900",
  created: "bg-emerald-50 text-emerald-800",
  exists: "bg-slate-100 text-slate-700",
  skipped: "bg-slate-100 text-slate-700",
  invalid: "bg-amber-50 text-amber-900",
  refused: "bg-rose-50 text-rose-800",
  not_sent: "bg-rose-50 text-rose-800",
};

/** A row of the file with what happens (or happened) to it: `why` is a message reference or the ride service's own words. */
export type ImportTableRow = { row: number; name: string; slug: string; kind: string; text: string; why: string | null };

/** One line per row of the file, with what happens (or happened) to it and why. */
export function ImportTable({ caption, rows }: { caption: string; rows: ImportTableRow[] }) {
  const t = useTranslations("labels.import.table");
  const words = useMessageText();
  if (rows.length === 0) return <p className="text-sm text-slate-600">{t("noRows")}</p>;
  return (
    <div className="max-h-[28rem] overflow-auto rounded-md border border-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="px-3 py-2 text-left text-sm font-medium text-slate-800">{caption}</caption>
        <thead className="sticky top-0 bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">{t("row")}</th>
            <th scope="col" className="px-3 py-2 font-medium">{t("name")}</th>
            <th scope="col" className="px-3 py-2 font-medium">{t("slug")}</th>
            <th scope="col" className="px-3 py-2 font-medium">{t("status")}</th>
            <th scope="col" className="px-3 py-2 font-medium">{t("why")}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((r) => (
            <tr key={r.row} data-row={r.row}>
              <td className="px-3 py-1.5 tabular-nums text-slate-500">{r.row}</td>
              <td className="px-3 py-1.5">{r.name ? <span translate="no">{r.name}</span> : <span className="text-slate-500">{t("empty")}</span>}</td>
              <td className="px-3 py-1.5 font-mono text-xs text-slate-600" translate="no">{r.slug}</td>
              <td className="px-3 py-1.5">
                <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${TONE[r.kind] ?? ""}`}>{r.text}</span>
              </td>
              <td className="px-3 py-1.5 text-slate-600">{r.why && words(r.why)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
