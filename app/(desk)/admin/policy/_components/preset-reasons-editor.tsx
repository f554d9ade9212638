"use client";

import { useFieldArray, type UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { MAX_PRESET_REASONS } from "@/lib/policy/rules";
import type { PolicyInput, policySchema } from "@/lib/policy/schema";

type PolicyForm = UseFormReturn<PolicyInput, unknown, z.output<typeof policySchema>>;

const input =
  "block w-full rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-rose-600";

/** The preset reasons agents choose from: added, edited, removed and put in order, each allowing free text or not. */
export function PresetReasonsEditor({ form }: { form: PolicyForm }) {
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: "reasons" });
  const errors = form.formState.errors.reasons;

  function add() {
    append({ text: "", freeText: false }, { shouldFocus: true });
  }

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-800">Preset reasons</legend>
      <p className="text-xs text-slate-500">
        With presets, agents choose one from a list, and may add their own words where you allow it. Without them, agents type the reason.
      </p>
      {fields.length === 0 ? (
        <p className="rounded-md border border-dashed border-slate-300 px-3 py-3 text-sm text-slate-500">No preset reasons: agents type their own.</p>
      ) : (
        <ol className="space-y-2" aria-label="Preset reasons, in the order agents see them">
          {fields.map((field, i) => {
            const error = errors?.[i]?.text?.message;
            const name = `Preset reason ${i + 1}`;
            return (
              <li key={field.id} className="rounded-md border border-slate-200 p-2" data-testid="preset-reason">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="w-5 text-right text-xs text-slate-400" aria-hidden>{i + 1}.</span>
                  <input className={`${input} min-w-40 flex-1`} aria-label={name} aria-invalid={!!error} maxLength={120} placeholder="e.g. Client visit" {...form.register(`reasons.${i}.text`)} />
                  <label className="flex items-center gap-1.5 text-sm text-slate-700">
                    <input type="checkbox" className="size-4 accent-brand-700" {...form.register(`reasons.${i}.freeText`)} />
                    Allow free text
                  </label>
                  <div className="flex gap-1">
                    <Button type="button" size="sm" variant="ghost" aria-label={`Move ${name.toLowerCase()} up`} disabled={i === 0} onClick={() => move(i, i - 1)}>↑</Button>
                    <Button type="button" size="sm" variant="ghost" aria-label={`Move ${name.toLowerCase()} down`} disabled={i === fields.length - 1} onClick={() => move(i, i + 1)}>↓</Button>
                    <Button type="button" size="sm" variant="ghost" aria-label={`Remove ${name.toLowerCase()}`} onClick={() => remove(i)}>Remove</Button>
                  </div>
                </div>
                {error && <p className="mt-1 pl-7 text-sm text-rose-700">{error}</p>}
              </li>
            );
          })}
        </ol>
      )}
      {errors?.message && <p className="text-sm text-rose-700">{errors.message}</p>}
      <Button type="button" variant="secondary" size="sm" onClick={add} disabled={fields.length >= MAX_PRESET_REASONS}>
        Add a reason
      </Button>
    </fieldset>
  );
}
