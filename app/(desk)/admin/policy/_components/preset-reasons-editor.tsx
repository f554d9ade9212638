"use client";

import { useTranslations } from "next-intl";
import { useFieldArray, type UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { useMessageText } from "@/components/ui/use-message-text";
import { MAX_PRESET_REASONS } from "@/lib/policy/rules";
import { PRESET_REASON_MAX, type PolicyInput, type policySchema } from "@/lib/policy/schema";

type PolicyForm = UseFormReturn<PolicyInput, unknown, z.output<typeof policySchema>>;

const input =
  "block w-full rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-rose-600";

/** The preset reasons agents choose from: added, edited, removed and put in order, each allowing free text or not. */
export function PresetReasonsEditor({ form }: { form: PolicyForm }) {
  const t = useTranslations("policy.reasons");
  const words = useMessageText();
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: "reasons" });
  const errors = form.formState.errors.reasons;

  function add() {
    append({ text: "", freeText: false }, { shouldFocus: true });
  }

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-800">{t("legend")}</legend>
      <p className="text-xs text-slate-500">{t("intro")}</p>
      {fields.length === 0 ? (
        <p className="rounded-md border border-dashed border-slate-300 px-3 py-3 text-sm text-slate-500">{t("none")}</p>
      ) : (
        <ol className="space-y-2" aria-label={t("listLabel")}>
          {fields.map((field, i) => {
            const error = errors?.[i]?.text?.message;
            const n = i + 1;
            return (
              <li key={field.id} className="rounded-md border border-slate-200 p-2" data-testid="preset-reason">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="w-5 text-right text-xs text-slate-400" aria-hidden>
                    {i + 1}.
                  </span>
                  <input
                    className={`${input} min-w-40 flex-1`}
                    aria-label={t("name", { n })}
                    aria-invalid={!!error}
                    maxLength={PRESET_REASON_MAX}
                    placeholder={t("placeholder")}
                    {...form.register(`reasons.${i}.text`)}
                  />
                  <label className="flex items-center gap-1.5 text-sm text-slate-700">
                    <input type="checkbox" className="size-4 accent-brand-700" {...form.register(`reasons.${i}.freeText`)} />
                    {t("freeText")}
                  </label>
                  <div className="flex gap-1">
                    <Button type="button" size="sm" variant="ghost" aria-label={t("moveUp", { n })} disabled={i === 0} onClick={() => move(i, i - 1)}>
                      <span aria-hidden data-pseudo-exempt>
                        ↑
                      </span>
                    </Button>
                    <Button
                      type="button"
                      size="sm"
                      variant="ghost"
                      aria-label={t("moveDown", { n })}
                      disabled={i === fields.length - 1}
                      onClick={() => move(i, i + 1)}
                    >
                      <span aria-hidden data-pseudo-exempt>
                        ↓
                      </span>
                    </Button>
                    <Button type="button" size="sm" variant="ghost" aria-label={t("remove", { n })} onClick={() => remove(i)}>
                      {t("removeButton")}
                    </Button>
                  </div>
                </div>
                {error && <p className="mt-1 pl-7 text-sm text-rose-700">{words(error)}</p>}
              </li>
            );
          })}
        </ol>
      )}
      {errors?.message && <p className="text-sm text-rose-700">{words(errors.message)}</p>}
      <Button type="button" variant="secondary" size="sm" onClick={add} disabled={fields.length >= MAX_PRESET_REASONS}>
        {t("add")}
      </Button>
    </fieldset>
  );
}
