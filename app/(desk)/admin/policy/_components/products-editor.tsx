"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/field";
import { useMessageText } from "@/components/ui/use-message-text";
import type { SpendRulesFormApi } from "./spend-rule-parts";

/**
 * The products a ride may use, by the ride service's names: typed freely (a product not booked yet
 * can be allowed too), with the names rides were booked with offered as suggestions.
 */
export function ProductsEditor({ form, suggestions }: { form: SpendRulesFormApi; suggestions: string[] }) {
  const t = useTranslations("spend.rules.products");
  const words = useMessageText();
  const id = useId();
  const [draft, setDraft] = useState("");
  const allowed = useWatch({ control: form.control, name: "products.allowed" });
  const errors = form.formState.errors.products?.allowed;
  const set = (next: string[]) => form.setValue("products.allowed", next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });

  function add() {
    const name = draft.trim();
    if (!name) return;
    // The rule matches names whatever their case, so one spelling is enough.
    if (!allowed.some((a) => a.trim().toLocaleLowerCase() === name.toLocaleLowerCase())) set([...allowed, name]);
    setDraft("");
  }

  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {t("allowed")}
      </label>
      {allowed.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t("allowed")}>
          {allowed.map((name, i) => (
            <li key={`${name}-${i}`} className="flex items-center gap-1 rounded-full border border-slate-300 bg-slate-50 py-0.5 pl-3 pr-1 text-sm">
              <span translate="no">{name}</span>
              <button
                type="button"
                data-pseudo-exempt
                className="rounded-full px-1.5 text-slate-500 hover:bg-slate-200"
                aria-label={t("remove", { product: name })}
                onClick={() => set(allowed.filter((_, j) => j !== i))}
              >
                ×
              </button>
              {errors?.[i]?.message && <span className="text-rose-700">{words(errors[i]!.message)}</span>}
            </li>
          ))}
        </ul>
      )}
      <div className="flex max-w-md gap-2">
        <Input
          id={id}
          list={`${id}-names`}
          value={draft}
          maxLength={80}
          placeholder={t("placeholder")}
          aria-invalid={errors?.message ? true : undefined}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== "Enter") return;
            e.preventDefault();
            add();
          }}
        />
        <datalist id={`${id}-names`}>
          {suggestions
            .filter((s) => !allowed.includes(s))
            .map((s) => (
              <option key={s} value={s} />
            ))}
        </datalist>
        <Button type="button" variant="secondary" onClick={add}>
          {t("add")}
        </Button>
      </div>
      <p className="text-xs text-slate-500">{suggestions.length ? t("suggestions", { names: suggestions.slice(0, 8).join(", ") }) : t("noSuggestions")}</p>
      {errors?.message && <p className="text-sm text-rose-700">{words(errors.message)}</p>}
    </div>
  );
}
