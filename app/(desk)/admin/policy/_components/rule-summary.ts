"use client";

import { useFormatter, useLocale, useTranslations } from "next-intl";
import { INTL_TAG } from "@/lib/locales";
import { formatMoney } from "@/lib/money";
import type { RideRule, SpendRules } from "@/lib/spend/rules";

/** A ride rule in a few words, as a list of rules of their own shows it: its limit and what a ride outside it does; null is not capped. */
export function useRuleSummary() {
  const t = useTranslations("spend");
  const format = useFormatter();
  const tag = INTL_TAG[useLocale()];
  const list = (items: string[]) => format.list(items, { type: "unit" });
  return <K extends RideRule>(rule: K, value: SpendRules[K]): string => {
    if (!value) return t("own.notCapped");
    const limit = (() => {
      switch (rule) {
        case "maxPrice": {
          const v = value as NonNullable<SpendRules["maxPrice"]>;
          return t("own.summary.maxPrice", { amount: formatMoney(v.amountMinor, v.currency, tag) });
        }
        case "products":
          return list((value as NonNullable<SpendRules["products"]>).allowed);
        case "hours": {
          const v = value as NonNullable<SpendRules["hours"]>;
          return t("own.summary.hours", { days: list(v.days.map((d) => t(`rules.hours.weekday.${d}`))), from: v.from, to: v.to });
        }
        case "ridesPerRequester": {
          const v = value as NonNullable<SpendRules["ridesPerRequester"]>;
          return t("own.summary.rides", { count: v.count, period: v.period });
        }
        default: {
          const v = value as NonNullable<SpendRules["area"]>;
          return list([...(v.zones ?? []).map((z) => z.name), ...v.places.map((p) => t("own.summary.place", { place: p.name, km: p.radiusKm }))]);
        }
      }
    })();
    return t("own.summary.withOutcome", { limit, outcome: t(`own.outcomes.${value.outcome}`) });
  };
}
