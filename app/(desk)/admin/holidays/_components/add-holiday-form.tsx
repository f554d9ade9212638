"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { addHolidayAction } from "@/app/(desk)/admin/holidays/actions";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { useAction } from "@/components/ui/use-action";
import { useMessageText } from "@/components/ui/use-message-text";
import { firstIssues } from "@/components/ui/form-errors";
import { addHolidaySchema, HOLIDAY_NAME_MAX } from "@/lib/series/holidays";
import type { Notice } from "./holidays-page";

type Errors = { day?: string; name?: string };

/** Adds a day to the holidays; a day already there takes the new name. */
export function AddHolidayForm({ onNotice }: { onNotice: (n: Notice) => void }) {
  const t = useTranslations("series.holidays");
  const words = useMessageText();
  const [day, setDay] = useState("");
  const [name, setName] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const { run, pending, problem } = useAction(addHolidayAction, {
    refresh: true,
    onFields: (fields) => {
      setErrors({ day: fields.day, name: fields.name });
      return Boolean(fields.day || fields.name);
    },
    onSuccess: (added) => {
      setDay("");
      setName("");
      if (added) onNotice({ tone: "success", text: t("added", { name: added.name, day: added.day }) });
    },
  });

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const parsed = addHolidaySchema.safeParse({ day, name });
    if (!parsed.success) {
      setErrors(firstIssues<keyof Errors>(parsed.error.issues));
      return;
    }
    setErrors({});
    void run(parsed.data);
  }

  return (
    <section aria-labelledby="add-holiday-title" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="add-holiday-title" className="text-base font-semibold text-slate-900">
        {t("addTitle")}
      </h2>
      <form onSubmit={submit} noValidate className="mt-3 space-y-4">
        <Field label={t("day")} error={errors.day}>
          {(p) => <Input {...p} type="date" name="day" value={day} onChange={(e) => setDay(e.target.value)} />}
        </Field>
        <Field label={t("name")} error={errors.name} hint={t("nameHint")}>
          {(p) => <Input {...p} name="name" value={name} maxLength={HOLIDAY_NAME_MAX} autoComplete="off" onChange={(e) => setName(e.target.value)} />}
        </Field>
        {problem && (
          <p role="alert" className="text-sm text-rose-700">
            {words(problem)}
          </p>
        )}
        <Button type="submit" busy={pending}>
          {pending ? t("adding") : t("add")}
        </Button>
      </form>
    </section>
  );
}
