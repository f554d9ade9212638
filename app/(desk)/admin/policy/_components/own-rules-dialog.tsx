"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { saveRuleOverrideAction } from "@/app/(desk)/admin/policy/spend-actions";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, Select } from "@/components/ui/field";
import { useAction } from "@/components/ui/use-action";
import { useMessageText } from "@/components/ui/use-message-text";
import { RIDE_RULES, type RuleOverrides, type SpendRules } from "@/lib/spend/rules";
import { BUDGET_SCOPES, OWN_RULE_MODES, ruleOverrideForm, ruleOverrideSchema, type RuleOverrideFormInput } from "@/lib/spend/schema";
import type { Choice } from "./budget-dialog";
import { RULE_WORDS, RuleSettings, type RuleChoices } from "./rule-settings";
import { useRuleSummary } from "./rule-summary";
import type { SpendRulesFormApi } from "./spend-rule-parts";

/** A label's or requester's own rules as the page lists them. */
export type OwnRulesLine = { id: string; scope: "label" | "requester"; subject: string; name: string; rules: RuleOverrides };

/**
 * Gives a label or a requester rules of their own, or changes them: each ride rule as the
 * company's, not capped, or their own settings (starting from the company's). Saved rules keep
 * whose they are.
 */
export function OwnRulesDialog({
  own,
  company,
  labels,
  requesters,
  choices,
  onClose,
  onSaved,
}: {
  own: OwnRulesLine | null;
  company: SpendRules;
  labels: Choice[];
  requesters: Choice[];
  choices: RuleChoices;
  onClose: () => void;
  onSaved: (text: string) => void;
}) {
  const t = useTranslations("spend");
  const words = useMessageText();
  const summary = useRuleSummary();
  const form = useForm<RuleOverrideFormInput, unknown, z.output<typeof ruleOverrideSchema>>({
    resolver: zodResolver(ruleOverrideSchema),
    defaultValues: ruleOverrideForm(company, own, choices.currencies[0] ?? "EUR"),
  });
  const [scope, subject, modes] = useWatch({ control: form.control, name: ["scope", "subject", "modes"] });
  const options = scope === "label" ? labels : requesters;
  const { run, pending, problem } = useAction(saveRuleOverrideAction, {
    form,
    refresh: true,
    onSuccess: () => onSaved(t("own.saved", { subject: own?.name ?? options.find((c) => c.value === subject)?.name ?? subject })),
  });
  const { errors } = form.formState;
  const noneOwn = (errors.modes as { message?: string } | undefined)?.message;
  // The rules' settings are the company form's fields, under the same names.
  const rulesForm = form as unknown as SpendRulesFormApi;
  const title = own ? t("own.editTitle", { subject: own.name }) : t("own.addTitle");
  const submit = form.handleSubmit(() => void run(form.getValues()));

  return (
    <Dialog open onClose={onClose} title={title} size="lg">
      <form onSubmit={submit} noValidate className="space-y-4" aria-label={title}>
        {own ? (
          <p className="text-sm text-slate-700">{t("own.keeps", { scope: own.scope, subject: own.name })}</p>
        ) : (
          <div className="grid grid-cols-2 gap-3">
            <Field label={t("budgets.scope")}>
              {(aria) => (
                <Select {...aria} {...form.register("scope", { onChange: () => form.setValue("subject", "") })}>
                  {BUDGET_SCOPES.map((s) => (
                    <option key={s} value={s}>
                      {t(`budgets.scopes.${s}`)}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field
              label={t(`budgets.scopes.${scope}`)}
              error={errors.subject?.message}
              hint={options.length === 0 ? t(`budgets.noChoices.${scope}`) : undefined}
            >
              {(aria) => (
                <Select {...aria} {...form.register("subject")}>
                  <option value="">{t("budgets.choose")}</option>
                  {options.map((c) => (
                    <option key={c.value} value={c.value} translate="no">
                      {c.name}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          </div>
        )}
        <ul className="divide-y divide-slate-100 rounded-md border border-slate-200">
          {RIDE_RULES.map((rule) => (
            <li key={rule} className="space-y-3 p-3" data-testid={`own-rule-${rule}`}>
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0 flex-1 text-sm">
                  <p className="font-medium text-slate-800">{t(`rules.${RULE_WORDS[rule]}.switch`)}</p>
                  <p className="text-xs text-slate-500">{company[rule] ? t("own.asCompany", { rule: summary(rule, company[rule]) }) : t("own.companyOff")}</p>
                </div>
                <div className="w-44">
                  <Select aria-label={t(`rules.${RULE_WORDS[rule]}.switch`)} {...form.register(`modes.${rule}`)}>
                    {OWN_RULE_MODES.map((m) => (
                      <option key={m} value={m}>
                        {t(`own.modes.${m}`)}
                      </option>
                    ))}
                  </Select>
                </div>
              </div>
              {modes[rule] === "own" && <RuleSettings form={rulesForm} rule={rule} choices={choices} />}
            </li>
          ))}
        </ul>
        {noneOwn && <Alert tone="error">{words(noneOwn)}</Alert>}
        {problem && !(errors.subject && !own) && <Alert tone="error">{problem}</Alert>}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose} disabled={pending}>
            {t("own.cancel")}
          </Button>
          <Button type="submit" busy={pending}>
            {t("own.save")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
