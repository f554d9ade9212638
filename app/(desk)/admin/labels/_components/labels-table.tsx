"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { setLabelActiveAction } from "@/app/(desk)/admin/labels/actions";
import { Button } from "@/components/ui/button";
import type { LabelListQuery } from "@/lib/labels/schemas";
import type { LabelSummary } from "@/lib/labels/types";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { Notice } from "./labels-page";

export function LabelsTable({
  labels,
  paging,
  query,
  synced,
  onNotice,
}: {
  labels: LabelSummary[];
  paging: { page: number; pages: number; total: number };
  query: LabelListQuery;
  synced: boolean;
  onNotice: (n: Notice) => void;
}) {
  const router = useRouter();
  const [confirming, setConfirming] = useState<LabelSummary | null>(null);

  async function toggle(label: LabelSummary) {
    const result = await setLabelActiveAction({ id: label.id, active: !label.active });
    setConfirming(null);
    if (result.ok) {
      onNotice({ tone: "success", text: `${label.name} is ${result.data.active ? "active again: agents can pick it" : "inactive: agents can no longer pick it"}.` });
      router.refresh();
    } else onNotice({ tone: "error", text: result.error.message });
  }

  const pageHref = (page: number) => {
    const params = new URLSearchParams();
    if (query.q) params.set("q", query.q);
    if (query.state !== "all") params.set("state", query.state);
    if (page > 1) params.set("page", String(page));
    return params.size ? `/admin/labels?${params}` : "/admin/labels";
  };
  const filtered = query.q !== "" || query.state !== "all";

  return (
    <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
      {labels.length === 0 ? (
        <p className="px-6 py-10 text-center text-sm text-slate-600">
          {filtered ? "No labels match these filters." : synced ? "The ride service has no labels yet. Create one or import a CSV file." : "The labels have not been read from the ride service yet. Use Sync now."}
        </p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Labels, by name</caption>
            <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-500">
              <tr>
                <th scope="col" className="px-4 py-2 font-medium">Name</th>
                <th scope="col" className="px-4 py-2 font-medium">Slug</th>
                <th scope="col" className="px-4 py-2 font-medium">State</th>
                <th scope="col" className="px-4 py-2"><span className="sr-only">Actions</span></th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {labels.map((l) => (
                <tr key={l.slug} data-slug={l.slug}>
                  <th scope="row" className="px-4 py-2 font-medium text-slate-900">{l.name}</th>
                  <td className="px-4 py-2 font-mono text-xs text-slate-600">{l.slug}</td>
                  <td className="px-4 py-2">
                    <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${l.active ? "bg-emerald-50 text-emerald-800" : "bg-slate-100 text-slate-600"}`}>{l.active ? "Active" : "Inactive"}</span>
                  </td>
                  <td className="px-4 py-2 text-right">
                    <Button size="sm" variant="secondary" onClick={() => setConfirming(l)} aria-label={`${l.active ? "Deactivate" : "Reactivate"} ${l.name}`}>
                      {l.active ? "Deactivate" : "Reactivate"}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <nav aria-label="Pages" className="flex items-center justify-between gap-3 border-t border-slate-100 px-4 py-3 text-sm text-slate-600">
        <span>
          {paging.total} {paging.total === 1 ? "label" : "labels"}
          {paging.pages > 1 && ` · page ${paging.page} of ${paging.pages}`}
        </span>
        {paging.pages > 1 && (
          <span className="flex gap-2">
            {paging.page > 1 ? <Link className="rounded-md border border-slate-300 px-2.5 py-1 hover:bg-slate-50" href={pageHref(paging.page - 1)}>Previous</Link> : null}
            {paging.page < paging.pages ? <Link className="rounded-md border border-slate-300 px-2.5 py-1 hover:bg-slate-50" href={pageHref(paging.page + 1)}>Next</Link> : null}
          </span>
        )}
      </nav>
      <ConfirmDialog
        open={confirming !== null}
        title={confirming?.active ? `Deactivate ${confirming.name}?` : `Reactivate ${confirming?.name ?? ""}?`}
        confirmLabel={confirming?.active ? "Deactivate" : "Reactivate"}
        busyLabel={confirming?.active ? "Deactivating…" : "Reactivating…"}
        onConfirm={() => toggle(confirming!)}
        onClose={() => setConfirming(null)}
      >
        {confirming?.active ? (
          <p>Agents will no longer be able to pick this label when booking. Rides already booked with it keep it, and reports still count them under it.</p>
        ) : (
          <p>Agents will be able to pick this label again when booking.</p>
        )}
      </ConfirmDialog>
    </div>
  );
}
