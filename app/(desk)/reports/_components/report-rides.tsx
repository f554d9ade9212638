"use client";

import Link from "next/link";
import { Button } from "@/components/ui/button";
import type { RideView } from "@/lib/reports/types";
import { money } from "@/lib/reports/figures";

/** The rides behind the figures, one server page at a time; admins correct a ride's reason or label from here. */
export function ReportRides({
  rides,
  total,
  page,
  perPage,
  pageHref,
  onCorrect,
}: {
  rides: RideView[];
  total: number;
  page: number;
  perPage: number;
  pageHref: (page: number) => string;
  onCorrect?: (ride: RideView) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (total === 0) return <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-600">No rides in this period.</p>;
  return (
    <div className="space-y-3">
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
        <table className="w-full text-left text-sm" data-testid="report-rides">
          <caption className="sr-only">Rides in this period, newest first</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-500">
            <tr>
              <th scope="col" className="px-3 py-2">Pickup</th>
              <th scope="col" className="px-3 py-2">Rider</th>
              <th scope="col" className="px-3 py-2">Requester · agent</th>
              <th scope="col" className="px-3 py-2">Label</th>
              <th scope="col" className="px-3 py-2">Reason</th>
              <th scope="col" className="px-3 py-2 text-right">Estimated</th>
              <th scope="col" className="px-3 py-2 text-right">Final</th>
              <th scope="col" className="px-3 py-2">State</th>
              {onCorrect && <th scope="col" className="px-3 py-2"><span className="sr-only">Actions</span></th>}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 align-top">
            {rides.map((r) => (
              <tr key={r.id} data-testid="report-ride" data-ride={r.id}>
                <td className="whitespace-nowrap px-3 py-2">
                  <time dateTime={r.pickupIso}>{r.pickupLocal}</time>
                  <span className="block text-xs text-slate-500">{r.zone}</span>
                </td>
                <td className="px-3 py-2">
                  {r.riderName}
                  <span className="block max-w-56 truncate text-xs text-slate-500" title={r.route}>{r.route}</span>
                </td>
                <td className="px-3 py-2" data-testid="report-ride-requester">
                  {/* One line each, however long the names: the whole name is in the title. */}
                  <span className="block max-w-48 truncate" title={r.requester}>{r.requester}</span>
                  <span className="block max-w-48 truncate text-xs text-slate-500" title={r.agent ?? undefined}>{r.agent ?? "—"}</span>
                </td>
                <td className="px-3 py-2">
                  {r.labelName ?? r.labelSlug ?? <span className="text-slate-400">—</span>}
                  {r.labelSlug && <span className="block font-mono text-xs text-slate-500">{r.labelSlug}</span>}
                </td>
                <td className="max-w-56 px-3 py-2">
                  {r.reason ?? <span className="text-slate-400">—</span>}
                  {r.corrected && <span className="mt-1 block w-fit rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900"><span className="sr-only"> (</span>Corrected<span className="sr-only">)</span></span>}
                </td>
                <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">{r.estimated === null ? "—" : money(r.estimated, r.currency)}</td>
                <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">{r.final === null ? "—" : money(r.final, r.currency)}</td>
                <td className="whitespace-nowrap px-3 py-2">{r.state}</td>
                {onCorrect && (
                  <td className="px-3 py-2">
                    <Button type="button" size="sm" variant="secondary" onClick={() => onCorrect(r)} aria-label={`Correct the reason or label of ${r.riderName}'s ride on ${r.pickupLocal}`}>
                      Correct
                    </Button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav aria-label="Pages of rides" className="flex items-center justify-between text-sm text-slate-600">
        <span>
          {(page - 1) * perPage + 1}–{Math.min(page * perPage, total)} of {total} rides
        </span>
        <span className="flex gap-2">
          {page > 1 ? <Link className="rounded-md border border-slate-300 bg-white px-3 py-1 hover:bg-slate-50" href={pageHref(page - 1)} scroll={false}>Newer</Link> : null}
          {page < pages ? <Link className="rounded-md border border-slate-300 bg-white px-3 py-1 hover:bg-slate-50" href={pageHref(page + 1)} scroll={false}>Older</Link> : null}
        </span>
      </nav>
    </div>
  );
}
