"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ActionsHeader, Cell, HeaderCell, RowHeader, Table, TableBody, TableFrame, TableHead } from "@/components/ui/table";
import { useMessageText } from "@/components/ui/use-message-text";
import type { SeriesDayView, SeriesView } from "@/lib/series/view";
import { ChangeFromDialog } from "./change-from-dialog";
import { useDayWords, type Notice } from "./series-page";

/** Each day of the series: its pickup time, where its ride stands and why when it books none, and a link to its ride. */
export function SeriesDays({ series, onNotice }: { series: SeriesView; onNotice: (n: Notice) => void }) {
  const t = useTranslations("series.page");
  const problemWords = useMessageText();
  const words = useDayWords();
  const [changing, setChanging] = useState<SeriesDayView | null>(null);
  const skipWords = (d: SeriesDayView) => {
    if (!d.skip) return null;
    if (d.skip.kind === "holiday") return t("skip.holiday", { name: d.skip.name });
    return t(`skip.${d.skip.kind}`, { time: series.time });
  };
  return (
    <>
      <TableFrame bordered>
        <Table caption={t("caption")}>
          <TableHead>
            <HeaderCell>{t("day")}</HeaderCell>
            <HeaderCell>{t("time")}</HeaderCell>
            <HeaderCell>{t("state")}</HeaderCell>
            <HeaderCell>{t("ride")}</HeaderCell>
            <ActionsHeader label={t("change")} />
          </TableHead>
          <TableBody>
            {series.days.map((d) => {
              const why = skipWords(d) ?? (d.problem && d.status !== "booked" ? problemWords(d.problem) : null);
              return (
                <tr key={d.day} data-testid="series-day" data-day={d.day} data-status={d.status}>
                  <RowHeader>
                    <time dateTime={d.day}>{words.date(d.day)}</time>
                  </RowHeader>
                  <Cell>
                    {d.time ?? "—"}
                    {d.route && <span className="block text-xs text-slate-600">{t("route", d.route)}</span>}
                  </Cell>
                  <Cell>
                    <span className="font-medium">{t(`states.${d.status}`)}</span>
                    {why && <span className="block text-xs text-slate-600">{why}</span>}
                  </Cell>
                  <Cell>
                    {d.bookingId ? (
                      <Link href={`/journeys/${d.bookingId}`} className="text-brand-700 hover:underline">
                        {t("openRide")}
                      </Link>
                    ) : (
                      "—"
                    )}
                  </Cell>
                  <Cell align="right">
                    {d.changeable && (
                      <Button variant="secondary" size="sm" onClick={() => setChanging(d)} aria-label={`${t("change")}: ${words.date(d.day)}`}>
                        {t("change")}
                      </Button>
                    )}
                  </Cell>
                </tr>
              );
            })}
          </TableBody>
        </Table>
      </TableFrame>
      {changing && (
        <ChangeFromDialog seriesId={series.id} day={changing} dayWords={words.date(changing.day)} onClose={() => setChanging(null)} onNotice={onNotice} />
      )}
    </>
  );
}
