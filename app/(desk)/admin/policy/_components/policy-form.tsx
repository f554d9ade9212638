"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useEffect, useState, useTransition } from "react";
import { useForm, useWatch, type UseFormRegisterReturn } from "react-hook-form";
import type { z } from "zod";
import { savePolicyAction } from "@/app/(desk)/admin/policy/actions";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { applyFieldErrors } from "@/components/ui/form-errors";
import type { BookingPolicy } from "@/lib/policy/rules";
import { policySchema, type PolicyInput } from "@/lib/policy/schema";
import { LocalTime } from "@/components/ui/local-time";
import { PresetReasonsEditor } from "./preset-reasons-editor";

const SETTING_NAMES: Record<string, string> = {
  labelsEnabled: "labels",
  labelRequired: "label required",
  reasonRequired: "reason required",
  reasons: "preset reasons",
  ownFleet: "own fleet",
};

function Switch({ label, hint, disabled, registration, testId }: { label: string; hint: string; disabled?: boolean; registration: UseFormRegisterReturn; testId?: string }) {
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

/** Every setting of the booking policy, saved together; the agent's next booking follows it. */
export function PolicyForm({ initial, savedAt }: { initial: BookingPolicy; savedAt: string | null }) {
  const router = useRouter();
  const [pending, start] = useTransition();
  const [outcome, setOutcome] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const form = useForm<PolicyInput, unknown, z.output<typeof policySchema>>({ resolver: zodResolver(policySchema), defaultValues: initial });
  const { errors, isDirty } = form.formState;
  const labelsEnabled = useWatch({ control: form.control, name: "labelsEnabled" });

  // A label can only be required while labels are on.
  useEffect(() => {
    if (!labelsEnabled && form.getValues("labelRequired")) form.setValue("labelRequired", false, { shouldDirty: true });
  }, [labelsEnabled, form]);

  // Unsaved changes are not lost to a closed tab or a reload without a warning.
  useEffect(() => {
    if (!isDirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [isDirty]);

  const submit = form.handleSubmit((values) =>
    start(async () => {
      setOutcome(null);
      const result = await savePolicyAction(values);
      if (!result.ok) {
        applyFieldErrors(form.setError, result.error.fields);
        setOutcome({ tone: "error", text: result.error.fields ? "Some settings need attention." : result.error.message });
        return;
      }
      form.reset(result.data.policy);
      const changed = result.data.changed.map((k) => SETTING_NAMES[k] ?? k);
      setOutcome({ tone: "success", text: changed.length ? `Policy saved: ${changed.join(", ")} changed. New bookings follow it now.` : "Policy saved; nothing had changed." });
      router.refresh();
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-6" aria-label="Booking policy">
      <Card title="Labels (cost centres)" description="Expense reports group rides by label.">
        <div className="space-y-3">
          <Switch label="Labels on bookings" hint="Agents may pick one of the company's active labels." registration={form.register("labelsEnabled")} testId="policy-labels-enabled" />
          <Switch
            label="Label required"
            hint={labelsEnabled ? "Every booking must carry a label." : "Turn labels on to require one."}
            disabled={!labelsEnabled}
            registration={form.register("labelRequired")}
            testId="policy-label-required"
          />
          {errors.labelRequired && <p className="text-sm text-rose-700">{errors.labelRequired.message}</p>}
        </div>
      </Card>
      <Card title="Reason" description="Why the ride is taken, shown with the label in expense reports.">
        <div className="space-y-4">
          <Switch label="Reason required" hint="Every booking must give a reason." registration={form.register("reasonRequired")} testId="policy-reason-required" />
          <PresetReasonsEditor form={form} />
        </div>
      </Card>
      <Card title="Own fleet" description="For companies with their own drivers at the ride service.">
        <Switch
          label="The company has its own fleet"
          hint="Shows the preferred-driver field on bookings. Its first value comes from COMPANY_OWN_FLEET."
          registration={form.register("ownFleet")}
          testId="policy-own-fleet"
        />
      </Card>
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" busy={pending}>
          Save policy
        </Button>
        {isDirty && (
          <>
            <Button type="button" variant="secondary" disabled={pending} onClick={() => { form.reset(); setOutcome(null); }}>
              Discard changes
            </Button>
            <span role="status" className="text-sm text-amber-800">Unsaved changes</span>
          </>
        )}
        {!isDirty && (
          <span className="text-sm text-slate-500">{savedAt ? <>Last saved <LocalTime iso={savedAt} /></> : "Not saved yet: these are the defaults."}</span>
        )}
      </div>
    </form>
  );
}
