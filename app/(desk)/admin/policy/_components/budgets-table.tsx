"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { deleteBudgetAction } from "@/app/(desk)/admin/policy/spend-actions";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useAction } from "@/components/ui/use-action";
import { INTL_TAG } from "@/lib/locales";
import { formatMoney } from "@/lib/money";
import type { Period } from "@/lib/spend/rules";
import { BudgetDialog, type Choice } from "./budget-dialog";

/** A budget as the page lists it, its subject named and its current period's figures. */
export type BudgetLine = {
  id: string;
  scope: "label" | "requester";
  subject: string;
  subjectName: string;
  period: Period;
  amountMinor: number;
  currency: string;
  onExceed: "refuse" | "approve";
  spentMinor: number;
  committedMinor: number;
  leftMinor: number;
  projectedMinor: number;
};

/** The budgets with what their period has used, and the ways to add, change and remove one. */
export function BudgetsTable({ budgets, labels, requesters, currencies, today }: { budgets: BudgetLine[]; labels: Choice[]; requesters: Choice[]; currencies: string[]; today: { date: string; zone: string } }) {
  const t = useTranslations("spend.budgets");
  const tag = INTL_TAG[useLocale()];
  const money = (minor: number, currency: string) => formatMoney(minor, currency, tag);
  const [editing, setEditing] = useState<BudgetLine | "new" | null>(null);
  const [removing, setRemoving] = useState<BudgetLine | null>(null);
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const remove = useAction(deleteBudgetAction, {
    refresh: true,
    onSuccess: () => setNotice({ tone: "success", text: t("removed", { subject: removing?.subjectName ?? "" }) }),
    onFailure: (error) => setNotice({ tone: "error", text: error.message }),
  });

  return (
    <Card
      title={t("title")}
      description={t("description")}
      actions={<Button type="button" onClick={() => { setNotice(null); setEditing("new"); }}>{t("add")}</Button>}
    >
      <div className="space-y-3">
        <ul className="list-disc space-y-1 pl-5 text-xs text-slate-600">
          <li>{t("ownCurrency")}</li>
          <li>{t("both")}</li>
          <li>{t("counts")}</li>
          <li>{t("today", { date: today.date, zone: today.zone })}</li>
        </ul>
        {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
        {budgets.length === 0 ? (
          <p className="rounded-md border border-dashed border-slate-300 px-3 py-3 text-sm text-slate-500">{t("none")}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm" data-testid="budgets">
              <caption className="sr-only">{t("title")}</caption>
              <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-500">
                <tr>
                  {(["subject", "period", "amount", "spent", "committed", "left", "projected", "onExceed"] as const).map((c) => (
                    <th key={c} scope="col" className="px-3 py-2 font-medium">{t(`columns.${c}`)}</th>
                  ))}
                  <th scope="col" className="px-3 py-2"><span className="sr-only">{t("columns.actions")}</span></th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {budgets.map((b) => (
                  <tr key={b.id} data-testid="budget">
                    <th scope="row" className="px-3 py-2 font-medium text-slate-900">
                      <span translate="no">{b.subjectName}</span>
                      <span className="block text-xs font-normal text-slate-500">{t(`scopes.${b.scope}`)}</span>
                    </th>
                    <td className="px-3 py-2">{t(`periods.${b.period}`)}</td>
                    <td className="px-3 py-2 tabular-nums">{money(b.amountMinor, b.currency)}</td>
                    <td className="px-3 py-2 tabular-nums">{money(b.spentMinor, b.currency)}</td>
                    <td className="px-3 py-2 tabular-nums">{money(b.committedMinor, b.currency)}</td>
                    <td className={`px-3 py-2 tabular-nums ${b.leftMinor < 0 ? "text-rose-700" : ""}`}>{money(b.leftMinor, b.currency)}</td>
                    <td className={`px-3 py-2 tabular-nums ${b.projectedMinor > b.amountMinor ? "text-amber-800" : ""}`}>{money(b.projectedMinor, b.currency)}</td>
                    <td className="px-3 py-2">{t(`onExceed.${b.onExceed}`)}</td>
                    <td className="whitespace-nowrap px-3 py-2 text-right">
                      <Button type="button" size="sm" variant="ghost" aria-label={t("edit", { subject: b.subjectName })} onClick={() => { setNotice(null); setEditing(b); }}>
                        {t("editButton")}
                      </Button>
                      <Button type="button" size="sm" variant="ghost" aria-label={t("remove", { subject: b.subjectName })} onClick={() => { setNotice(null); setRemoving(b); }}>
                        {t("removeButton")}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
      {editing && (
        <BudgetDialog
          budget={editing === "new" ? null : editing}
          labels={labels}
          requesters={requesters}
          currencies={currencies}
          onClose={() => setEditing(null)}
          onSaved={(text) => { setEditing(null); setNotice({ tone: "success", text }); }}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t("confirmTitle")}
        confirmLabel={t("confirm")}
        busyLabel={t("removing")}
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          if (removing) await remove.run({ id: removing.id });
          setRemoving(null);
        }}
      >
        <p>{t("confirmBody", { subject: removing?.subjectName ?? "" })}</p>
      </ConfirmDialog>
    </Card>
  );
}
