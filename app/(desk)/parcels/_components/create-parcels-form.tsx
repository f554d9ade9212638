"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useEffect, useMemo, useRef, useState } from "react";
import { FormProvider, useFieldArray, useForm, useFormContext, type FieldErrors, type Resolver } from "react-hook-form";
import { createParcelsAction } from "@/app/(desk)/parcels/actions";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { useAction } from "@/components/ui/use-action";
import { MAX_PARCELS_PER_BATCH, parcelBatchSchema } from "@/lib/parcels/draft";
import { parcelKeys } from "@/lib/parcels/query-options";
import { emptyParcel, toBatchInput, type BatchForm, type SavedPlaceOption } from "@/lib/parcels/form-values";
import { PlaceFields } from "./place-fields";

type Batch = ReturnType<typeof parcelBatchSchema.parse>;
type Notice = { tone: "success" | "info"; text: string };

/**
 * Creates one parcel or several in one request. The schema checks the form when it is sent, then
 * each field again as it is corrected: never on blur, whose message would vanish as a button is
 * pressed and move the button from under the pointer.
 */
export function CreateParcelsForm({ saved }: { saved: SavedPlaceOption[] }) {
  const t = useTranslations("parcels.form");
  // The form holds text; the schema checks the draft made from it, and reports under the same names.
  const shown = useRef<() => FieldErrors<BatchForm>>(() => ({}));
  const resolver = useMemo<Resolver<BatchForm, unknown, Batch>>(() => {
    const check = zodResolver(parcelBatchSchema);
    return async (values, context, options) => {
      // Adding or removing a parcel checks the whole list; that is no correction: the messages stay as they were.
      if (options.names?.length === 1 && options.names[0] === "parcels") return { values: {}, errors: shown.current() };
      return check(toBatchInput(values, saved), context, options as never) as never;
    };
  }, [saved]);
  const form = useForm<BatchForm, unknown, Batch>({ resolver, mode: "onSubmit", reValidateMode: "onChange", defaultValues: { parcels: [emptyParcel()] } });
  useEffect(() => {
    shown.current = () => {
      const error = form.getFieldState("parcels").error;
      return error ? { parcels: error } : {};
    };
  }, [form]);
  const rows = useFieldArray({ control: form.control, name: "parcels" });
  const [notice, setNotice] = useState<Notice>();
  // A refusal may come after some parcels were made: the list reads again either way.
  const { run, pending, problem } = useAction(createParcelsAction, {
    form,
    invalidate: [parcelKeys.list()],
    rereadOnFailure: true,
    // The fields show their own errors, and the whole refusal is said above the buttons all the same.
    onFields: () => false,
    onSuccess: (data) => {
      if (!data) return;
      const made = { count: data.parcelIds.length };
      setNotice(data.outcome === "created" ? { tone: "success", text: t("created", made) } : { tone: "info", text: t("pending", made) });
      // The next parcels usually leave from the same office: the pickup stays.
      const pickup = form.getValues("parcels.0.pickup");
      form.reset({ parcels: [emptyParcel(pickup)] });
    },
  });
  const count = rows.fields.length;

  const submit = form.handleSubmit((batch) => {
    setNotice(undefined);
    void run(batch);
  });

  function copyPickupToAll() {
    const pickup = form.getValues("parcels.0.pickup");
    for (let i = 1; i < count; i++) form.setValue(`parcels.${i}.pickup`, { ...pickup, loc: { ...pickup.loc } }, { shouldValidate: form.formState.isSubmitted });
    setNotice({ tone: "info", text: t("pickupCopied", { count }) });
  }

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label={t("label")} className="space-y-4">
        {rows.fields.map((row, i) => (
          <fieldset key={row.id} className="space-y-4 rounded-xl border border-slate-200 bg-slate-50/50 p-4">
            <legend className="px-1 text-sm font-semibold text-slate-900">{t("parcel", { number: i + 1 })}</legend>
            <div className="flex flex-wrap items-end gap-3">
              <div className="min-w-64 flex-1">
                <Field label={t("description")} hint={t("descriptionHint")} error={form.formState.errors.parcels?.[i]?.description?.message}>
                  {(p) => <Input {...p} placeholder={t("descriptionPlaceholder")} {...form.register(`parcels.${i}.description`)} />}
                </Field>
              </div>
              {count > 1 && (
                <Button type="button" variant="ghost" onClick={() => rows.remove(i)} aria-label={t("removeParcel", { number: i + 1 })}>
                  {t("remove")}
                </Button>
              )}
            </div>
            <div className="grid gap-4 lg:grid-cols-2">
              <PlaceFields index={i} end="pickup" saved={saved} />
              <PlaceFields index={i} end="dropoff" saved={saved} />
            </div>
            {i === 0 && count > 1 && (
              <Button type="button" variant="secondary" size="sm" onClick={copyPickupToAll}>
                {t("copyPickup")}
              </Button>
            )}
            <ParcelExtras index={i} />
          </fieldset>
        ))}
        {problem && (
          <Alert tone="error" title={t("notCreated")}>
            {problem}
          </Alert>
        )}
        {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
        <div className="flex flex-wrap items-center gap-3">
          <Button
            type="button"
            variant="secondary"
            disabled={count >= MAX_PARCELS_PER_BATCH}
            onClick={() => rows.append(emptyParcel(form.getValues("parcels.0.pickup")))}
          >
            {t("addParcel")}
          </Button>
          {count >= MAX_PARCELS_PER_BATCH && <span className="text-sm text-slate-600">{t("atMost", { max: MAX_PARCELS_PER_BATCH })}</span>}
          <Button type="submit" busy={pending} className="ml-auto">
            {pending ? t("creating") : t("create", { count })}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

/** Size, weight and delivery window: optional, folded away until needed (open when one is wrong). */
function ParcelExtras({ index }: { index: number }) {
  const t = useTranslations("parcels.form");
  const { register, formState } = useFormContext<BatchForm>();
  const e = formState.errors.parcels?.[index];
  const open = Boolean(e?.dimensions || e?.weightGrams || e?.deliveryFrom || e?.deliveryTo);
  return (
    <details open={open || undefined} className="rounded-lg border border-slate-200 bg-white p-4">
      <summary className="cursor-pointer text-sm font-medium text-slate-800">{t("extras")}</summary>
      <div className="mt-3 grid gap-3 sm:grid-cols-4">
        <Field label={t("height")} error={e?.dimensions?.height?.message}>
          {(p) => <Input {...p} inputMode="numeric" {...register(`parcels.${index}.dimensions.height`)} />}
        </Field>
        <Field label={t("length")} error={e?.dimensions?.length?.message}>
          {(p) => <Input {...p} inputMode="numeric" {...register(`parcels.${index}.dimensions.length`)} />}
        </Field>
        <Field label={t("width")} error={e?.dimensions?.width?.message}>
          {(p) => <Input {...p} inputMode="numeric" {...register(`parcels.${index}.dimensions.width`)} />}
        </Field>
        <Field label={t("weight")} error={e?.weightGrams?.message}>
          {(p) => <Input {...p} inputMode="numeric" {...register(`parcels.${index}.weightGrams`)} />}
        </Field>
      </div>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <Field label={t("deliverFrom")} hint={t("deliverFromHint")} error={e?.deliveryFrom?.message}>
          {(p) => <Input {...p} type="datetime-local" {...register(`parcels.${index}.deliveryFrom`)} />}
        </Field>
        <Field label={t("deliverUntil")} error={e?.deliveryTo?.message}>
          {(p) => <Input {...p} type="datetime-local" {...register(`parcels.${index}.deliveryTo`)} />}
        </Field>
      </div>
    </details>
  );
}
