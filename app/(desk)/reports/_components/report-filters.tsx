"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input, Select } from "@/components/ui/field";
import { GROUP_NAMES, GROUPS, reportPageSchema, type ReportGroup, type ReportPageQuery } from "@/lib/reports/filters";
import { PERIOD_NAMES, type Period } from "@/lib/reports/periods";

/** Period and grouping; every change goes into the address (so a report can be shared) and starts the rides list again. */
export function ReportFilters({ query, period, onChange }: { query: ReportPageQuery; period: { from: string; to: string }; onChange: (next: Partial<ReportPageQuery>) => void }) {
  const [custom, setCustom] = useState({ from: query.from ?? period.from, to: query.to ?? period.to });
  const [choice, setChoice] = useState<Period>(query.period);
  const [problem, setProblem] = useState<string>();

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
    <form role="search" aria-label="Report filters" className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[12rem_1fr_12rem] lg:items-end" onSubmit={(e) => (e.preventDefault(), applyCustom())}>
      <Field label="Period">
        {(p) => (
          <Select {...p} name="period" value={choice} onChange={(e) => choosePeriod(e.target.value as Period)}>
            {(Object.keys(PERIOD_NAMES) as Period[]).map((k) => (
              <option key={k} value={k}>{PERIOD_NAMES[k]}</option>
            ))}
          </Select>
        )}
      </Field>
      {choice === "custom" ? (
        <div className="flex flex-wrap items-end gap-3">
          <Field label="From" error={problem}>
            {(p) => <Input {...p} type="date" name="from" required value={custom.from} max={custom.to} onChange={(e) => setCustom((c) => ({ ...c, from: e.target.value }))} />}
          </Field>
          <Field label="To">
            {(p) => <Input {...p} type="date" name="to" required value={custom.to} min={custom.from} onChange={(e) => setCustom((c) => ({ ...c, to: e.target.value }))} />}
          </Field>
          <Button type="submit" variant="secondary">Apply</Button>
        </div>
      ) : (
        <p className="text-sm text-slate-600" data-testid="period-days">
          {period.from} to {period.to}
        </p>
      )}
      <Field label="Group by">
        {(p) => (
          <Select {...p} name="group" value={query.group} onChange={(e) => go({ group: e.target.value as ReportGroup })}>
            {GROUPS.map((g) => (
              <option key={g} value={g}>{GROUP_NAMES[g]}</option>
            ))}
          </Select>
        )}
      </Field>
    </form>
  );
}
