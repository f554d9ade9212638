"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { saveBudgetAction } from "@/app/(desk)/admin/policy/spend-actions";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, Input, Select } from "@/components/ui/field";
import { useAction } from "@/components/ui/use-action";
import { minorToDecimal } from "@/lib/money";
import { PERIODS } from "@/lib/spend/rules";
import { BUDGET_SCOPES, budgetSchema, type BudgetFormInput } from "@/lib/spend/schema";
import type { BudgetLine } from "./budgets-table";
import { currencyChoices } from "./spend-rule-parts";

/** A label or requester a budget can be for: its key and its name. */
export type Choice = { value: string; name: string };

/** Adds a budget or changes one; an existing budget keeps its label or requester. */
export function BudgetDialog({
  budget,
  labels,
  requesters,
  currencies,
  onClose,
  onSaved,
}: {
  budget: BudgetLine | null;
  labels: Choice[];
  requesters: Choice[];
  currencies: string[];
  onClose: () => void;
  onSaved: (text: string) => void;
}) {
  const t = useTranslations("spend.budgets");
  const initial: BudgetFormInput = budget
    ? {
        id: budget.id,
        scope: budget.scope,
        subject: budget.subject,
        period: budget.period,
        amount: minorToDecimal(budget.amountMinor, budget.currency),
        currency: budget.currency,
        onExceed: budget.onExceed,
      }
    : { id: null, scope: "label", subject: "", period: "month", amount: "", currency: currencies[0] ?? "EUR", onExceed: "refuse" };
  const form = useForm<BudgetFormInput, unknown, z.output<typeof budgetSchema>>({ resolver: zodResolver(budgetSchema), defaultValues: initial });
  const { run, pending, problem } = useAction(saveBudgetAction, {
    form,
    refresh: true,
    onSuccess: (data) => onSaved(data?.recounted ? t("savedRecounted") : t("saved")),
  });
  const { errors } = form.formState;
  const [scope, period, currency] = useWatch({ control: form.control, name: ["scope", "period", "currency"] });
  const choices = scope === "label" ? labels : requesters;
  const submit = form.handleSubmit(() => void run(form.getValues()));

  return (
    <Dialog open onClose={onClose} title={budget ? t("editTitle", { subject: budget.subjectName }) : t("addTitle")}>
      <form onSubmit={submit} noValidate className="space-y-4" aria-label={budget ? t("editTitle", { subject: budget.subjectName }) : t("addTitle")}>
        <div className="grid grid-cols-2 gap-3">
          {budget ? (
            <p className="col-span-2 text-sm text-slate-700">{t("keeps", { scope: budget.scope, subject: budget.subjectName })}</p>
          ) : (
            <>
              <Field label={t("scope")}>
                {(aria) => (
                  <Select {...aria} {...form.register("scope", { onChange: () => form.setValue("subject", "") })}>
                    {BUDGET_SCOPES.map((s) => (
                      <option key={s} value={s}>
                        {t(`scopes.${s}`)}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
              <Field label={t(`scopes.${scope}`)} error={errors.subject?.message} hint={choices.length === 0 ? t(`noChoices.${scope}`) : undefined}>
                {(aria) => (
                  <Select {...aria} {...form.register("subject")}>
                    <option value="">{t("choose")}</option>
                    {choices.map((c) => (
                      <option key={c.value} value={c.value} translate="no">
                        {c.name}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
            </>
          )}
          <Field label={t("amount")} error={errors.amount?.message}>
            {(aria) => <Input {...aria} inputMode="decimal" autoComplete="off" data-testid="budget-amount" {...form.register("amount")} />}
          </Field>
          <Field label={t("currency")} error={errors.currency?.message}>
            {(aria) => (
              <Select {...aria} {...form.register("currency")}>
                {currencyChoices(currencies, initial.currency).map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label={t("period")}>
            {(aria) => (
              <Select {...aria} {...form.register("period")}>
                {PERIODS.map((p) => (
                  <option key={p} value={p}>
                    {t(`periods.${p}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label={t("columns.onExceed")}>
            {(aria) => (
              <Select {...aria} {...form.register("onExceed")}>
                <option value="refuse">{t("onExceed.refuse")}</option>
                <option value="approve">{t("onExceed.approve")}</option>
              </Select>
            )}
          </Field>
        </div>
        {!currencies.includes(currency) && <Alert tone="warning">{t("currencyUnused", { currency })}</Alert>}
        {budget && period !== budget.period && <Alert tone="info">{t("periodChange")}</Alert>}
        {problem && !(errors.subject && !budget) && <Alert tone="error">{problem}</Alert>}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose} disabled={pending}>
            {t("cancel")}
          </Button>
          <Button type="submit" busy={pending}>
            {t("save")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
