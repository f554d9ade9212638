"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { changeSeriesFromAction } from "@/app/(desk)/journeys/series/[id]/actions";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, Input } from "@/components/ui/field";
import { useAction } from "@/components/ui/use-action";
import { useMessageText } from "@/components/ui/use-message-text";
import { changeFromSchema } from "@/lib/series/schema";
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
  const { run, pending, problem } = useAction(changeSeriesFromAction, {
    refresh: true,
    onFields: (fields) => (setError(fields.time), Boolean(fields.time)),
    onSuccess: (done) => {
      onNotice({ tone: "success", text: t("changed", { count: done?.changed ?? 0, time }) });
      onClose();
    },
  });

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const parsed = changeFromSchema.safeParse({ seriesId, day: day.day, time });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    void run(parsed.data);
  }

  return (
    <Dialog open onClose={onClose} title={t("changeTitle")}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <p className="text-sm text-slate-700">{t("changeBody", { day: dayWords })}</p>
        <Field label={t("newTime")} error={error}>
          {(p) => <Input {...p} type="time" name="time" value={time} onChange={(e) => setTime(e.target.value)} />}
        </Field>
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
