"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { PageHeader } from "@/components/ui/page-header";
import { ActionsHeader, Cell, HeaderCell, RowHeader, Table, TableBody, TableFrame, TableHead } from "@/components/ui/table";
import type { Holiday } from "@/lib/series/holidays";
import { INTL_TAG, type Locale } from "@/lib/locales";
import { AddHolidayForm } from "./add-holiday-form";
import { RemoveHolidayButton } from "./remove-holiday-button";

export type Notice = { tone: "success" | "error"; text: string };

/** The company's holidays: the days rides that repeat book no ride. */
export function HolidaysPage({ holidays }: { holidays: Holiday[] }) {
  const t = useTranslations("series.holidays");
  const [notice, setNotice] = useState<Notice | null>(null);
  const tag = INTL_TAG[useLocale() as Locale];
  const dayWords = (day: string) =>
    new Intl.DateTimeFormat(tag, { weekday: "short", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
  return (
    <div className="space-y-6">
      <PageHeader title={t("title")} intro={t("intro")} />
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
        <TableFrame bordered>
          <Table caption={t("caption")}>
            <TableHead>
              <HeaderCell>{t("day")}</HeaderCell>
              <HeaderCell>{t("name")}</HeaderCell>
              <ActionsHeader label={t("actions")} />
            </TableHead>
            <TableBody>
              {holidays.length === 0 && (
                <tr>
                  <Cell colSpan={3} className="text-slate-500">
                    {t("none")}
                  </Cell>
                </tr>
              )}
              {holidays.map((h) => (
                <tr key={h.day}>
                  <RowHeader>
                    <time dateTime={h.day}>{dayWords(h.day)}</time>
                  </RowHeader>
                  <Cell>{h.name}</Cell>
                  <Cell align="right">
                    <RemoveHolidayButton holiday={h} dayWords={dayWords(h.day)} onNotice={setNotice} />
                  </Cell>
                </tr>
              ))}
            </TableBody>
          </Table>
        </TableFrame>
        <AddHolidayForm onNotice={setNotice} />
      </div>
    </div>
  );
}
