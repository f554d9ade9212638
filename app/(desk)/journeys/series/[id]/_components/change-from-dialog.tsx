"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { changeSeriesFromAction } from "@/app/(desk)/journeys/series/[id]/actions";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, Input } from "@/components/ui/field";
import { useAction } from "@/components/ui/use-action";
import { useMessageText } from "@/components/ui/use-message-text";
import { changeFromSchema, type SeriesPlace } from "@/lib/series/schema";
import { AddressSearch } from "@/app/(desk)/book/_components/address-search";
import type { PlaceOption } from "@/app/(desk)/book/_components/types";
import type { SeriesDayView } from "@/lib/series/view";
import type { Notice } from "./series-page";

/** "This and the following": a new pickup time from this day on. */
export function ChangeFromDialog({
  seriesId,
  day,
  dayWords,
  onClose,
  onNotice,
}: {
  seriesId: string;
  day: SeriesDayView;
  dayWords: string;
  onClose: () => void;
  onNotice: (n: Notice) => void;
}) {
  const t = useTranslations("series.page");
  const common = useTranslations("common");
  const words = useMessageText();
  const [time, setTime] = useState(day.time ?? "");
  const [error, setError] = useState<string>();
  const [pickup, setPickup] = useState<SeriesPlace | null>(null);
  const [destination, setDestination] = useState<SeriesPlace | null>(null);
  const [placeErrors, setPlaceErrors] = useState<{ pickup?: string; destination?: string }>({});
  const { run, pending, problem } = useAction(changeSeriesFromAction, {
    refresh: true,
    onFields: (fields) => {
      setError(fields.time);
      setPlaceErrors({ pickup: fields.pickup, destination: fields.destination });
      return Boolean(fields.time || fields.pickup || fields.destination);
    },
    onSuccess: (done) => {
      onNotice({ tone: "success", text: t("changed", { count: done?.changed ?? 0, time }) });
      onClose();
    },
  });

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const parsed = changeFromSchema.safeParse({ seriesId, day: day.day, time, pickup, destination });
    if (!parsed.success) {
      const issue = (key: string) => parsed.error.issues.find((i) => i.path[0] === key)?.message;
      setError(issue("time"));
      return setPlaceErrors({ pickup: issue("pickup"), destination: issue("destination") });
    }
    setError(undefined);
    setPlaceErrors({});
    void run(parsed.data);
  }

  return (
    <Dialog open onClose={onClose} title={t("changeTitle")}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <p className="text-sm text-slate-700">{t("changeBody", { day: dayWords })}</p>
        <Field label={t("newTime")} error={error}>
          {(p) => <Input {...p} type="time" name="time" value={time} onChange={(e) => setTime(e.target.value)} />}
        </Field>
        <PlaceChoice label={t("newPickup")} chosen={pickup} error={placeErrors.pickup} onChoose={setPickup} />
        <PlaceChoice label={t("newDestination")} chosen={destination} error={placeErrors.destination} onChoose={setDestination} />
        {problem && (
          <p role="alert" className="text-sm text-rose-700">
            {words(problem)}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose} disabled={pending}>
            {common("cancel")}
          </Button>
          <Button type="submit" busy={pending}>
            {pending ? t("saving") : t("save")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** The address search's pick, as a series' place: its words and coordinates, nothing of the desk's saved place. */
const asPlace = (p: PlaceOption): SeriesPlace => {
  const { label, loc, name, addr, num, city, postal_code, country } = p;
  return { label, loc: loc as [number, number], ...Object.fromEntries(Object.entries({ name, addr, num, city, postal_code, country }).filter(([, v]) => v)) };
};

/** A new place for this and the following days, or the one they have kept. */
function PlaceChoice({ label, chosen, error, onChoose }: { label: string; chosen: SeriesPlace | null; error?: string; onChoose(p: SeriesPlace | null): void }) {
  const t = useTranslations("series.page");
  const words = useMessageText();
  return (
    <div className="space-y-1">
      {chosen ? (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-medium text-slate-800">{label}:</span> <span data-testid="chosen-place">{chosen.label}</span>
          <Button type="button" variant="ghost" size="sm" onClick={() => onChoose(null)}>
            {t("keepPlace")}
          </Button>
        </p>
      ) : (
        <AddressSearch label={label} placeholder={t("searchPlace")} onPick={(p) => onChoose(asPlace(p))} />
      )}
      {error && <p className="text-sm text-rose-700">{words(error)}</p>}
    </div>
  );
}
