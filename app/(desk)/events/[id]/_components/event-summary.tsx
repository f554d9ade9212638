"use client";

import { useTranslations } from "next-intl";
import { bookedTotals, countsByStatus, toConfirmLine } from "@/lib/events/summary";
import type { EventView } from "@/lib/events/view";
import { useMoney } from "./event-words";

/** The rows counted by state, the fare confirming would book, and once rides are booked, what they cost. */
export function EventSummary({ view }: { view: EventView }) {
  const t = useTranslations("events");
  const money = useMoney();
  const counts = countsByStatus(view.rows);
  const booked = bookedTotals(view.rows);
  const toConfirm = toConfirmLine(view);
  return (
    <section aria-labelledby="event-summary-title" className="space-y-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="event-summary">
      <h2 id="event-summary-title" className="text-sm font-semibold text-slate-900">
        {t("batch.summary.title", { count: view.rows.length })}
      </h2>
      <ul className="flex flex-wrap gap-2 text-sm">
        {counts.map(({ status, count }) => (
          <li key={status} data-status={status} className="rounded-full bg-slate-100 px-3 py-1 text-slate-800">
            {t("batch.summary.count", { count, state: t(`batch.rowStatus.${status}`) })}
          </li>
        ))}
      </ul>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {toConfirm && (
          <>
            <dt className="text-slate-600">{t("batch.summary.toConfirm")}</dt>
            <dd className="font-semibold tabular-nums text-slate-900" data-testid="event-to-confirm">
              {toConfirm === "fare"
                ? t("batch.summary.fare", { total: money.all(view.toConfirm), count: view.toConfirm.reduce((n, c) => n + c.rows, 0) })
                : t("batch.summary.nothingPriced")}
            </dd>
          </>
        )}
        {booked.length > 0 && (
          <>
            <dt className="text-slate-600">{t("batch.summary.booked")}</dt>
            <dd className="font-semibold tabular-nums text-slate-900" data-testid="event-booked-total">
              {t("batch.summary.fare", { total: money.all(booked), count: booked.reduce((n, c) => n + c.rows, 0) })}
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}
