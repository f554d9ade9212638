"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { useController, type UseFormReturn } from "react-hook-form";
import type { BookingPolicy } from "@/lib/policy/rules";
import type { BookingInput } from "@/lib/booking/schema";
import { LabelPicker } from "./label-picker";
import { ReasonField } from "./reason-field";
import type { LabelOption, LabelsNote } from "./types";

const input =
  "block w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-rose-600";

/** What the driver reads, and what the expense report shows: reason and label (cost centre), as the company's policy asks. */
export function DetailsSection({
  form,
  labels,
  labelsNote = null,
  policy,
  errors,
}: {
  form: UseFormReturn<BookingInput>;
  labels: LabelOption[];
  labelsNote?: LabelsNote | null;
  policy: BookingPolicy;
  errors: Record<string, string | undefined>;
}) {
  const t = useTranslations("booking.details");
  const { register } = form;
  const labelRequired = policy.labelsEnabled && policy.labelRequired;
  const id = useId();
  // Errors sit outside the labels and are tied to their fields, so a field's name stays its own.
  const described = (name: string) => (errors[name] ? `${id}-${name}-error` : undefined);
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-900">{t("legend")}</legend>
      <div className="text-sm">
        <label className="block">
          <span className="mb-1 block font-medium text-slate-700">{t("message")}</span>
          <textarea
            className={input}
            rows={2}
            maxLength={1000}
            aria-invalid={!!errors.message}
            aria-describedby={described("message")}
            placeholder={t("messagePlaceholder")}
            {...register("message")}
          />
        </label>
        {errors.message && (
          <span id={`${id}-message-error`} className="mt-1 block text-rose-700">
            {errors.message}
          </span>
        )}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <ReasonField form={form} policy={policy} errors={errors} />
        {policy.labelsEnabled && <LabelField form={form} labels={labels} labelsNote={labelsNote} required={labelRequired} error={errors.labelSlug} />}
      </div>
      {policy.ownFleet && (
        <div className="text-sm">
          <label className="block">
            <span className="mb-1 block font-medium text-slate-700">{t("preferredDriver")}</span>
            <input
              className={input}
              aria-invalid={!!errors.preferredDriverId}
              aria-describedby={described("preferredDriverId")}
              placeholder={t("preferredDriverPlaceholder")}
              maxLength={40}
              {...register("preferredDriverId")}
            />
          </label>
          {errors.preferredDriverId && (
            <span id={`${id}-preferredDriverId-error`} className="mt-1 block text-rose-700">
              {errors.preferredDriverId}
            </span>
          )}
        </div>
      )}
    </fieldset>
  );
}

/**
 * The label picker as a field of the form. It registers after the reason, as it is laid out, so a
 * refused booking focuses (and brings into view) the first field the agent sees with an error.
 */
function LabelField({
  form,
  labels,
  labelsNote,
  required,
  error,
}: {
  form: UseFormReturn<BookingInput>;
  labels: LabelOption[];
  labelsNote: LabelsNote | null;
  required: boolean;
  error?: string;
}) {
  const { field } = useController({ control: form.control, name: "labelSlug" });
  return (
    <LabelPicker
      labels={labels}
      note={labelsNote}
      value={field.value ?? ""}
      required={required}
      error={error}
      onChange={(slug) => form.setValue("labelSlug", slug, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })}
      onBlur={field.onBlur}
      inputRef={field.ref}
    />
  );
}
