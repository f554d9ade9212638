"use client";

import { useTranslations } from "next-intl";
import { useWatch } from "react-hook-form";
import { Field, Input, Select } from "@/components/ui/field";
import { useMessageText } from "@/components/ui/use-message-text";
import { PERIODS, type RideRule } from "@/lib/spend/rules";
import { AreaEditor, type SavedPoint } from "./area-editor";
import { ProductsEditor } from "./products-editor";
import { ZonesEditor } from "./zones-editor";
import { CurrencySelect, OutcomeSelect, type SpendRulesFormApi } from "./spend-rule-parts";

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** Each ride rule's words in spend.rules (the per-requester cap's are under "rides"). */
export const RULE_WORDS = { maxPrice: "maxPrice", products: "products", hours: "hours", ridesPerRequester: "rides", area: "area" } as const satisfies Record<
  RideRule,
  string
>;

/** What the rules' settings offer: currencies to cap in, product names and saved places to choose. */
export type RuleChoices = { currencies: string[]; productNames: string[]; savedPlaces: SavedPoint[]; mapStyleUrl: string | null };

/** One ride rule's settings (its limit and what a ride outside it does), for the company's rules and a label's or requester's own alike. */
export function RuleSettings({ form, rule, choices }: { form: SpendRulesFormApi; rule: RideRule; choices: RuleChoices }) {
  const t = useTranslations("spend.rules");
  const errors = form.formState.errors;
  switch (rule) {
    case "maxPrice":
      return (
        <div className="flex flex-wrap items-start gap-3">
          <div className="w-36">
            <Field label={t("maxPrice.amount")} error={errors.maxPrice?.amount?.message}>
              {(aria) => <Input {...aria} inputMode="decimal" autoComplete="off" data-testid="spend-max-price" {...form.register("maxPrice.amount")} />}
            </Field>
          </div>
          <CurrencySelect form={form} name="maxPrice.currency" currencies={choices.currencies} error={errors.maxPrice?.currency?.message} />
          <OutcomeSelect form={form} name="maxPrice.outcome" />
        </div>
      );
    case "products":
      return (
        <div className="space-y-3">
          <ProductsEditor form={form} suggestions={choices.productNames} />
          <OutcomeSelect form={form} name="products.outcome" />
        </div>
      );
    case "hours":
      return <HoursSettings form={form} />;
    case "ridesPerRequester":
      return (
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
                  {PERIODS.map((p) => (
                    <option key={p} value={p}>
                      {t(`periods.${p}`)}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          </div>
          <OutcomeSelect form={form} name="ridesPerRequester.outcome" />
        </div>
      );
    case "area":
      return (
        <div className="space-y-3">
          <AreaEditor form={form} savedPlaces={choices.savedPlaces} />
          <ZonesEditor form={form} styleUrl={choices.mapStyleUrl} />
          <OutcomeSelect form={form} name="area.outcome" />
        </div>
      );
  }
}

function HoursSettings({ form }: { form: SpendRulesFormApi }) {
  const t = useTranslations("spend.rules");
  const words = useMessageText();
  const errors = form.formState.errors;
  const days = useWatch({ control: form.control, name: "hours.days" });
  const toggleDay = (day: number) =>
    form.setValue("hours.days", days.includes(day) ? days.filter((d) => d !== day) : [...days, day].sort(), {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });
  return (
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
  );
}
