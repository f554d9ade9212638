"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input, Select } from "@/components/ui/field";
import { GROUPS, reportPageSchema, type ReportGroup, type ReportPageQuery } from "@/lib/reports/filters";
import { PERIODS, type Period } from "@/lib/reports/periods";

/** Period and grouping; every change goes into the address (so a report can be shared) and starts the rides list again. */
export function ReportFilters({
  query,
  period,
  onChange,
}: {
  query: ReportPageQuery;
  period: { from: string; to: string };
  onChange: (next: Partial<ReportPageQuery>) => void;
}) {
  const t = useTranslations("reports");
  const format = useFormatter();
  const [custom, setCustom] = useState({ from: query.from ?? period.from, to: query.to ?? period.to });
  const [choice, setChoice] = useState<Period>(query.period);
  const [problem, setProblem] = useState<string>();

  /** A day of the period (YYYY-MM-DD) as the reader's language writes it. */
  const day = (iso: string) => format.dateTime(new Date(`${iso}T00:00:00Z`), { dateStyle: "medium", timeZone: "UTC" });
  const go = (next: Partial<ReportPageQuery>) => onChange({ ...next, page: 1 });

  function choosePeriod(value: Period) {
    setChoice(value);
    setProblem(undefined);
    if (value !== "custom") go({ period: value, from: undefined, to: undefined });
  }

  function applyCustom() {
    const parsed = reportPageSchema.safeParse({ period: "custom", from: custom.from, to: custom.to, group: query.group });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message);
    setProblem(undefined);
    go({ period: "custom", from: custom.from, to: custom.to });
  }

  return (
    <form
      role="search"
      aria-label={t("filters.label")}
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[12rem_1fr_12rem] lg:items-end"
      onSubmit={(e) => (e.preventDefault(), applyCustom())}
    >
      <Field label={t("filters.period")}>
        {(p) => (
          <Select {...p} name="period" value={choice} onChange={(e) => choosePeriod(e.target.value as Period)}>
            {PERIODS.map((k) => (
              <option key={k} value={k}>
                {t(`periods.${k}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {choice === "custom" ? (
        <div className="flex flex-wrap items-end gap-3">
          <Field label={t("filters.from")} error={problem}>
            {(p) => (
              <Input
                {...p}
                type="date"
                name="from"
                required
                value={custom.from}
                max={custom.to}
                onChange={(e) => setCustom((c) => ({ ...c, from: e.target.value }))}
              />
            )}
          </Field>
          <Field label={t("filters.to")}>
            {(p) => (
              <Input
                {...p}
                type="date"
                name="to"
                required
                value={custom.to}
                min={custom.from}
                onChange={(e) => setCustom((c) => ({ ...c, to: e.target.value }))}
              />
            )}
          </Field>
          <Button type="submit" variant="secondary">
            {t("filters.apply")}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-slate-600" data-testid="period-days">
          {t.rich("filters.days", {
            fromDay: day(period.from),
            toDay: day(period.to),
            from: (chunks) => <time dateTime={period.from}>{chunks}</time>,
            to: (chunks) => <time dateTime={period.to}>{chunks}</time>,
          })}
        </p>
      )}
      <Field label={t("filters.groupBy")}>
        {(p) => (
          <Select {...p} name="group" value={query.group} onChange={(e) => go({ group: e.target.value as ReportGroup })}>
            {GROUPS.map((g) => (
              <option key={g} value={g}>
                {t(`groups.${g}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
    </form>
  );
}
