"use client";

import { useController, type UseFormReturn } from "react-hook-form";
import type { BookingPolicy } from "@/lib/policy/rules";
import type { BookingInput } from "@/lib/booking/schema";
import { LabelPicker } from "./label-picker";
import { ReasonField } from "./reason-field";
import type { LabelOption } from "./types";

const input = "block w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-rose-600";

/** What the driver reads, and what the expense report shows: reason and label (cost centre), as the company's policy asks. */
export function DetailsSection({ form, labels, labelsNote = null, policy, errors }: {
  form: UseFormReturn<BookingInput>; labels: LabelOption[]; labelsNote?: string | null; policy: BookingPolicy; errors: Record<string, string | undefined>;
}) {
  const { register } = form;
  const label = useController({ control: form.control, name: "labelSlug" });
  const labelRequired = policy.labelsEnabled && policy.labelRequired;
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-900">Details</legend>
      <label className="block text-sm">
        <span className="mb-1 block font-medium text-slate-700">Message for the driver</span>
        <textarea className={input} rows={2} maxLength={1000} aria-invalid={!!errors.message} placeholder="e.g. The guest has two large suitcases" {...register("message")} />
        {errors.message && <span className="mt-1 block text-rose-700">{errors.message}</span>}
      </label>
      <div className="grid gap-3 sm:grid-cols-2">
        <ReasonField form={form} policy={policy} errors={errors} />
        {policy.labelsEnabled && (
          <LabelPicker
            labels={labels}
            note={labelsNote}
            value={label.field.value ?? ""}
            required={labelRequired}
            error={errors.labelSlug}
            onChange={(slug) => form.setValue("labelSlug", slug, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })}
            onBlur={label.field.onBlur}
          />
        )}
      </div>
      {policy.ownFleet && (
        <label className="block text-sm">
          <span className="mb-1 block font-medium text-slate-700">Preferred driver (optional)</span>
          <input className={input} aria-invalid={!!errors.preferredDriverId} placeholder="Driver id from your fleet, 32 characters" maxLength={40} {...register("preferredDriverId")} />
          {errors.preferredDriverId && <span className="mt-1 block text-rose-700">{errors.preferredDriverId}</span>}
        </label>
      )}
    </fieldset>
  );
}
