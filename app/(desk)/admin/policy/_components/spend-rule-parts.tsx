"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import type { FieldPath, UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { Field, Select } from "@/components/ui/field";
import { OUTCOMES } from "@/lib/spend/rules";
import { COMMON_CURRENCIES, type spendRulesSchema, type SpendRulesInput } from "@/lib/spend/schema";

export type SpendRulesFormApi = UseFormReturn<SpendRulesInput, unknown, z.output<typeof spendRulesSchema>>;
type Path = FieldPath<SpendRulesInput>;

/** One rule: its switch and what it means, then its settings while it is on. */
export function RuleSwitch({ form, name, label, hint, children }: { form: SpendRulesFormApi; name: Path; label: string; hint: string; children: ReactNode }) {
  return (
    <div className="space-y-3 py-4 first:pt-0 last:pb-0">
      <label className="flex items-start gap-3 text-sm text-slate-800">
        <input type="checkbox" className="mt-0.5 size-4 rounded border-slate-300 accent-brand-700" {...form.register(name)} />
        <span>
          <span className="block font-medium">{label}</span>
          <span className="block text-xs text-slate-500">{hint}</span>
        </span>
      </label>
      {children && <div className="pl-7">{children}</div>}
    </div>
  );
}

/** What a ride outside a rule does. */
export function OutcomeSelect({ form, name }: { form: SpendRulesFormApi; name: Path }) {
  const t = useTranslations("spend");
  return (
    <div className="w-64">
      <Field label={t("outcome.label")}>
        {(aria) => (
          <Select {...aria} {...form.register(name)}>
            {OUTCOMES.map((o) => (
              <option key={o} value={o}>
                {t(`outcome.${o}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
    </div>
  );
}

/** The currencies rides were priced in first, then the common ones, and whatever is already chosen. */
export function currencyChoices(priced: string[], chosen?: string): string[] {
  return [...new Set([...priced, ...COMMON_CURRENCIES, ...(chosen ? [chosen] : [])])];
}

export function CurrencySelect({ form, name, currencies, error }: { form: SpendRulesFormApi; name: Path; currencies: string[]; error?: string }) {
  const t = useTranslations("spend");
  const chosen = form.getValues(name) as string;
  return (
    <div className="w-28">
      <Field label={t("currency")} error={error}>
        {(aria) => (
          <Select {...aria} {...form.register(name)}>
            {currencyChoices(currencies, chosen).map((c) => (
              <option key={c} value={c} translate="no">
                {c}
              </option>
            ))}
          </Select>
        )}
      </Field>
    </div>
  );
}
