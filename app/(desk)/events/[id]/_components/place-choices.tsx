"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { chooseEventPlaceAction } from "@/app/(desk)/events/actions";
import { Button } from "@/components/ui/button";
import { useAction } from "@/components/ui/use-action";
import { asData } from "@/components/journeys/journey-words";
import type { PlaceChoice } from "@/lib/events/checked-row";
import { eventKeys } from "@/lib/events/query-options";

/**
 * The places a cell's text matched, for the agent to pick one: "Which “Hotel Miguel Ángel”?". The
 * pick answers every row of the sheet that typed the same text, and the sheet is checked again.
 */
export function PlaceChoices({
  batchId,
  column,
  choices,
  sameText,
  disabled,
}: {
  batchId: string;
  /** The column's name in the reader's words. */
  column: string;
  choices: PlaceChoice[];
  /** How many rows typed this text. */
  sameText: number;
  disabled: boolean;
}) {
  const t = useTranslations("events");
  const id = useId();
  const [picked, setPicked] = useState<number | null>(null);
  const { run, pending, problem } = useAction(chooseEventPlaceAction, { invalidate: [eventKeys.one(batchId)] });
  const typed = choices[0]?.typed ?? "";

  const choose = () => {
    const choice = picked === null ? null : choices[picked];
    if (choice) void run({ batchId, choice });
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        choose();
      }}
      className="space-y-2"
      data-testid="place-choices"
    >
      <fieldset disabled={disabled || pending} aria-describedby={`${id}-applies`} className="space-y-1.5">
        <legend className="text-sm font-medium text-slate-900">{t.rich("batch.choice.question", { column, typed, data: asData })}</legend>
        {choices.map((c, i) => (
          <label key={i} className="flex items-start gap-2 text-sm text-slate-800">
            <input type="radio" name={`${id}-place`} className="mt-0.5 size-4 accent-brand-700" checked={picked === i} onChange={() => setPicked(i)} />
            <span translate="no">{c.label}</span>
          </label>
        ))}
      </fieldset>
      <p id={`${id}-applies`} className="text-xs text-slate-600">
        {t("batch.choice.applies", { count: sameText })}
      </p>
      <div className="flex items-center gap-3">
        <Button type="submit" size="sm" busy={pending} disabled={disabled || picked === null}>
          {t("batch.choice.use")}
        </Button>
        {problem && (
          <p role="alert" className="text-sm text-rose-700">
            {problem}
          </p>
        )}
      </div>
    </form>
  );
}
