"use client";

import { useLocale, useTranslations } from "next-intl";
import { formatMoney } from "@/lib/money";
import { productBadges, type Badge } from "@/lib/booking/products";
import { INTL_TAG } from "@/lib/locales";
import type { Estimate } from "./types";

/** The products whose description we say in the reader's words, by the provider's name for them. */
const KNOWN_PRODUCTS = ["cabify", "eco", "executive", "group"] as const;
const knownProduct = (name: string) => KNOWN_PRODUCTS.find((k) => k === name.trim().toLowerCase());

/**
 * A product's description, which the provider writes in English (provider-api.md §2.1): in the
 * reader's words for a product we know; otherwise the provider's own, said to be theirs, to a
 * reader of another language.
 */
function ProductDescription({ name, description }: { name: string; description: string }) {
  const t = useTranslations("booking.products");
  const locale = useLocale();
  const known = knownProduct(name);
  if (known) return <span className="block text-xs text-slate-600">{t(`known.${known}`)}</span>;
  if (!description.trim()) return null;
  return (
    <span className="block text-xs text-slate-600" data-testid="provider-description">
      {locale !== "en" && <span className="mr-1 text-slate-500">{t("providerWords")}</span>}
      <span lang="en" translate="no">
        {description}
      </span>
    </span>
  );
}

const BADGE_TONE: Record<Badge, string> = {
  cheapest: "bg-emerald-100 text-emerald-800",
  fastest: "bg-sky-100 text-sky-800",
};

/** The estimate's products as radio options, the cheapest and the fastest marked; dimmed once the prices expire. */
export function ProductOptions({
  estimate,
  expired,
  selected,
  onSelect,
}: {
  estimate: Estimate;
  expired: boolean;
  selected: string | null;
  onSelect(id: string): void;
}) {
  const t = useTranslations("booking.products");
  const tag = INTL_TAG[useLocale()];
  const badges = productBadges(estimate.products);
  return (
    <div role="radiogroup" aria-label={t("label")} className="grid gap-2">
      {estimate.products.map((p) => (
        <label
          key={p.id}
          data-testid="product-option"
          className={`flex cursor-pointer items-start gap-3 rounded-lg border p-3 ${selected === p.id ? "border-brand-600 bg-brand-50" : "border-slate-200 bg-white hover:border-slate-300"} ${expired ? "opacity-60" : ""}`}
        >
          <input type="radio" name="product" className="mt-1" checked={selected === p.id} onChange={() => onSelect(p.id)} />
          <span className="min-w-0 flex-1">
            <span className="flex items-baseline justify-between gap-3">
              <span className="flex flex-wrap items-center gap-1.5">
                <span className="font-medium text-slate-900" translate="no">
                  {p.name}
                </span>
                {badges.get(p.id)?.map((b) => (
                  <span key={b} data-testid="product-badge" className={`rounded px-1.5 py-0.5 text-xs font-medium ${BADGE_TONE[b]}`}>
                    {t(`badge.${b}`)}
                  </span>
                ))}
              </span>
              <span className="font-semibold text-slate-900">{formatMoney(p.price.amount, p.price.currency, tag)}</span>
            </span>
            <ProductDescription name={p.name} description={p.description} />
            <span className="mt-1 block text-xs text-slate-500">
              {p.eta ? t.rich("eta", { eta: () => <span translate="no">{p.eta}</span> }) : t("noEta")}
              {p.lowAvailability && <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 font-medium text-amber-800">{t("lowAvailability")}</span>}
            </span>
          </span>
        </label>
      ))}
    </div>
  );
}
