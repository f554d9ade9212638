"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, type DragEvent, type FormEvent, type ReactNode } from "react";
import { uploadEventSheetAction } from "@/app/(desk)/events/actions";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { useAction } from "@/components/ui/use-action";
import type { ActionData } from "@/lib/action-result";
import type { ColumnMapping } from "@/lib/events/columns";
import { MAX_EVENT_ROWS } from "@/lib/events/fields";
import { MAX_SHEET_BYTES, SHEET_ACCEPT, sheetFileProblem, withCleanName } from "@/lib/events/sheet-file";
import { messageRef } from "@/lib/i18n/message-ref";
import { ColumnMappingStep } from "./column-mapping-step";

type Outcome = ActionData<typeof uploadEventSheetAction>;
/** What the last upload asked of the agent: which column is which, or whether to make a second event from the same file. */
type Step = (Extract<Outcome, { kind: "mapping" }> & { fileName: string }) | (Extract<Outcome, { kind: "same_file" }> & { mapping?: ColumnMapping });

const NAME_MAX = 120;
const MB = Math.round((MAX_SHEET_BYTES / 1024 / 1024) * 10) / 10;
const data = (chunks: ReactNode) => <span translate="no">{chunks}</span>;

/** The field errors but the mapping's, which the mapping step shows. */
const withoutMapping = (fields: Record<string, string>) =>
  Object.fromEntries(Object.entries(fields).filter(([k]) => k !== "mapping" && !k.startsWith("mapping.")));

/**
 * An event's sheet, uploaded: chosen or dropped, checked for its kind and size here, then read on
 * the server, which makes the event or asks which column is which, or whether to make it again.
 */
export function UploadSheetForm() {
  const t = useTranslations("events.upload");
  const router = useRouter();
  const fileInput = useRef<HTMLInputElement>(null);
  const notice = useRef<HTMLDivElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState("");
  const [fields, setFields] = useState<Record<string, string>>({});
  const [step, setStep] = useState<Step | null>(null);
  const [dragging, setDragging] = useState(false);
  const upload = useAction(uploadEventSheetAction, {
    // The file's, the name's and the mapping's errors show next to them; any other is said above the form.
    onFields: (found) => {
      setFields(found);
      if (found.file) fileInput.current?.focus();
      return Boolean(found.file || found.name || Object.keys(withoutMapping(found)).length !== Object.keys(found).length);
    },
    onSuccess: (outcome, input) => {
      if (!outcome) return;
      if (outcome.kind === "batch") return router.push(`/events/${outcome.batchId}`);
      setStep(outcome.kind === "mapping" ? { ...outcome, fileName: input.file.name } : { ...outcome, mapping: input.mapping });
    },
  });
  const { pending, problem } = upload;

  useEffect(() => {
    if (step?.kind === "same_file") notice.current?.focus();
  }, [step]);

  function choose(picked: File | undefined) {
    // A name no multipart header can carry (a NUL in it) is sent without those characters.
    const chosen = picked && withCleanName(picked);
    setFile(chosen ?? null);
    setStep(null);
    upload.reset();
    const complaint = chosen && sheetFileProblem(chosen);
    setFields(complaint ? { file: complaint } : {});
  }

  function drop(e: DragEvent) {
    e.preventDefault();
    setDragging(false);
    const dropped = e.dataTransfer.files[0];
    if (!dropped) return;
    // The input shows the dropped file as if it had been chosen, for the eye and for screen readers.
    const transfer = new DataTransfer();
    transfer.items.add(dropped);
    if (fileInput.current) fileInput.current.files = transfer.files;
    choose(dropped);
  }

  function send(extra: { mapping?: ColumnMapping; again?: boolean } = {}) {
    const complaint = file ? sheetFileProblem(file) : messageRef("events.sheet.missing");
    if (!file || complaint) {
      setFields({ file: complaint ?? messageRef("events.sheet.missing") });
      return fileInput.current?.focus();
    }
    setFields({});
    void upload.run({ file, name: name.trim() || undefined, ...extra });
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    send();
  }

  return (
    <div className="space-y-6">
      <form onSubmit={submit} noValidate aria-label={t("title")} className="space-y-4">
        <div className="max-w-md">
          <Field label={t("name")} hint={t("nameHint")} error={fields.name}>
            {(p) => <Input {...p} value={name} maxLength={NAME_MAX} autoComplete="off" onChange={(e) => setName(e.target.value)} />}
          </Field>
        </div>
        <div
          data-testid="sheet-drop-zone"
          data-dragging={dragging || undefined}
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
          className={`rounded-lg border-2 border-dashed px-4 py-5 focus-within:border-brand-600 ${dragging ? "border-brand-600 bg-brand-50" : "border-slate-300 bg-white"}`}
        >
          <Field label={t("file")} hint={t("fileHint", { mb: MB, max: MAX_EVENT_ROWS })} error={fields.file}>
            {(p) => (
              <input
                {...p}
                ref={fileInput}
                type="file"
                accept={SHEET_ACCEPT}
                aria-required
                onChange={(e) => choose(e.target.files?.[0])}
                className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium hover:file:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/40"
              />
            )}
          </Field>
          {dragging && (
            <p aria-hidden className="mt-2 text-sm font-medium text-brand-800">
              {t("dropHere")}
            </p>
          )}
        </div>
        {problem && (
          <Alert tone="error" title={t("notUploaded")}>
            {problem}
          </Alert>
        )}
        {step?.kind !== "mapping" && (
          <Button type="submit" busy={pending && !step}>
            {pending && !step ? t("submitting") : t("submit")}
          </Button>
        )}
      </form>

      {step?.kind === "same_file" && (
        <div ref={notice} tabIndex={-1} className="focus:outline-none" data-testid="same-file">
          <Alert tone="warning">
            <p className="font-semibold">{t.rich("sameFile.title", { name: step.batch.name, data })}</p>
            <p className="mt-1">{t("sameFile.body")}</p>
            <div className="mt-3 flex flex-wrap items-center gap-3">
              <Link href={`/events/${step.batch.id}`} className="rounded-md font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
                {t.rich("sameFile.open", { name: step.batch.name, data })}
              </Link>
              <Button type="button" variant="secondary" size="sm" busy={pending} onClick={() => send({ again: true, mapping: step.mapping })}>
                {t("sameFile.again")}
              </Button>
            </div>
          </Alert>
        </div>
      )}

      {step?.kind === "mapping" && (
        <ColumnMappingStep
          key={`${step.fileName}:${step.headers.join("\u0000")}`}
          fileName={step.fileName}
          headers={step.headers}
          sample={step.sample}
          guessed={step.mapping}
          repeated={step.repeated}
          errors={fields}
          pending={pending}
          onEdit={() => setFields(withoutMapping)}
          onSubmit={(mapping) => send({ mapping })}
        />
      )}
    </div>
  );
}
