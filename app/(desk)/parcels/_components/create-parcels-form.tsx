"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState, useTransition } from "react";
import { FormProvider, useFieldArray, useForm, useFormContext, type FieldErrors, type Resolver } from "react-hook-form";
import { createParcelsAction } from "@/app/(desk)/parcels/actions";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { applyFieldErrors } from "@/components/ui/form-errors";
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
  const queryClient = useQueryClient();
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
  const [problem, setProblem] = useState<string>();
  const [notice, setNotice] = useState<Notice>();
  const [pending, start] = useTransition();
  const count = rows.fields.length;

  const submit = form.handleSubmit((batch) =>
    start(async () => {
      setProblem(undefined);
      setNotice(undefined);
      const result = await createParcelsAction(batch);
      void queryClient.invalidateQueries({ queryKey: parcelKeys.list() });
      if (!result.ok) {
        applyFieldErrors(form.setError, result.error.fields);
        return setProblem(result.error.message);
      }
      const n = result.data.parcelIds.length;
      const what = n === 1 ? "The parcel" : `The ${n} parcels`;
      setNotice(
        result.data.outcome === "created"
          ? { tone: "success", text: `${what} ${n === 1 ? "was" : "were"} created. Estimate and ship ${n === 1 ? "it" : "them"} from the list below.` }
          : { tone: "info", text: `The delivery service did not answer in time. ${what} ${n === 1 ? "waits" : "wait"} as “Being created” while Ridedesk checks with it; do not create ${n === 1 ? "it" : "them"} again.` },
      );
      // The next parcels usually leave from the same office: the pickup stays.
      const pickup = form.getValues("parcels.0.pickup");
      form.reset({ parcels: [emptyParcel(pickup)] });
    }),
  );

  function copyPickupToAll() {
    const pickup = form.getValues("parcels.0.pickup");
    for (let i = 1; i < count; i++) form.setValue(`parcels.${i}.pickup`, { ...pickup, loc: { ...pickup.loc } }, { shouldValidate: form.formState.isSubmitted });
    setNotice({ tone: "info", text: `Copied the first pickup to all ${count} parcels.` });
  }

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label="New parcels" className="space-y-4">
        {rows.fields.map((row, i) => (
          <fieldset key={row.id} className="space-y-4 rounded-xl border border-slate-200 bg-slate-50/50 p-4">
            <legend className="px-1 text-sm font-semibold text-slate-900">Parcel {i + 1}</legend>
            <div className="flex flex-wrap items-end gap-3">
              <div className="min-w-64 flex-1">
                <Field label="Description" hint="What is being sent, as the courier and recipient will read it." error={form.formState.errors.parcels?.[i]?.description?.message}>
                  {(p) => <Input {...p} placeholder="Visitor badge for Ana" {...form.register(`parcels.${i}.description`)} />}
                </Field>
              </div>
              {count > 1 && (
                <Button type="button" variant="ghost" onClick={() => rows.remove(i)} aria-label={`Remove parcel ${i + 1}`}>
                  Remove
                </Button>
              )}
            </div>
            <div className="grid gap-4 lg:grid-cols-2">
              <PlaceFields index={i} end="pickup" saved={saved} />
              <PlaceFields index={i} end="dropoff" saved={saved} />
            </div>
            {i === 0 && count > 1 && (
              <Button type="button" variant="secondary" size="sm" onClick={copyPickupToAll}>
                Copy this pickup to every parcel
              </Button>
            )}
            <ParcelExtras index={i} />
          </fieldset>
        ))}
        {problem && <Alert tone="error" title="The parcels were not created">{problem}</Alert>}
        {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="button" variant="secondary" disabled={count >= MAX_PARCELS_PER_BATCH} onClick={() => rows.append(emptyParcel(form.getValues("parcels.0.pickup")))}>
            Add another parcel
          </Button>
          {count >= MAX_PARCELS_PER_BATCH && <span className="text-sm text-slate-600">Up to {MAX_PARCELS_PER_BATCH} parcels at a time.</span>}
          <Button type="submit" busy={pending} className="ml-auto">
            {pending ? "Creating…" : count === 1 ? "Create parcel" : `Create ${count} parcels`}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

/** Size, weight and delivery window: optional, folded away until needed (open when one is wrong). */
function ParcelExtras({ index }: { index: number }) {
  const { register, formState } = useFormContext<BatchForm>();
  const e = formState.errors.parcels?.[index];
  const open = Boolean(e?.dimensions || e?.weightGrams || e?.deliveryFrom || e?.deliveryTo);
  return (
    <details open={open || undefined} className="rounded-lg border border-slate-200 bg-white p-4">
      <summary className="cursor-pointer text-sm font-medium text-slate-800">Size, weight and delivery window (optional)</summary>
      <div className="mt-3 grid gap-3 sm:grid-cols-4">
        <Field label="Height (cm)" error={e?.dimensions?.height?.message}>{(p) => <Input {...p} inputMode="numeric" {...register(`parcels.${index}.dimensions.height`)} />}</Field>
        <Field label="Length (cm)" error={e?.dimensions?.length?.message}>{(p) => <Input {...p} inputMode="numeric" {...register(`parcels.${index}.dimensions.length`)} />}</Field>
        <Field label="Width (cm)" error={e?.dimensions?.width?.message}>{(p) => <Input {...p} inputMode="numeric" {...register(`parcels.${index}.dimensions.width`)} />}</Field>
        <Field label="Weight (g)" error={e?.weightGrams?.message}>{(p) => <Input {...p} inputMode="numeric" {...register(`parcels.${index}.weightGrams`)} />}</Field>
      </div>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <Field label="Deliver from" hint="In this browser's time zone." error={e?.deliveryFrom?.message}>{(p) => <Input {...p} type="datetime-local" {...register(`parcels.${index}.deliveryFrom`)} />}</Field>
        <Field label="Deliver until" error={e?.deliveryTo?.message}>{(p) => <Input {...p} type="datetime-local" {...register(`parcels.${index}.deliveryTo`)} />}</Field>
      </div>
    </details>
  );
}
