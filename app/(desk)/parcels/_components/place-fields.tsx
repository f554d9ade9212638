"use client";

import { useTranslations } from "next-intl";
import { useFormContext, useWatch, type FieldError } from "react-hook-form";
import { Field, Input, Select } from "@/components/ui/field";
import { useMessageText } from "@/components/ui/use-message-text";
import type { BatchForm, PlaceKind, SavedPlaceOption } from "@/lib/parcels/form-values";
import { HubSelect } from "./hub-select";

const KINDS: PlaceKind[] = ["address", "coordinates", "place", "hub"];

type PlaceErrors = {
  [K in "addr" | "loc" | "hubExternalId" | "contactName" | "contactPhone" | "instr" | "label"]?: FieldError & { lat?: FieldError; lon?: FieldError };
};

/** One end of a parcel: how it is named (address, coordinates, a saved place or a hub) and who is there. */
export function PlaceFields({ index, end, saved }: { index: number; end: "pickup" | "dropoff"; saved: SavedPlaceOption[] }) {
  const t = useTranslations("parcels.place");
  const words = useMessageText();
  const { register, control, formState } = useFormContext<BatchForm>();
  const base = `parcels.${index}.${end}` as const;
  const kind = useWatch({ control, name: `${base}.kind` });
  const errors = (formState.errors.parcels?.[index]?.[end] ?? {}) as PlaceErrors;
  // A place given the wrong way reports on its "loc" (or "addr"/"hubExternalId") as a whole.
  const whole = (e?: FieldError & { lat?: FieldError; lon?: FieldError }) => (e && !e.lat && !e.lon ? e.message : undefined);

  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">{t("end", { end })}</legend>
      <Field label={t("givenBy", { end })}>
        {(p) => (
          <Select {...p} {...register(`${base}.kind`)}>
            {KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`kind.${k}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {kind === "address" && (
        <Field label={t("address", { end })} hint={t("addressHint")} error={errors.addr?.message}>
          {(p) => <Input {...p} autoComplete="off" {...register(`${base}.addr`)} />}
        </Field>
      )}
      {kind === "coordinates" && (
        <div className="space-y-1">
          <div className="grid grid-cols-2 gap-3">
            <Field label={t("latitude", { end })} error={errors.loc?.lat?.message}>
              {(p) => <Input {...p} inputMode="decimal" placeholder="40.4168" {...register(`${base}.loc.lat`)} />}
            </Field>
            <Field label={t("longitude", { end })} error={errors.loc?.lon?.message}>
              {(p) => <Input {...p} inputMode="decimal" placeholder="-3.7038" {...register(`${base}.loc.lon`)} />}
            </Field>
          </div>
          {whole(errors.loc) && <p className="text-sm text-rose-700">{words(whole(errors.loc))}</p>}
        </div>
      )}
      {kind === "place" &&
        (saved.length === 0 ? (
          <p className="text-sm text-slate-600">{t("noSavedPlaces")}</p>
        ) : (
          <Field label={t("savedPlace", { end })} hint={t("savedPlaceHint")} error={whole(errors.loc)}>
            {(p) => (
              <Select {...p} {...register(`${base}.placeId`)}>
                <option value="">{t("choosePlace")}</option>
                {saved.map((s) => (
                  <option key={s.id} value={s.id} translate="no">
                    {s.name}
                    {s.addr ? ` — ${s.addr}` : ""}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        ))}
      {kind === "hub" && <HubSelect base={base} label={t("hub", { end })} error={errors.hubExternalId?.message} />}
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t("contactName", { end })} error={errors.contactName?.message}>
          {(p) => <Input {...p} autoComplete="off" {...register(`${base}.contactName`)} />}
        </Field>
        <Field label={t("contactPhone", { end })} hint={t("contactPhoneHint")} error={errors.contactPhone?.message}>
          {(p) => <Input {...p} type="tel" autoComplete="off" {...register(`${base}.contactPhone`)} />}
        </Field>
      </div>
      <Field label={t("instructions", { end })} hint={t("instructionsHint")} error={errors.instr?.message}>
        {(p) => <Input {...p} {...register(`${base}.instr`)} />}
      </Field>
    </fieldset>
  );
}
