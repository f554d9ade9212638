"use client";

import { useRouter } from "next/navigation";
import { useId, useRef, useState, useTransition } from "react";
import { importLabelsAction, previewLabelsImportAction } from "@/app/(desk)/admin/labels/actions";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { LABEL_CSV_MAX_BYTES } from "@/lib/labels/schemas";
import type { ImportOutcome, ImportRow, PreviewRow, PreviewStatus } from "@/lib/labels/types";
import type { Notice } from "./labels-page";
import { ImportTable } from "./import-labels-table";

const STATUS_TEXT: Record<PreviewStatus, string> = { new: "New", exists: "Already exists", invalid: "Invalid" };
const OUTCOME_TEXT: Record<ImportOutcome, string> = { created: "Created", skipped: "Skipped: exists", refused: "Refused", invalid: "Invalid", not_sent: "Not sent" };

/** Upload, preview (nothing sent), then create the new labels with a result for every row. */
export function ImportLabels({ onNotice }: { onNotice: (n: Notice) => void }) {
  const router = useRouter();
  const inputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [preview, setPreview] = useState<PreviewRow[] | null>(null);
  const [result, setResult] = useState<ImportRow[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, start] = useTransition();

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
    if (chosen.size > LABEL_CSV_MAX_BYTES) return setProblem(`${chosen.name} is larger than ${LABEL_CSV_MAX_BYTES / 1024} KB. Split it into smaller files.`);
    // Decoded as UTF-8; a byte-order mark is dropped by the reader on the server.
    const text = await chosen.text();
    setFile({ name: chosen.name, text });
    start(async () => {
      const answer = await previewLabelsImportAction({ csv: text });
      if (answer.ok) setPreview(answer.data);
      else setProblem(answer.error.fields?.csv ?? answer.error.message);
    });
  }

  function send() {
    if (!file) return;
    start(async () => {
      const answer = await importLabelsAction({ csv: file.text });
      if (!answer.ok) return setProblem(answer.error.fields?.csv ?? answer.error.message);
      setPreview(null);
      setResult(answer.data.rows);
      const { created, skipped, refused } = answer.data.counts;
      onNotice({ tone: refused ? "error" : "success", text: `Import of ${file.name}: ${created} created, ${skipped} skipped as existing, ${refused} refused.` });
      router.refresh();
    });
  }

  const newRows = preview?.filter((r) => r.status === "new").length ?? 0;
  const validRows = preview?.filter((r) => r.status !== "invalid").length ?? 0;

  return (
    <section aria-labelledby={`${inputId}-title`} className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div>
        <h2 id={`${inputId}-title`} className="text-base font-semibold text-slate-900">Import from a CSV file</h2>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">
          A header row with a <code>name</code> column, and optionally <code>description</code> and <code>active</code> (true or false). Commas or semicolons,
          UTF-8, up to {LABEL_CSV_MAX_BYTES / 1024} KB. Labels whose slug already exists are skipped, so uploading the same file again creates nothing.
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={inputId} className="text-sm font-medium text-slate-800">CSV file</label>
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
            Clear
          </Button>
        )}
      </div>
      {problem && <Alert tone="error">{problem}</Alert>}
      {pending && !preview && !result && <p role="status" className="text-sm text-slate-600">Reading the file…</p>}
      {preview && (
        <div className="space-y-3">
          <ImportTable caption={`Preview of ${file?.name ?? "the file"}: nothing has been sent yet`} rows={preview.map((r) => ({ row: r.row, name: r.name, slug: r.slug, kind: r.status, text: STATUS_TEXT[r.status], why: r.why }))} />
          <div className="flex flex-wrap items-center gap-3">
            <Button onClick={send} busy={pending} disabled={validRows === 0}>
              {pending ? "Sending…" : newRows === 0 ? "Check with the ride service" : `Create ${newRows} new ${newRows === 1 ? "label" : "labels"}`}
            </Button>
            <p className="text-xs text-slate-500">The ride service is checked again when you create them; rows it already has are skipped.</p>
          </div>
        </div>
      )}
      {result && <ImportTable caption={`Result of importing ${file?.name ?? "the file"}`} rows={result.map((r) => ({ row: r.row, name: r.name, slug: r.slug, kind: r.outcome, text: OUTCOME_TEXT[r.outcome], why: r.why }))} />}
    </section>
  );
}
