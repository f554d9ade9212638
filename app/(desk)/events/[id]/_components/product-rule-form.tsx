"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { setEventProductRuleAction } from "@/app/(desk)/events/actions";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/field";
import { useAction } from "@/components/ui/use-action";
import { useMessageText } from "@/components/ui/use-message-text";
import { PRODUCT_RULES, type ProductRule } from "@/lib/events/kinds";
import { eventKeys } from "@/lib/events/query-options";

/**
 * How every ride's product is chosen from its estimate: the cheapest, the soonest driver, or one by
 * name. Saving picks again from the prices already asked, without asking the ride service; it cannot
 * change while the rides are being booked.
 */
export function ProductRuleForm({
  batchId,
  rule,
  productName,
  products,
  locked,
}: {
  batchId: string;
  rule: ProductRule;
  productName: string | null;
  /** The products the estimates offered. */
  products: string[];
  locked: boolean;
}) {
  const t = useTranslations("events");
  const words = useMessageText();
  const productId = useId();
  const [chosen, setChosen] = useState<ProductRule>(rule);
  const [name, setName] = useState(productName ?? "");
  const [outcome, setOutcome] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const { run, pending } = useAction(setEventProductRuleAction, {
    invalidate: [eventKeys.one(batchId)],
    onSuccess: () => setOutcome({ tone: "success", text: t("batch.rule.saved") }),
    onFailure: (error) => setOutcome({ tone: "error", text: words(error.fields?.productName ?? error.message) }),
  });
  const changed = chosen !== rule || (chosen === "named" && name !== (productName ?? ""));
  // A product named before may no longer be offered; it stays choosable so the saved rule reads as it is.
  const names = productName && !products.includes(productName) ? [productName, ...products] : products;

  const save = () => {
    setOutcome(null);
    void run({ batchId, rule: chosen, ...(chosen === "named" ? { productName: name } : {}) });
  };

  return (
    <form
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
      data-testid="product-rule"
    >
      <fieldset disabled={locked || pending} className="space-y-2">
        <legend className="text-sm font-semibold text-slate-900">{t("batch.rule.legend")}</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {PRODUCT_RULES.map((r) => (
            <label key={r} className="flex items-center gap-2 text-sm text-slate-800">
              <input type="radio" name="product-rule" value={r} checked={chosen === r} onChange={() => setChosen(r)} className="size-4 accent-brand-700" />
              {t(`batch.rule.${r}`)}
            </label>
          ))}
        </div>
        {chosen === "named" && (
          <div className="max-w-xs space-y-1">
            <label htmlFor={productId} className="block text-sm font-medium text-slate-800">
              {t("batch.rule.product")}
            </label>
            {names.length ? (
              <Select id={productId} value={name} onChange={(e) => setName(e.target.value)} required>
                <option value="">{t("batch.rule.chooseProduct")}</option>
                {names.map((p) => (
                  <option key={p} value={p} translate="no">
                    {p}
                  </option>
                ))}
              </Select>
            ) : (
              <p id={productId} className="text-sm text-slate-600">
                {t("batch.rule.noProducts")}
              </p>
            )}
          </div>
        )}
      </fieldset>
      {locked && <p className="text-xs text-slate-600">{t("batch.rule.locked")}</p>}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="secondary" size="sm" busy={pending} disabled={locked || !changed || (chosen === "named" && !name)}>
          {t("batch.rule.save")}
        </Button>
        {outcome && (
          <p role={outcome.tone === "error" ? "alert" : "status"} className={`text-sm ${outcome.tone === "error" ? "text-rose-700" : "text-emerald-700"}`}>
            {outcome.text}
          </p>
        )}
      </div>
    </form>
  );
}
