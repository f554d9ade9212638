"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { setLabelActiveAction } from "@/app/(desk)/admin/labels/actions";
import { Button } from "@/components/ui/button";
import type { LabelListQuery } from "@/lib/labels/schemas";
import type { LabelSummary } from "@/lib/labels/types";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useAction } from "@/components/ui/use-action";
import { ActionsHeader, Cell, EmptyState, HeaderCell, RowHeader, Table, TableBody, TableFrame, TableHead } from "@/components/ui/table";
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
  const t = useTranslations("labels.table");
  const [confirming, setConfirming] = useState<LabelSummary | null>(null);
  const { run } = useAction(setLabelActiveAction, {
    refresh: true,
    onSuccess: (data, input) =>
      onNotice({ tone: "success", text: t(data?.active ? "reactivated" : "deactivated", { name: labels.find((l) => l.id === input.id)?.name ?? "" }) }),
    onFailure: (error) => onNotice({ tone: "error", text: error.message }),
  });

  async function toggle(label: LabelSummary) {
    await run({ id: label.id, active: !label.active });
    setConfirming(null);
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
        <EmptyState inFrame>{filtered ? t("noMatch") : synced ? t("noLabels") : t("notRead")}</EmptyState>
      ) : (
        <TableFrame>
          <Table caption={t("caption")} density="roomy">
            <TableHead>
              <HeaderCell>{t("name")}</HeaderCell>
              <HeaderCell>{t("slug")}</HeaderCell>
              <HeaderCell>{t("state")}</HeaderCell>
              <ActionsHeader label={t("actions")} />
            </TableHead>
            <TableBody>
              {labels.map((l) => (
                <tr key={l.slug} data-slug={l.slug}>
                  <RowHeader translate="no">{l.name}</RowHeader>
                  <Cell className="font-mono text-xs text-slate-600" translate="no">
                    {l.slug}
                  </Cell>
                  <Cell>
                    <span
                      className={`rounded-full px-2 py-0.5 text-xs font-medium ${l.active ? "bg-emerald-50 text-emerald-800" : "bg-slate-100 text-slate-600"}`}
                    >
                      {l.active ? t("active") : t("inactive")}
                    </span>
                  </Cell>
                  <Cell align="right">
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => setConfirming(l)}
                      aria-label={t(l.active ? "deactivateNamed" : "reactivateNamed", { name: l.name })}
                    >
                      {l.active ? t("deactivate") : t("reactivate")}
                    </Button>
                  </Cell>
                </tr>
              ))}
            </TableBody>
          </Table>
        </TableFrame>
      )}
      <nav aria-label={t("pages")} className="flex items-center justify-between gap-3 border-t border-slate-100 px-4 py-3 text-sm text-slate-600">
        <span>{paging.pages > 1 ? t("countPaged", { count: paging.total, page: paging.page, pages: paging.pages }) : t("count", { count: paging.total })}</span>
        {paging.pages > 1 && (
          <span className="flex gap-2">
            {paging.page > 1 ? (
              <Link className="rounded-md border border-slate-300 px-2.5 py-1 hover:bg-slate-50" href={pageHref(paging.page - 1)}>
                {t("previous")}
              </Link>
            ) : null}
            {paging.page < paging.pages ? (
              <Link className="rounded-md border border-slate-300 px-2.5 py-1 hover:bg-slate-50" href={pageHref(paging.page + 1)}>
                {t("next")}
              </Link>
            ) : null}
          </span>
        )}
      </nav>
      <ConfirmDialog
        open={confirming !== null}
        title={t(confirming?.active ? "confirmDeactivate" : "confirmReactivate", { name: confirming?.name ?? "" })}
        confirmLabel={confirming?.active ? t("deactivate") : t("reactivate")}
        busyLabel={confirming?.active ? t("deactivating") : t("reactivating")}
        dismissLabel={t("cancel")}
        onConfirm={() => toggle(confirming!)}
        onClose={() => setConfirming(null)}
      >
        {confirming?.active ? <p>{t("deactivateBody")}</p> : <p>{t("reactivateBody")}</p>}
      </ConfirmDialog>
    </div>
  );
}
