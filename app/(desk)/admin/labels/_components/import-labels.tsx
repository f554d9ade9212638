"use client";

import { useTranslations } from "next-intl";
import { useId, useRef, useState } from "react";
import { importLabelsAction, previewLabelsImportAction } from "@/app/(desk)/admin/labels/actions";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useAction } from "@/components/ui/use-action";
import { useMessageText } from "@/components/ui/use-message-text";
import { LABEL_CSV_MAX_BYTES } from "@/lib/labels/schemas";
import type { ImportOutcome, ImportRow, PreviewRow, PreviewStatus } from "@/lib/labels/types";
import type { Notice } from "./labels-page";
import { ImportTable } from "./import-labels-table";

/** Upload, preview (nothing sent), then create the new labels with a result for every row. */
export function ImportLabels({ onNotice }: { onNotice: (n: Notice) => void }) {
  const t = useTranslations("labels.import");
  const words = useMessageText();
  const kb = LABEL_CSV_MAX_BYTES / 1024;
  const status = (s: PreviewStatus) => t(`status.${s}`);
  const outcome = (o: ImportOutcome) => t(`outcome.${o}`);
  const inputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [preview, setPreview] = useState<PreviewRow[] | null>(null);
  const [result, setResult] = useState<ImportRow[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const failed = { onFailure: (error: { message: string; fields?: Record<string, string> }) => setProblem(words(error.fields?.csv ?? error.message)) };
  const previewing = useAction(previewLabelsImportAction, { ...failed, onSuccess: (rows) => setPreview(rows ?? null) });
  const importing = useAction(importLabelsAction, {
    ...failed,
    refresh: true,
    onSuccess: (data) => {
      if (!data) return;
      setPreview(null);
      setResult(data.rows);
      const { created, skipped, refused } = data.counts;
      onNotice({ tone: refused ? "error" : "success", text: t("done", { file: file?.name ?? "", created, skipped, refused }) });
    },
  });
  const pending = previewing.pending || importing.pending;

  function reset() {
    setFile(null);
    setPreview(null);
    setResult(null);
    setProblem(null);
    if (fileInput.current) fileInput.current.value = "";
  }

  async function choose(chosen: File | undefined) {
    setPreview(null);
    setResult(null);
    setProblem(null);
    if (!chosen) return;
    if (chosen.size > LABEL_CSV_MAX_BYTES) return setProblem(t("tooLarge", { file: chosen.name, kb }));
    // Decoded as UTF-8; a byte-order mark is dropped by the reader on the server.
    const text = await chosen.text();
    setFile({ name: chosen.name, text });
    void previewing.run({ csv: text });
  }

  function send() {
    if (!file) return;
    void importing.run({ csv: file.text });
  }

  const newRows = preview?.filter((r) => r.status === "new").length ?? 0;
  const validRows = preview?.filter((r) => r.status !== "invalid").length ?? 0;

  return (
    <section aria-labelledby={`${inputId}-title`} className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div>
        <h2 id={`${inputId}-title`} className="text-base font-semibold text-slate-900">
          {t("title")}
        </h2>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">{t.rich("intro", { kb, code: (chunks) => <code translate="no">{chunks}</code> })}</p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
          {t("file")}
        </label>
        <input
          ref={fileInput}
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          className="text-sm file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium"
          onChange={(e) => void choose(e.target.files?.[0])}
          disabled={pending}
        />
        {(file || problem) && (
          <Button variant="ghost" size="sm" onClick={reset} disabled={pending}>
            {t("clear")}
          </Button>
        )}
      </div>
      {problem && <Alert tone="error">{problem}</Alert>}
      {pending && !preview && !result && (
        <p role="status" className="text-sm text-slate-600">
          {t("reading")}
        </p>
      )}
      {preview && (
        <div className="space-y-3">
          <ImportTable
            caption={t("previewCaption", { file: file?.name ?? "" })}
            rows={preview.map((r) => ({ row: r.row, name: r.name, slug: r.slug, kind: r.status, text: status(r.status), why: r.why }))}
          />
          <div className="flex flex-wrap items-center gap-3">
            <Button onClick={send} busy={pending} disabled={validRows === 0}>
              {pending ? t("sending") : newRows === 0 ? t("check") : t("create", { count: newRows })}
            </Button>
            <p className="text-xs text-slate-500">{t("checkedAgain")}</p>
          </div>
        </div>
      )}
      {result && (
        <ImportTable
          caption={t("resultCaption", { file: file?.name ?? "" })}
          rows={result.map((r) => ({ row: r.row, name: r.name, slug: r.slug, kind: r.outcome, text: outcome(r.outcome), why: r.why }))}
        />
      )}
    </section>
  );
}
