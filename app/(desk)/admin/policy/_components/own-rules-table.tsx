"use client";

import { useTranslations } from "next-intl";
import { deleteRuleOverrideAction } from "@/app/(desk)/admin/policy/spend-actions";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ActionsHeader, Cell, EmptyState, HeaderCell, RowHeader, Table, TableBody, TableFrame, TableHead } from "@/components/ui/table";
import { RowActions, useEditableRows } from "@/components/ui/editable-rows";
import { RIDE_RULES, type SpendRules } from "@/lib/spend/rules";
import type { Choice } from "./budget-dialog";
import { OwnRulesDialog, type OwnRulesLine } from "./own-rules-dialog";
import { RULE_WORDS, type RuleChoices } from "./rule-settings";
import { useRuleSummary } from "./rule-summary";

/** The labels and requesters with ride rules of their own, what those are, and the ways to add, change and remove them. */
export function OwnRulesTable({
  lines,
  company,
  labels,
  requesters,
  choices,
}: {
  lines: OwnRulesLine[];
  company: SpendRules;
  labels: Choice[];
  requesters: Choice[];
  choices: RuleChoices;
}) {
  const t = useTranslations("spend");
  const summary = useRuleSummary();
  const rows = useEditableRows<OwnRulesLine>(deleteRuleOverrideAction, { removed: (line) => t("own.removed", { subject: line.name }) });

  return (
    <Card
      title={t("own.title")}
      description={t("own.description")}
      actions={
        <Button type="button" onClick={rows.add}>
          {t("own.add")}
        </Button>
      }
    >
      <div className="space-y-3">
        {rows.notice && <Alert tone={rows.notice.tone}>{rows.notice.text}</Alert>}
        {lines.length === 0 ? (
          <EmptyState>{t("own.none")}</EmptyState>
        ) : (
          <TableFrame>
            <Table caption={t("own.title")} data-testid="own-rules">
              <TableHead>
                <HeaderCell>{t("own.columns.subject")}</HeaderCell>
                <HeaderCell>{t("own.columns.rules")}</HeaderCell>
                <ActionsHeader label={t("own.columns.actions")} />
              </TableHead>
              <TableBody top>
                {lines.map((line) => (
                  <tr key={line.id} data-testid="own-rules-line">
                    <RowHeader>
                      <span translate="no">{line.name}</span>
                      <span className="block text-xs font-normal text-slate-500">{t(`budgets.scopes.${line.scope}`)}</span>
                    </RowHeader>
                    <Cell>
                      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
                        {RIDE_RULES.filter((rule) => Object.hasOwn(line.rules, rule)).map((rule) => (
                          <div key={rule} className="contents">
                            <dt className="text-slate-500">{t(`rules.${RULE_WORDS[rule]}.switch`)}</dt>
                            <dd>{summary(rule, line.rules[rule] ?? null)}</dd>
                          </div>
                        ))}
                      </dl>
                    </Cell>
                    <Cell align="right" className="whitespace-nowrap">
                      <RowActions
                        edit={{ text: t("own.editButton"), label: t("own.edit", { subject: line.name }), onClick: () => rows.edit(line) }}
                        remove={{ text: t("own.removeButton"), label: t("own.remove", { subject: line.name }), onClick: () => rows.askToRemove(line) }}
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
        <OwnRulesDialog
          own={rows.editing === "new" ? null : rows.editing}
          company={company}
          labels={labels}
          requesters={requesters}
          choices={choices}
          {...rows.editor}
        />
      )}
      <ConfirmDialog {...rows.question} title={t("own.confirmTitle")} confirmLabel={t("own.confirm")} busyLabel={t("own.removing")}>
        <p>{t("own.confirmBody", { subject: rows.removing?.name ?? "" })}</p>
      </ConfirmDialog>
    </Card>
  );
}
