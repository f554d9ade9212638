"use client";

import { useTranslations } from "next-intl";
import { useMessageText } from "@/components/ui/use-message-text";
import { Cell, HeaderCell, Table, TableBody, TableFrame, TableHead } from "@/components/ui/table";

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
    <TableFrame className="max-h-[28rem] overflow-y-auto rounded-md border border-slate-200">
      <Table caption={caption} showCaption>
        <TableHead shaded sticky>
          <HeaderCell>{t("row")}</HeaderCell>
          <HeaderCell>{t("name")}</HeaderCell>
          <HeaderCell>{t("slug")}</HeaderCell>
          <HeaderCell>{t("status")}</HeaderCell>
          <HeaderCell>{t("why")}</HeaderCell>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <tr key={r.row} data-row={r.row}>
              <Cell className="tabular-nums text-slate-500">{r.row}</Cell>
              <Cell>{r.name ? <span translate="no">{r.name}</span> : <span className="text-slate-500">{t("empty")}</span>}</Cell>
              <Cell className="font-mono text-xs text-slate-600" translate="no">
                {r.slug}
              </Cell>
              <Cell>
                <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${TONE[r.kind] ?? ""}`}>{r.text}</span>
              </Cell>
              <Cell className="text-slate-600">{r.why && words(r.why)}</Cell>
            </tr>
          ))}
        </TableBody>
      </Table>
    </TableFrame>
  );
}
