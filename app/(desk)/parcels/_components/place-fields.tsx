"use client";

import { useFormContext, useWatch, type FieldError } from "react-hook-form";
import { Field, Input, Select } from "@/components/ui/field";
import type { BatchForm, PlaceKind, SavedPlaceOption } from "@/lib/parcels/form-values";
import { HubSelect } from "./hub-select";

const KINDS: { value: PlaceKind; label: string }[] = [
  { value: "address", label: "Address" },
  { value: "coordinates", label: "Coordinates" },
  { value: "place", label: "Saved place" },
  { value: "hub", label: "Hub" },
];

type PlaceErrors = { [K in "addr" | "loc" | "hubExternalId" | "contactName" | "contactPhone" | "instr" | "label"]?: FieldError & { lat?: FieldError; lon?: FieldError } };

/** One end of a parcel: how it is named (address, coordinates, a saved place or a hub) and who is there. */
export function PlaceFields({ index, end, saved }: { index: number; end: "pickup" | "dropoff"; saved: SavedPlaceOption[] }) {
  const { register, control, formState } = useFormContext<BatchForm>();
  const base = `parcels.${index}.${end}` as const;
  const kind = useWatch({ control, name: `${base}.kind` });
  const errors = (formState.errors.parcels?.[index]?.[end] ?? {}) as PlaceErrors;
  const title = end === "pickup" ? "Pickup" : "Drop-off";
  // A place given the wrong way reports on its "loc" (or "addr"/"hubExternalId") as a whole.
  const whole = (e?: FieldError & { lat?: FieldError; lon?: FieldError }) => (e && !e.lat && !e.lon ? e.message : undefined);

  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">{title}</legend>
      <Field label={`${title} given by`}>{(p) => <Select {...p} {...register(`${base}.kind`)}>{KINDS.map((k) => <option key={k.value} value={k.value}>{k.label}</option>)}</Select>}</Field>
      {kind === "address" && (
        <Field label={`${title} address`} hint="Street, number, postal code and city." error={errors.addr?.message}>
          {(p) => <Input {...p} autoComplete="off" {...register(`${base}.addr`)} />}
        </Field>
      )}
      {kind === "coordinates" && (
        <div className="space-y-1">
          <div className="grid grid-cols-2 gap-3">
            <Field label={`${title} latitude`} error={errors.loc?.lat?.message}>{(p) => <Input {...p} inputMode="decimal" placeholder="40.4168" {...register(`${base}.loc.lat`)} />}</Field>
            <Field label={`${title} longitude`} error={errors.loc?.lon?.message}>{(p) => <Input {...p} inputMode="decimal" placeholder="-3.7038" {...register(`${base}.loc.lon`)} />}</Field>
          </div>
          {whole(errors.loc) && <p className="text-sm text-rose-700">{whole(errors.loc)}</p>}
        </div>
      )}
      {kind === "place" &&
        (saved.length === 0 ? (
          <p className="text-sm text-slate-600">No saved places yet. Places are saved from the booking form; until then, type the address or coordinates.</p>
        ) : (
          <Field label={`${title} saved place`} hint="Sent by its coordinates, with its name." error={whole(errors.loc)}>
            {(p) => (
              <Select {...p} {...register(`${base}.placeId`)}>
                <option value="">Choose a place…</option>
                {saved.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                    {s.addr ? ` — ${s.addr}` : ""}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        ))}
      {kind === "hub" && <HubSelect base={base} title={title} error={errors.hubExternalId?.message} />}
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={`${title} contact name`} error={errors.contactName?.message}>{(p) => <Input {...p} autoComplete="off" {...register(`${base}.contactName`)} />}</Field>
        <Field label={`${title} contact phone`} hint="With its country code if it is not Spanish." error={errors.contactPhone?.message}>
          {(p) => <Input {...p} type="tel" autoComplete="off" {...register(`${base}.contactPhone`)} />}
        </Field>
      </div>
      <Field label={`${title} instructions`} hint="Optional: floor, door, who to ask for." error={errors.instr?.message}>{(p) => <Input {...p} {...register(`${base}.instr`)} />}</Field>
    </fieldset>
  );
}
