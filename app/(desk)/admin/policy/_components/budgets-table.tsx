"use client";

import { useLocale, useTranslations } from "next-intl";
import { deleteBudgetAction } from "@/app/(desk)/admin/policy/spend-actions";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ActionsHeader, Cell, EmptyState, HeaderCell, RowHeader, Table, TableBody, TableFrame, TableHead } from "@/components/ui/table";
import { RowActions, useEditableRows } from "@/components/ui/editable-rows";
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
export function BudgetsTable({
  budgets,
  labels,
  requesters,
  currencies,
  today,
}: {
  budgets: BudgetLine[];
  labels: Choice[];
  requesters: Choice[];
  currencies: string[];
  today: { date: string; zone: string };
}) {
  const t = useTranslations("spend.budgets");
  const tag = INTL_TAG[useLocale()];
  const money = (minor: number, currency: string) => formatMoney(minor, currency, tag);
  const rows = useEditableRows<BudgetLine>(deleteBudgetAction, { removed: (b) => t("removed", { subject: b.subjectName }) });

  return (
    <Card
      title={t("title")}
      description={t("description")}
      actions={
        <Button type="button" onClick={rows.add}>
          {t("add")}
        </Button>
      }
    >
      <div className="space-y-3">
        <ul className="list-disc space-y-1 pl-5 text-xs text-slate-600">
          <li>{t("ownCurrency")}</li>
          <li>{t("both")}</li>
          <li>{t("counts")}</li>
          <li>{t("today", { date: today.date, zone: today.zone })}</li>
        </ul>
        {rows.notice && <Alert tone={rows.notice.tone}>{rows.notice.text}</Alert>}
        {budgets.length === 0 ? (
          <EmptyState>{t("none")}</EmptyState>
        ) : (
          <TableFrame>
            <Table caption={t("title")} data-testid="budgets">
              <TableHead>
                {(["subject", "period", "amount", "spent", "committed", "left", "projected", "onExceed"] as const).map((c) => (
                  <HeaderCell key={c}>{t(`columns.${c}`)}</HeaderCell>
                ))}
                <ActionsHeader label={t("columns.actions")} />
              </TableHead>
              <TableBody>
                {budgets.map((b) => (
                  <tr key={b.id} data-testid="budget">
                    <RowHeader>
                      <span translate="no">{b.subjectName}</span>
                      <span className="block text-xs font-normal text-slate-500">{t(`scopes.${b.scope}`)}</span>
                    </RowHeader>
                    <Cell>{t(`periods.${b.period}`)}</Cell>
                    <Cell className="tabular-nums">{money(b.amountMinor, b.currency)}</Cell>
                    <Cell className="tabular-nums">{money(b.spentMinor, b.currency)}</Cell>
                    <Cell className="tabular-nums">{money(b.committedMinor, b.currency)}</Cell>
                    <Cell className={`tabular-nums ${b.leftMinor < 0 ? "text-rose-700" : ""}`}>{money(b.leftMinor, b.currency)}</Cell>
                    <Cell className={`tabular-nums ${b.projectedMinor > b.amountMinor ? "text-amber-800" : ""}`}>{money(b.projectedMinor, b.currency)}</Cell>
                    <Cell>{t(`onExceed.${b.onExceed}`)}</Cell>
                    <Cell align="right" className="whitespace-nowrap">
                      <RowActions
                        edit={{ text: t("editButton"), label: t("edit", { subject: b.subjectName }), onClick: () => rows.edit(b) }}
                        remove={{ text: t("removeButton"), label: t("remove", { subject: b.subjectName }), onClick: () => rows.askToRemove(b) }}
                      />
                    </Cell>
                  </tr>
                ))}
              </TableBody>
            </Table>
          </TableFrame>
        )}
      </div>
      {rows.editing && (
        <BudgetDialog budget={rows.editing === "new" ? null : rows.editing} labels={labels} requesters={requesters} currencies={currencies} {...rows.editor} />
      )}
      <ConfirmDialog {...rows.question} title={t("confirmTitle")} confirmLabel={t("confirm")} busyLabel={t("removing")}>
        <p>{t("confirmBody", { subject: rows.removing?.subjectName ?? "" })}</p>
      </ConfirmDialog>
    </Card>
  );
}
