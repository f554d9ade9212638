"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { useFieldArray } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field, Input, Select } from "@/components/ui/field";
import { useMessageText } from "@/components/ui/use-message-text";
import type { SpendRulesFormApi } from "./spend-rule-parts";

export type SavedPoint = { name: string; lat: number; lng: number };

/**
 * The allowed area: the company's saved places, each with a radius in km. The point is kept with
 * the rule as it was saved, so a place moved or deleted later does not move the area unnoticed.
 */
export function AreaEditor({ form, savedPlaces }: { form: SpendRulesFormApi; savedPlaces: SavedPoint[] }) {
  const t = useTranslations("spend.rules.area");
  const words = useMessageText();
  const id = useId();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "area.places" });
  const left = savedPlaces.filter((p) => !fields.some((f) => f.name === p.name));
  const [choice, setChoice] = useState("");
  const errors = form.formState.errors.area?.places;

  function add() {
    const place = left.find((p) => p.name === choice) ?? left[0];
    if (!place) return;
    append({ name: place.name, lat: place.lat, lng: place.lng, radius: "2" });
    setChoice("");
  }

  return (
    <div className="space-y-2">
      {fields.length > 0 && (
        <ul className="space-y-2" aria-label={t("places")}>
          {fields.map((f, i) => (
            <li key={f.id} className="flex items-end gap-2">
              <div className="w-64">
                <Field label={t("radius", { place: f.name })} error={errors?.[i]?.radius?.message}>
                  {(aria) => <Input {...aria} inputMode="decimal" autoComplete="off" {...form.register(`area.places.${i}.radius`)} />}
                </Field>
              </div>
              <Button type="button" variant="secondary" aria-label={t("remove", { place: f.name })} onClick={() => remove(i)}>
                ×
              </Button>
            </li>
          ))}
        </ul>
      )}
      {savedPlaces.length === 0 ? (
        <p className="text-sm text-slate-600">{t("noPlaces")}</p>
      ) : (
        left.length > 0 && (
          <div className="flex max-w-md items-center gap-2">
            <label htmlFor={id} className="sr-only">
              {t("choose")}
            </label>
            <Select id={id} value={choice || left[0]!.name} onChange={(e) => setChoice(e.target.value)}>
              {left.map((p) => (
                <option key={p.name} value={p.name}>
                  {p.name}
                </option>
              ))}
            </Select>
            <Button type="button" variant="secondary" onClick={add}>
              {t("add")}
            </Button>
          </div>
        )
      )}
      {errors?.message && <p className="text-sm text-rose-700">{words(errors.message)}</p>}
    </div>
  );
}
