"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { useWatch, type UseFormReturn } from "react-hook-form";
import { presetOf, type BookingPolicy } from "@/lib/policy/rules";
import type { BookingInput } from "@/lib/booking/schema";
import { RequiredMark } from "@/components/ui/required-mark";

const input =
  "block w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-rose-600";

/** The reason for the ride: one of the company's presets (with the agent's own words where allowed), or free text without presets. */
export function ReasonField({
  form,
  policy,
  errors,
}: {
  form: UseFormReturn<BookingInput>;
  policy: BookingPolicy;
  errors: Record<string, string | undefined>;
}) {
  const t = useTranslations("booking.details");
  const id = useId();
  const required = policy.reasonRequired;
  const reason = useWatch({ control: form.control, name: "reason" });
  const preset = presetOf(policy, reason);
  const described = (name: string) => (errors[name] ? `${id}-${name}-error` : undefined);
  const revalidate = { shouldValidate: form.formState.isSubmitted, shouldDirty: true };

  return (
    <div className="space-y-2 text-sm">
      <label htmlFor={id} className="mb-1 block font-medium text-slate-700">
        {t("reason")}
        {required && <RequiredMark text={t("required")} />}
      </label>
      {policy.reasons.length > 0 ? (
        <select
          id={id}
          className={input}
          aria-required={required}
          aria-invalid={!!errors.reason}
          aria-describedby={described("reason")}
          {...form.register("reason", {
            // Words after a preset that does not take them would be refused: they go with it.
            onChange: (e: { target: { value: string } }) => {
              if (!presetOf(policy, e.target.value)?.freeText) form.setValue("reasonDetail", "", revalidate);
            },
          })}
        >
          <option value="">{required ? t("chooseReason") : t("noReason")}</option>
          {policy.reasons.map((r) => (
            <option key={r.text} value={r.text} translate="no">
              {r.text}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          className={input}
          maxLength={500}
          aria-required={required}
          aria-invalid={!!errors.reason}
          aria-describedby={described("reason")}
          placeholder={t("reasonPlaceholder")}
          {...form.register("reason")}
        />
      )}
      {errors.reason && (
        <span id={`${id}-reason-error`} className="block text-rose-700">
          {errors.reason}
        </span>
      )}
      {preset?.freeText && (
        <label className="block">
          <span className="mb-1 block text-slate-600">{t.rich("reasonDetail", { reason: () => <span translate="no">{preset.text}</span> })}</span>
          <input
            className={input}
            maxLength={300}
            aria-invalid={!!errors.reasonDetail}
            aria-describedby={described("reasonDetail")}
            placeholder={t("reasonDetailPlaceholder")}
            {...form.register("reasonDetail")}
          />
        </label>
      )}
      {errors.reasonDetail && (
        <span id={`${id}-reasonDetail-error`} className="block text-rose-700">
          {errors.reasonDetail}
        </span>
      )}
    </div>
  );
}
