"use client";

import { AxisBottom, AxisLeft } from "@visx/axis";
import { Group } from "@visx/group";
import { scaleBand, scaleLinear } from "@visx/scale";
import { Bar } from "@visx/shape";
import { useLocale, useTranslations } from "next-intl";
import { useId } from "react";
import { INTL_TAG } from "@/lib/locales";
import type { ReportGroup } from "@/lib/reports/filters";
import type { ReportLine } from "@/lib/reports/types";
import { chartLines, chartSummary, lineLabel, money, type FigureWords } from "@/lib/reports/figures";

const WIDTH = 720;
const ROW = 34;
const MARGIN = { top: 8, right: 24, bottom: 36, left: 180 };
const short = (text: string) => (text.length > 24 ? `${text.slice(0, 23)}…` : text);

/**
 * Estimated is a solid teal bar; final is dark slate, hatched and outlined, so the two differ in
 * colour, lightness and pattern alike (and the legend shows each as drawn).
 */
const ESTIMATED_CLASS = "fill-brand-600";
const FINAL_STROKE = "#1e293b";

function FinalPattern({ id }: { id: string }) {
  return (
    <pattern id={id} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
      <rect width="6" height="6" fill="#ffffff" />
      <rect width="3" height="6" fill={FINAL_STROKE} />
    </pattern>
  );
}

/** A legend's sample of each bar, drawn as the chart draws it. */
function Swatch({ kind, patternId }: { kind: "estimated" | "final"; patternId: string }) {
  return (
    <svg aria-hidden width="14" height="14" viewBox="0 0 14 14" data-testid={`legend-${kind}`}>
      {kind === "final" && (
        <defs>
          <FinalPattern id={patternId} />
        </defs>
      )}
      {kind === "estimated" ? (
        <rect width="14" height="14" rx="2" className={ESTIMATED_CLASS} />
      ) : (
        <rect x="0.75" y="0.75" width="12.5" height="12.5" rx="2" fill={`url(#${patternId})`} stroke={FINAL_STROKE} strokeWidth="1.5" />
      )}
    </svg>
  );
}

/**
 * Estimated spend per group for one currency, with the final price beside it where the provider
 * has given one. The picture is for the eye: its text summary (and the table below) carry the same
 * figures for screen readers, so the SVG itself is one labelled image.
 */
export default function ReportChart({ lines, currency, group }: { lines: ReportLine[]; currency: string; group: ReportGroup }) {
  const t = useTranslations("reports");
  const tag = INTL_TAG[useLocale()];
  const words: FigureWords = { t, tag };
  const summaryId = useId();
  // A pattern is referenced by url(#id): keep the id to characters CSS reads plainly.
  const patternId = `final-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const shown = chartLines(lines, currency, group);
  const height = MARGIN.top + MARGIN.bottom + Math.max(shown.length, 1) * ROW;
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const labels = shown.map((l) => lineLabel(l, group, words));
  const names = labels.map((l) => l.text);
  const y = scaleBand({ domain: names, range: [0, height - MARGIN.top - MARGIN.bottom], padding: 0.25 });
  const x = scaleLinear({ domain: [0, Math.max(1, ...shown.map((l) => Math.max(l.estimated, l.final)))], range: [0, innerWidth], nice: true });
  const band = y.bandwidth();

  return (
    <figure className="space-y-3">
      <svg
        role="img"
        aria-label={t("chart.label", { currency, group })}
        aria-describedby={summaryId}
        viewBox={`0 0 ${WIDTH} ${height}`}
        className="h-auto w-full"
        data-testid="report-chart"
      >
        <defs>
          <FinalPattern id={patternId} />
        </defs>
        <Group left={MARGIN.left} top={MARGIN.top}>
          {shown.map((l, i) => {
            const top = y(names[i]!) ?? 0;
            return (
              <g key={`${l.key}-${i}`}>
                <Bar x={0} y={top} width={x(l.estimated)} height={l.finalRides ? band * 0.55 : band} className={ESTIMATED_CLASS} data-bar="estimated" />
                {l.finalRides > 0 && (
                  <Bar
                    x={0}
                    y={top + band * 0.6}
                    width={x(l.final)}
                    height={band * 0.4}
                    fill={`url(#${patternId})`}
                    stroke={FINAL_STROKE}
                    strokeWidth={1}
                    data-bar="final"
                  />
                )}
              </g>
            );
          })}
          {/* Names as they came (labels, reasons, people) and months written by Intl are not for translating; the words for no value are. */}
          <AxisLeft
            scale={y}
            hideTicks
            tickFormat={(v) => short(String(v))}
            tickLabelProps={(_v, i) => ({ fontSize: 12, fill: "#334155", ...(labels[i]?.kind === "none" ? {} : { translate: "no" }) })}
            stroke="#cbd5e1"
          />
          <AxisBottom
            top={height - MARGIN.top - MARGIN.bottom}
            scale={x}
            numTicks={5}
            tickFormat={(v) => money(Number(v), currency, tag)}
            tickLabelProps={{ fontSize: 11, fill: "#475569" }}
            stroke="#cbd5e1"
            tickStroke="#cbd5e1"
          />
        </Group>
      </svg>
      <div aria-hidden className="flex gap-4 text-xs text-slate-600">
        <span className="flex items-center gap-1.5">
          <Swatch kind="estimated" patternId={`${patternId}-legend`} /> {t("chart.legendEstimated")}
        </span>
        <span className="flex items-center gap-1.5">
          <Swatch kind="final" patternId={`${patternId}-legend`} /> {t("chart.legendFinal")}
        </span>
      </div>
      <figcaption id={summaryId} className="text-sm text-slate-600" data-testid="chart-summary">
        {chartSummary(lines, currency, group, words)}
      </figcaption>
    </figure>
  );
}
