"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { saveSpendRulesAction } from "@/app/(desk)/admin/policy/spend-actions";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field, Input, Select } from "@/components/ui/field";
import { useAction } from "@/components/ui/use-action";
import { useMessageText } from "@/components/ui/use-message-text";
import { ASAP_MINUTES, spendRulesSchema, type SpendRulesInput } from "@/lib/spend/schema";
import { FALLBACKS, PERIODS } from "@/lib/spend/rules";
import { CurrencySelect, OutcomeSelect, RuleSwitch, type SpendRulesFormApi } from "./spend-rule-parts";
import { AreaEditor, type SavedPoint } from "./area-editor";
import { ProductsEditor } from "./products-editor";

const RULES = ["maxPrice", "products", "hours", "ridesPerRequester", "area", "asapApprovalMinutes", "fallback"] as const;
const isRule = (key: string): key is (typeof RULES)[number] => (RULES as readonly string[]).includes(key);
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** The ride rules and how approvals run, saved together; the next booking is checked against them. */
export function SpendRulesForm({ initial, currencies, productNames, savedPlaces }: { initial: SpendRulesInput; currencies: string[]; productNames: string[]; savedPlaces: SavedPoint[] }) {
  const t = useTranslations("spend.rules");
  const format = useFormatter();
  const words = useMessageText();
  const [outcome, setOutcome] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const form: SpendRulesFormApi = useForm<SpendRulesInput, unknown, z.output<typeof spendRulesSchema>>({ resolver: zodResolver(spendRulesSchema), defaultValues: initial });
  const { run, pending } = useAction(saveSpendRulesAction, {
    form,
    refresh: true,
    onFailure: (error) => setOutcome({ tone: "error", text: error.fields ? t("needsAttention") : error.message }),
    onSuccess: (data, input) => {
      form.reset(input);
      const changed = (data?.changed ?? []).map((k) => (isRule(k) ? t(`names.${k}`) : k));
      setOutcome({ tone: "success", text: changed.length ? t("saved", { rules: format.list(changed, { type: "unit" }) }) : t("savedNothing") });
    },
  });
  const { errors, isDirty } = form.formState;
  const on = useWatch({ control: form.control, name: ["maxPrice.on", "products.on", "hours.on", "ridesPerRequester.on", "area.on"] });
  const days = useWatch({ control: form.control, name: "hours.days" });
  const toggleDay = (day: number) =>
    form.setValue("hours.days", days.includes(day) ? days.filter((d) => d !== day) : [...days, day].sort(), { shouldDirty: true, shouldValidate: form.formState.isSubmitted });

  const submit = form.handleSubmit(() => {
    setOutcome(null);
    // The action parses the form's own shape again: the typed values go, not the parsed rules.
    void run(form.getValues());
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-6" aria-label={t("label")}>
      <Card title={t("title")} description={t("description")}>
        <div className="divide-y divide-slate-100">
          <RuleSwitch form={form} name="maxPrice.on" label={t("maxPrice.switch")} hint={t("maxPrice.hint")}>
            {on[0] && (
              <div className="flex flex-wrap items-start gap-3">
                <div className="w-36">
                  <Field label={t("maxPrice.amount")} error={errors.maxPrice?.amount?.message}>
                    {(aria) => <Input {...aria} inputMode="decimal" autoComplete="off" data-testid="spend-max-price" {...form.register("maxPrice.amount")} />}
                  </Field>
                </div>
                <CurrencySelect form={form} name="maxPrice.currency" currencies={currencies} error={errors.maxPrice?.currency?.message} />
                <OutcomeSelect form={form} name="maxPrice.outcome" />
              </div>
            )}
          </RuleSwitch>
          <RuleSwitch form={form} name="products.on" label={t("products.switch")} hint={t("products.hint")}>
            {on[1] && (
              <div className="space-y-3">
                <ProductsEditor form={form} suggestions={productNames} />
                <OutcomeSelect form={form} name="products.outcome" />
              </div>
            )}
          </RuleSwitch>
          <RuleSwitch form={form} name="hours.on" label={t("hours.switch")} hint={t("hours.hint")}>
            {on[2] && (
              <div className="space-y-3">
                <fieldset>
                  <legend className="text-sm font-medium text-slate-800">{t("hours.days")}</legend>
                  <div className="mt-1 flex flex-wrap gap-3">
                    {WEEKDAYS.map((d) => (
                      <label key={d} className="flex items-center gap-1.5 text-sm">
                        <input type="checkbox" className="size-4 accent-brand-700" checked={days.includes(d)} onChange={() => toggleDay(d)} />
                        {t(`hours.weekday.${d}`)}
                      </label>
                    ))}
                  </div>
                  {errors.hours?.days?.message && <p className="mt-1 text-sm text-rose-700">{words(errors.hours.days.message)}</p>}
                </fieldset>
                <div className="flex flex-wrap items-start gap-3">
                  <div className="w-32">
                    <Field label={t("hours.from")} error={errors.hours?.from?.message}>
                      {(aria) => <Input {...aria} type="time" {...form.register("hours.from")} />}
                    </Field>
                  </div>
                  <div className="w-32">
                    <Field label={t("hours.to")} error={errors.hours?.to?.message}>
                      {(aria) => <Input {...aria} type="time" {...form.register("hours.to")} />}
                    </Field>
                  </div>
                  <OutcomeSelect form={form} name="hours.outcome" />
                </div>
                <p className="text-xs text-slate-500">{t("hours.midnight")}</p>
              </div>
            )}
          </RuleSwitch>
          <RuleSwitch form={form} name="ridesPerRequester.on" label={t("rides.switch")} hint={t("rides.hint")}>
            {on[3] && (
              <div className="flex flex-wrap items-start gap-3">
                <div className="w-28">
                  <Field label={t("rides.count")} error={errors.ridesPerRequester?.count?.message}>
                    {(aria) => <Input {...aria} inputMode="numeric" autoComplete="off" {...form.register("ridesPerRequester.count")} />}
                  </Field>
                </div>
                <div className="w-36">
                  <Field label={t("rides.period")}>
                    {(aria) => (
                      <Select {...aria} {...form.register("ridesPerRequester.period")}>
                        {PERIODS.map((p) => <option key={p} value={p}>{t(`periods.${p}`)}</option>)}
                      </Select>
                    )}
                  </Field>
                </div>
                <OutcomeSelect form={form} name="ridesPerRequester.outcome" />
              </div>
            )}
          </RuleSwitch>
          <RuleSwitch form={form} name="area.on" label={t("area.switch")} hint={t("area.hint")}>
            {on[4] && (
              <div className="space-y-3">
                <AreaEditor form={form} savedPlaces={savedPlaces} />
                <OutcomeSelect form={form} name="area.outcome" />
              </div>
            )}
          </RuleSwitch>
        </div>
      </Card>
      <Card title={t("approval.title")} description={t("approval.description")}>
        <div className="flex flex-wrap items-start gap-4">
          <div className="w-56">
            <Field label={t("approval.minutes")} hint={t("approval.minutesHint", ASAP_MINUTES)} error={errors.asapApprovalMinutes?.message}>
              {(aria) => <Input {...aria} type="number" inputMode="numeric" min={ASAP_MINUTES.min} max={ASAP_MINUTES.max} step={1} {...form.register("asapApprovalMinutes", { valueAsNumber: true })} />}
            </Field>
          </div>
          <div className="w-80">
            <Field label={t("approval.fallback")} hint={t("approval.fallbackHint")}>
              {(aria) => (
                <Select {...aria} {...form.register("fallback")}>
                  {FALLBACKS.map((f) => <option key={f} value={f}>{t(`fallbacks.${f}`)}</option>)}
                </Select>
              )}
            </Field>
          </div>
        </div>
      </Card>
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" busy={pending}>{t("save")}</Button>
        {isDirty && (
          <Button type="button" variant="secondary" disabled={pending} onClick={() => { form.reset(); setOutcome(null); }}>
            {t("discard")}
          </Button>
        )}
      </div>
    </form>
  );
}
