"use client";

import { AxisBottom, AxisLeft } from "@visx/axis";
import { Group } from "@visx/group";
import { scaleBand, scaleLinear } from "@visx/scale";
import { Bar } from "@visx/shape";
import { useId } from "react";
import type { ReportGroup } from "@/lib/reports/filters";
import type { ReportLine } from "@/lib/reports/types";
import { chartLines, chartSummary, lineName, money } from "@/lib/reports/figures";

const WIDTH = 720;
const ROW = 34;
const MARGIN = { top: 8, right: 24, bottom: 36, left: 180 };
const short = (text: string) => (text.length > 24 ? `${text.slice(0, 23)}…` : text);

/**
 * Estimated spend per group for one currency, with the final price beside it where the provider
 * has given one. The picture is for the eye: its text summary (and the table below) carry the same
 * figures for screen readers, so the SVG itself is one labelled image.
 */
export default function ReportChart({ lines, currency, group, groupName }: { lines: ReportLine[]; currency: string; group: ReportGroup; groupName: string }) {
  const summaryId = useId();
  const shown = chartLines(lines, currency, group);
  const height = MARGIN.top + MARGIN.bottom + Math.max(shown.length, 1) * ROW;
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const names = shown.map((l) => lineName(l, group));
  const y = scaleBand({ domain: names, range: [0, height - MARGIN.top - MARGIN.bottom], padding: 0.25 });
  const x = scaleLinear({ domain: [0, Math.max(1, ...shown.map((l) => Math.max(l.estimated, l.final)))], range: [0, innerWidth], nice: true });
  const band = y.bandwidth();

  return (
    <figure className="space-y-3">
      <svg role="img" aria-label={`Chart: estimated and final spend in ${currency} by ${groupName.toLowerCase()}`} aria-describedby={summaryId} viewBox={`0 0 ${WIDTH} ${height}`} className="h-auto w-full" data-testid="report-chart">
        <Group left={MARGIN.left} top={MARGIN.top}>
          {shown.map((l, i) => {
            const top = y(names[i]!) ?? 0;
            return (
              <g key={`${l.key}-${i}`}>
                <Bar x={0} y={top} width={x(l.estimated)} height={l.finalRides ? band * 0.6 : band} className="fill-brand-600" />
                {l.finalRides > 0 && <Bar x={0} y={top + band * 0.6} width={x(l.final)} height={band * 0.4} className="fill-emerald-600" />}
              </g>
            );
          })}
          <AxisLeft scale={y} hideTicks tickFormat={(v) => short(String(v))} tickLabelProps={{ fontSize: 12, fill: "#334155" }} stroke="#cbd5e1" />
          <AxisBottom top={height - MARGIN.top - MARGIN.bottom} scale={x} numTicks={5} tickFormat={(v) => money(Number(v), currency)} tickLabelProps={{ fontSize: 11, fill: "#475569" }} stroke="#cbd5e1" tickStroke="#cbd5e1" />
        </Group>
      </svg>
      <div aria-hidden className="flex gap-4 text-xs text-slate-600">
        <span className="flex items-center gap-1.5"><span className="inline-block size-3 rounded-sm bg-brand-600" /> Estimated</span>
        <span className="flex items-center gap-1.5"><span className="inline-block size-3 rounded-sm bg-emerald-600" /> Final price (rides the provider has priced)</span>
      </div>
      <figcaption id={summaryId} className="text-sm text-slate-600" data-testid="chart-summary">
        {chartSummary(lines, currency, group, groupName)}
      </figcaption>
    </figure>
  );
}
