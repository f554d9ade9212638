"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useId, useRef, useState } from "react";
import { uploadEventSheetAction } from "@/app/(desk)/events/actions";
import { Button } from "@/components/ui/button";
import { useAction } from "@/components/ui/use-action";
import { useMessageText } from "@/components/ui/use-message-text";
import { withCleanName } from "@/lib/events/sheet-file";
import { eventKeys } from "@/lib/events/query-options";

type Outcome = { kind: "error"; text: string } | { kind: "checking" } | { kind: "mapping" } | null;

/**
 * A corrected sheet for the event: its rows are checked again, and the rows already booked or being
 * booked keep their state. A sheet whose columns are not the template's is matched on the upload page.
 */
export function CorrectedSheet({ batchId }: { batchId: string }) {
  const t = useTranslations("events");
  const words = useMessageText();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { run, pending } = useAction(uploadEventSheetAction, {
    // A sheet sent to be matched on the upload page changed nothing here yet.
    invalidate: (data) => (data?.kind === "mapping" ? [] : [eventKeys.one(batchId)]),
    onSuccess: (data) => {
      if (data?.kind === "mapping") return setOutcome({ kind: "mapping" });
      setOutcome({ kind: "checking" });
      setFile(null);
      if (input.current) input.current.value = "";
    },
    onFailure: (error) => setOutcome({ kind: "error", text: words(error.fields?.file ?? error.message) }),
  });

  const upload = () => {
    if (!file) return;
    setOutcome(null);
    void run({ file: withCleanName(file), batchId });
  };

  return (
    <form
      className="space-y-2"
      onSubmit={(e) => {
        e.preventDefault();
        upload();
      }}
      data-testid="corrected-sheet"
    >
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        {t("batch.upload.label")}
      </label>
      <p id={`${inputId}-hint`} className="text-xs text-slate-500">
        {t("batch.upload.hint")}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <input
          ref={input}
          id={inputId}
          type="file"
          accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          aria-describedby={`${inputId}-hint`}
          className="text-sm file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
        <Button type="submit" size="sm" variant="secondary" busy={pending} disabled={!file}>
          {t("batch.upload.button")}
        </Button>
      </div>
      {outcome?.kind === "error" && (
        <p role="alert" className="text-sm text-rose-700">
          {outcome.text}
        </p>
      )}
      {outcome?.kind === "checking" && (
        <p role="status" className="text-sm text-emerald-700">
          {t("batch.upload.checking")}
        </p>
      )}
      {outcome?.kind === "mapping" && (
        <p role="status" className="text-sm text-amber-900">
          {t.rich("batch.upload.mapping", {
            link: (chunks) => (
              <Link className="underline" href={`/events?batch=${batchId}`}>
                {chunks}
              </Link>
            ),
          })}
        </p>
      )}
    </form>
  );
}
