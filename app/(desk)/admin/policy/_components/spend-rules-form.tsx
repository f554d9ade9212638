"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { saveSpendRulesAction } from "@/app/(desk)/admin/policy/spend-actions";
import { Card } from "@/components/ui/card";
import { Field, Input, Select } from "@/components/ui/field";
import { FormFooter, type Outcome } from "@/components/ui/form-footer";
import { useAction } from "@/components/ui/use-action";
import { ASAP_MINUTES, spendRulesSchema, type SpendRulesInput } from "@/lib/spend/schema";
import { FALLBACKS, RIDE_RULES } from "@/lib/spend/rules";
import { RULE_WORDS, RuleSettings, type RuleChoices } from "./rule-settings";
import { RuleSwitch, type SpendRulesFormApi } from "./spend-rule-parts";

const RULES = ["maxPrice", "products", "hours", "ridesPerRequester", "area", "asapApprovalMinutes", "fallback"] as const;
const isRule = (key: string): key is (typeof RULES)[number] => (RULES as readonly string[]).includes(key);

/** The ride rules and how approvals run, saved together; the next booking is checked against them. */
export function SpendRulesForm({ initial, choices }: { initial: SpendRulesInput; choices: RuleChoices }) {
  const t = useTranslations("spend.rules");
  const format = useFormatter();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const form: SpendRulesFormApi = useForm<SpendRulesInput, unknown, z.output<typeof spendRulesSchema>>({
    resolver: zodResolver(spendRulesSchema),
    defaultValues: initial,
  });
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

  const submit = form.handleSubmit(() => {
    setOutcome(null);
    // The action parses the form's own shape again: the typed values go, not the parsed rules.
    void run(form.getValues());
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-6" aria-label={t("label")}>
      <Card title={t("title")} description={t("description")}>
        <div className="divide-y divide-slate-100">
          {RIDE_RULES.map((rule, i) => (
            <RuleSwitch key={rule} form={form} name={`${rule}.on`} label={t(`${RULE_WORDS[rule]}.switch`)} hint={t(`${RULE_WORDS[rule]}.hint`)}>
              {on[i] && <RuleSettings form={form} rule={rule} choices={choices} />}
            </RuleSwitch>
          ))}
        </div>
      </Card>
      <Card title={t("approval.title")} description={t("approval.description")}>
        <div className="flex flex-wrap items-start gap-4">
          <div className="w-56">
            <Field label={t("approval.minutes")} hint={t("approval.minutesHint", ASAP_MINUTES)} error={errors.asapApprovalMinutes?.message}>
              {(aria) => (
                <Input
                  {...aria}
                  type="number"
                  inputMode="numeric"
                  min={ASAP_MINUTES.min}
                  max={ASAP_MINUTES.max}
                  step={1}
                  {...form.register("asapApprovalMinutes", { valueAsNumber: true })}
                />
              )}
            </Field>
          </div>
          <div className="w-80">
            <Field label={t("approval.fallback")} hint={t("approval.fallbackHint")}>
              {(aria) => (
                <Select {...aria} {...form.register("fallback")}>
                  {FALLBACKS.map((f) => (
                    <option key={f} value={f}>
                      {t(`fallbacks.${f}`)}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          </div>
        </div>
      </Card>
      <FormFooter
        outcome={outcome}
        pending={pending}
        dirty={isDirty}
        saveLabel={t("save")}
        discardLabel={t("discard")}
        onDiscard={() => {
          form.reset();
          setOutcome(null);
        }}
      />
    </form>
  );
}
