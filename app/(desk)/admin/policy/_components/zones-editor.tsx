"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useFieldArray, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field, Input, Textarea } from "@/components/ui/field";
import { useMessageText } from "@/components/ui/use-message-text";
import { cornerLine, cornersSoFar, MAX_AREA_ZONES } from "@/lib/spend/zone-corners";
import type { SpendRulesFormApi } from "./spend-rule-parts";
import { MapLoading } from "@/components/map/map-loading";

// MapLibre is heavy and needs the browser: it loads only once a zone is there to draw.
const AreaMap = dynamic(() => import("@/components/map/area-map"), { ssr: false, loading: () => <MapLoading className="h-72" /> });

/** A radius typed in km, or nothing to draw while it is not a number yet. */
const km = (text: string) => {
  const n = Number(text.trim().replace(",", "."));
  return Number.isFinite(n) && n > 0 ? n : null;
};

/**
 * Zones drawn for the allowed area: each named, its corners clicked on the map while it is being
 * drawn or written one "lat, lng" a line (the same text either way), shown on the map beside the
 * radii of the chosen places.
 */
export function ZonesEditor({ form, styleUrl }: { form: SpendRulesFormApi; styleUrl: string | null }) {
  const t = useTranslations("spend.rules.area");
  const words = useMessageText();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "area.zones" });
  const zones = useWatch({ control: form.control, name: "area.zones" }) ?? [];
  const places = useWatch({ control: form.control, name: "area.places" });
  const [drawing, setDrawing] = useState<number | null>(null);
  const errors = form.formState.errors.area?.zones;

  const setCorners = (i: number, text: string) =>
    form.setValue(`area.zones.${i}.corners`, text, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  const addCorner = (corner: [number, number]) => {
    if (drawing === null) return;
    const text = (form.getValues(`area.zones.${drawing}.corners`) ?? "").trimEnd();
    setCorners(drawing, text ? `${text}\n${cornerLine(corner)}` : cornerLine(corner));
  };
  const undo = (i: number) => setCorners(i, (form.getValues(`area.zones.${i}.corners`) ?? "").trimEnd().split("\n").slice(0, -1).join("\n"));
  const add = () => {
    append({ name: "", corners: "" });
    setDrawing(fields.length);
  };
  const drop = (i: number) => {
    remove(i);
    setDrawing(null);
  };

  return (
    <div className="space-y-3">
      {fields.length > 0 && (
        <AreaMap
          zones={zones.map((z, i) => ({ ring: cornersSoFar(z?.corners ?? ""), active: i === drawing }))}
          places={places.flatMap((p) => (km(p.radius) ? [{ lat: p.lat, lng: p.lng, radiusKm: km(p.radius)! }] : []))}
          styleUrl={styleUrl}
          onCorner={drawing === null ? null : addCorner}
        />
      )}
      {fields.map((f, i) => (
        <fieldset key={f.id} className="space-y-2 rounded-md border border-slate-200 p-3" data-testid="area-zone">
          <legend className="px-1 text-sm font-medium text-slate-800">{t("zone", { n: i + 1 })}</legend>
          <div className="max-w-sm">
            <Field label={t("zoneName")} error={errors?.[i]?.name?.message}>
              {(aria) => <Input {...aria} autoComplete="off" maxLength={100} {...form.register(`area.zones.${i}.name`)} />}
            </Field>
          </div>
          <Field label={t("corners")} hint={t("cornersHint")} error={errors?.[i]?.corners?.message}>
            {(aria) => <Textarea {...aria} rows={4} spellCheck={false} className="font-mono" {...form.register(`area.zones.${i}.corners`)} />}
          </Field>
          <div className="flex flex-wrap gap-2">
            <Button type="button" size="sm" variant="secondary" aria-pressed={drawing === i} onClick={() => setDrawing(drawing === i ? null : i)}>
              {drawing === i ? t("stopDrawing") : t("draw")}
            </Button>
            <Button type="button" size="sm" variant="secondary" disabled={!zones[i]?.corners?.trim()} onClick={() => undo(i)}>
              {t("undoCorner")}
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => drop(i)}>
              {t("removeZone", { n: i + 1 })}
            </Button>
          </div>
        </fieldset>
      ))}
      {fields.length < MAX_AREA_ZONES && (
        <Button type="button" variant="secondary" onClick={add}>
          {t("addZone")}
        </Button>
      )}
      {errors?.message && <p className="text-sm text-rose-700">{words(errors.message)}</p>}
    </div>
  );
}
