"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { deleteRuleOverrideAction } from "@/app/(desk)/admin/policy/spend-actions";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useAction } from "@/components/ui/use-action";
import { RIDE_RULES, type SpendRules } from "@/lib/spend/rules";
import type { Choice } from "./budget-dialog";
import { OwnRulesDialog, type OwnRulesLine } from "./own-rules-dialog";
import { RULE_WORDS, type RuleChoices } from "./rule-settings";
import { useRuleSummary } from "./rule-summary";

/** The labels and requesters with ride rules of their own, what those are, and the ways to add, change and remove them. */
export function OwnRulesTable({ lines, company, labels, requesters, choices }: { lines: OwnRulesLine[]; company: SpendRules; labels: Choice[]; requesters: Choice[]; choices: RuleChoices }) {
  const t = useTranslations("spend");
  const summary = useRuleSummary();
  const [editing, setEditing] = useState<OwnRulesLine | "new" | null>(null);
  const [removing, setRemoving] = useState<OwnRulesLine | null>(null);
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const remove = useAction(deleteRuleOverrideAction, {
    refresh: true,
    onSuccess: () => setNotice({ tone: "success", text: t("own.removed", { subject: removing?.name ?? "" }) }),
    onFailure: (error) => setNotice({ tone: "error", text: error.message }),
  });

  return (
    <Card
      title={t("own.title")}
      description={t("own.description")}
      actions={<Button type="button" onClick={() => { setNotice(null); setEditing("new"); }}>{t("own.add")}</Button>}
    >
      <div className="space-y-3">
        {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
        {lines.length === 0 ? (
          <p className="rounded-md border border-dashed border-slate-300 px-3 py-3 text-sm text-slate-500">{t("own.none")}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm" data-testid="own-rules">
              <caption className="sr-only">{t("own.title")}</caption>
              <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-500">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">{t("own.columns.subject")}</th>
                  <th scope="col" className="px-3 py-2 font-medium">{t("own.columns.rules")}</th>
                  <th scope="col" className="px-3 py-2"><span className="sr-only">{t("own.columns.actions")}</span></th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {lines.map((line) => (
                  <tr key={line.id} data-testid="own-rules-line">
                    <th scope="row" className="px-3 py-2 align-top font-medium text-slate-900">
                      <span translate="no">{line.name}</span>
                      <span className="block text-xs font-normal text-slate-500">{t(`budgets.scopes.${line.scope}`)}</span>
                    </th>
                    <td className="px-3 py-2">
                      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
                        {RIDE_RULES.filter((rule) => Object.hasOwn(line.rules, rule)).map((rule) => (
                          <div key={rule} className="contents">
                            <dt className="text-slate-500">{t(`rules.${RULE_WORDS[rule]}.switch`)}</dt>
                            <dd>{summary(rule, line.rules[rule] ?? null)}</dd>
                          </div>
                        ))}
                      </dl>
                    </td>
                    <td className="whitespace-nowrap px-3 py-2 text-right align-top">
                      <Button type="button" size="sm" variant="ghost" aria-label={t("own.edit", { subject: line.name })} onClick={() => { setNotice(null); setEditing(line); }}>
                        {t("own.editButton")}
                      </Button>
                      <Button type="button" size="sm" variant="ghost" aria-label={t("own.remove", { subject: line.name })} onClick={() => { setNotice(null); setRemoving(line); }}>
                        {t("own.removeButton")}
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
        <OwnRulesDialog
          own={editing === "new" ? null : editing}
          company={company}
          labels={labels}
          requesters={requesters}
          choices={choices}
          onClose={() => setEditing(null)}
          onSaved={(text) => { setEditing(null); setNotice({ tone: "success", text }); }}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t("own.confirmTitle")}
        confirmLabel={t("own.confirm")}
        busyLabel={t("own.removing")}
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          if (removing) await remove.run({ id: removing.id });
          setRemoving(null);
        }}
      >
        <p>{t("own.confirmBody", { subject: removing?.name ?? "" })}</p>
      </ConfirmDialog>
    </Card>
  );
}
