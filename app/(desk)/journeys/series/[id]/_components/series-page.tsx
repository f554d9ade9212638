"use client";

import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { PageHeader } from "@/components/ui/page-header";
import { INTL_TAG, type Locale } from "@/lib/locales";
import type { SeriesView } from "@/lib/series/view";
import { SeriesControls } from "./series-controls";
import { SeriesDays } from "./series-days";

export type Notice = { tone: "success" | "error"; text: string };

/** Names a day of the week (ISO, 1 is Monday) and a date in the reader's language. */
export function useDayWords() {
  const tag = INTL_TAG[useLocale() as Locale];
  // 1 January 2024 was a Monday.
  const weekday = (iso: number) => new Intl.DateTimeFormat(tag, { weekday: "long", timeZone: "UTC" }).format(Date.UTC(2024, 0, iso));
  const date = (day: string) =>
    new Intl.DateTimeFormat(tag, { weekday: "short", day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
  const list = (items: string[]) => new Intl.ListFormat(tag, { style: "long", type: "conjunction" }).format(items);
  return { weekday, date, list };
}

/** A ride that repeats: what it books, whether it runs, and each of its days. */
export function SeriesPage({ series }: { series: SeriesView }) {
  const t = useTranslations("series.page");
  const words = useDayWords();
  const [notice, setNotice] = useState<Notice | null>(null);
  return (
    <div className="space-y-6">
      <p className="text-sm">
        <Link href="/journeys" className="text-brand-700 hover:underline">
          {t("back")}
        </Link>
      </p>
      <PageHeader
        title={`${t("title")}: ${series.riderName}`}
        intro={t("route", { pickup: series.pickupLabel, destination: series.destinationLabel })}
        actions={<SeriesControls series={series} onNotice={setNotice} />}
      >
        <p className="mt-1 text-sm text-slate-700">
          {t("every", { days: words.list(series.weekdays.map(words.weekday)), time: series.time, zone: series.zone })}
          {" · "}
          {series.untilDate ? t("until", { date: words.date(series.untilDate) }) : t("rides", { count: series.rides ?? 0 })}
        </p>
        <p className="mt-1 text-sm font-medium text-slate-900" data-testid="series-status">
          {t(`statusLine.${series.status}`)}
        </p>
      </PageHeader>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <SeriesDays series={series} onNotice={setNotice} />
    </div>
  );
}
