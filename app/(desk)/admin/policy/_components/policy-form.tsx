"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useFormatter, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { useForm, useWatch, type UseFormRegisterReturn } from "react-hook-form";
import type { z } from "zod";
import { savePolicyAction } from "@/app/(desk)/admin/policy/actions";
import { Card } from "@/components/ui/card";
import { Field, Input } from "@/components/ui/field";
import { FormFooter, useLeaveWarning, type Outcome } from "@/components/ui/form-footer";
import { useAction } from "@/components/ui/use-action";
import { useMessageText } from "@/components/ui/use-message-text";
import { MAX_GUEST_RADIUS_M, type BookingPolicy } from "@/lib/policy/rules";
import { policySchema, type PolicyInput } from "@/lib/policy/schema";
import { LocalTime } from "@/components/ui/local-time";
import { PresetReasonsEditor } from "./preset-reasons-editor";

/** The settings a save may report as changed, each with its name in the messages. */
const SETTINGS = ["labelsEnabled", "labelRequired", "reasonRequired", "reasons", "ownFleet", "priceTolerancePct", "guestRadiusM"] as const;
const isSetting = (key: string): key is (typeof SETTINGS)[number] => (SETTINGS as readonly string[]).includes(key);

function Switch({
  label,
  hint,
  disabled,
  registration,
  testId,
}: {
  label: string;
  hint: string;
  disabled?: boolean;
  registration: UseFormRegisterReturn;
  testId?: string;
}) {
  return (
    <label className={`flex items-start gap-3 text-sm ${disabled ? "text-slate-400" : "text-slate-800"}`}>
      <input type="checkbox" className="mt-0.5 size-4 rounded border-slate-300 accent-brand-700" disabled={disabled} data-testid={testId} {...registration} />
      <span>
        <span className="block font-medium">{label}</span>
        <span className="block text-xs text-slate-500">{hint}</span>
      </span>
    </label>
  );
}

/** A setting that is a whole number in a range (min, max, the arrows' step). */
function WholeNumber({
  label,
  hint,
  error,
  range: [min, max, step],
  testId,
  registration,
}: {
  label: string;
  hint: string;
  error?: string;
  range: [number, number, number];
  testId: string;
  registration: UseFormRegisterReturn;
}) {
  return (
    <div className="max-w-xs [&_input]:max-w-28">
      <Field label={label} hint={hint} error={error}>
        {(aria) => <Input {...aria} type="number" inputMode="numeric" min={min} max={max} step={step} data-testid={testId} {...registration} />}
      </Field>
    </div>
  );
}

/** Every setting of the booking policy, saved together; the agent's next booking follows it. */
export function PolicyForm({ initial, savedAt }: { initial: BookingPolicy; savedAt: string | null }) {
  const t = useTranslations("policy.form");
  const format = useFormatter();
  const words = useMessageText();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const form = useForm<PolicyInput, unknown, z.output<typeof policySchema>>({ resolver: zodResolver(policySchema), defaultValues: initial });
  const { run, pending } = useAction(savePolicyAction, {
    form,
    refresh: true,
    onFailure: (error) => setOutcome({ tone: "error", text: error.fields ? t("needsAttention") : error.message }),
    onSuccess: (data) => {
      if (!data) return;
      form.reset(data.policy);
      const changed = data.changed.map((k) => (isSetting(k) ? t(`settings.${k}`) : k));
      setOutcome({ tone: "success", text: changed.length ? t("saved", { settings: format.list(changed, { type: "unit" }) }) : t("savedNothing") });
    },
  });
  const { errors, isDirty } = form.formState;
  const labelsEnabled = useWatch({ control: form.control, name: "labelsEnabled" });

  // A label can only be required while labels are on.
  useEffect(() => {
    if (!labelsEnabled && form.getValues("labelRequired")) form.setValue("labelRequired", false, { shouldDirty: true });
  }, [labelsEnabled, form]);

  useLeaveWarning(isDirty);

  const submit = form.handleSubmit((values) => {
    setOutcome(null);
    void run(values);
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-6" aria-label={t("label")}>
      <Card title={t("labels.title")} description={t("labels.description")}>
        <div className="space-y-3">
          <Switch label={t("labels.enabled")} hint={t("labels.enabledHint")} registration={form.register("labelsEnabled")} testId="policy-labels-enabled" />
          <Switch
            label={t("labels.required")}
            hint={labelsEnabled ? t("labels.requiredHint") : t("labels.requiredHintOff")}
            disabled={!labelsEnabled}
            registration={form.register("labelRequired")}
            testId="policy-label-required"
          />
          {errors.labelRequired && <p className="text-sm text-rose-700">{words(errors.labelRequired.message)}</p>}
        </div>
      </Card>
      <Card title={t("reason.title")} description={t("reason.description")}>
        <div className="space-y-4">
          <Switch label={t("reason.required")} hint={t("reason.requiredHint")} registration={form.register("reasonRequired")} testId="policy-reason-required" />
          <PresetReasonsEditor form={form} />
        </div>
      </Card>
      <Card title={t("ownFleet.title")} description={t("ownFleet.description")}>
        <Switch label={t("ownFleet.switch")} hint={t("ownFleet.hint")} registration={form.register("ownFleet")} testId="policy-own-fleet" />
      </Card>
      <Card title={t("events.title")} description={t("events.description")}>
        <WholeNumber
          label={t("events.tolerance")}
          hint={t("events.toleranceHint")}
          error={errors.priceTolerancePct?.message}
          range={[0, 100, 1]}
          testId="policy-price-tolerance"
          registration={form.register("priceTolerancePct", { valueAsNumber: true })}
        />
      </Card>
      <Card title={t("guestReady.title")} description={t("guestReady.description")}>
        <WholeNumber
          label={t("guestReady.radius")}
          hint={t("guestReady.radiusHint")}
          error={errors.guestRadiusM?.message}
          range={[0, MAX_GUEST_RADIUS_M, 100]}
          testId="policy-guest-radius"
          registration={form.register("guestRadiusM", { valueAsNumber: true })}
        />
      </Card>
      <FormFooter
        outcome={outcome}
        pending={pending}
        dirty={isDirty}
        saveLabel={t("save")}
        discardLabel={t("discard")}
        onDiscard={() => {
          form.reset();
          setOutcome(null);
        }}
        unsavedLabel={t("unsaved")}
        savedNote={savedAt ? t.rich("lastSaved", { time: () => <LocalTime iso={savedAt} /> }) : t("neverSaved")}
      />
    </form>
  );
}
