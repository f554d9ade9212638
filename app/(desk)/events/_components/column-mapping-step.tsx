"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/field";
import { useMessageText } from "@/components/ui/use-message-text";
import { Cell, HeaderCell, RowHeader, Table, TableBody, TableFrame, TableHead } from "@/components/ui/table";
import { columnLetter, fieldOfHeader, mappingProblems, type ColumnMapping } from "@/lib/events/columns";
import { EVENT_FIELDS, REQUIRED_FIELDS, type EventField } from "@/lib/events/fields";
import { useFieldName } from "./use-field-name";

const SAMPLE_VALUES = 3;
const OPTIONAL_FIELDS = EVENT_FIELDS.filter((f) => !REQUIRED_FIELDS.includes(f));
const data = (chunks: ReactNode) => <span translate="no">{chunks}</span>;

export type ColumnMappingStepProps = {
  fileName: string;
  headers: string[];
  /** The sheet's first rows, as the upload read them. */
  sample: string[][];
  /** The matcher's guesses, one per column. */
  guessed: ColumnMapping;
  /** Fields that several headers looked like: the first of them has it, the others are left to the agent. */
  repeated: readonly string[];
  /** The server's complaints about the last mapping sent, in words: "mapping" for the whole, "mapping.<i>" for a column. */
  errors?: Record<string, string>;
  pending: boolean;
  /** The agent changed a column: the server's complaints about the last mapping no longer hold. */
  onEdit?: () => void;
  onSubmit: (mapping: ColumnMapping) => void;
};

/**
 * The mapping step: one row per column of the sheet, with its heading, its first values and which
 * field it holds; checked as it changes with the rule the server applies (columnMappingSchema).
 */
export function ColumnMappingStep({ fileName, headers, sample, guessed, repeated, errors, pending, onEdit, onSubmit }: ColumnMappingStepProps) {
  const t = useTranslations("events");
  const words = useMessageText();
  const fieldName = useFieldName();
  const id = useId();
  const [mapping, setMapping] = useState<ColumnMapping>(() => headers.map((_, i) => guessed[i] ?? null));
  const heading = useRef<HTMLHeadingElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  const problems = useMemo(() => mappingProblems(mapping), [mapping]);
  const missing = [...new Set([...problems.missing.map(words), ...(errors?.mapping ? [words(errors.mapping)] : [])])];
  const selectId = (i: number) => `${id}-column-${i}`;

  // The step appears in place of nothing: its heading takes the focus, so a screen reader says where the agent is.
  useEffect(() => heading.current?.focus(), []);

  function choose(i: number, value: string) {
    setMapping((m) => m.map((field, at) => (at === i ? ((value || null) as EventField | null) : field)));
    onEdit?.();
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    const firstTwice = Object.keys(problems.columns)
      .map(Number)
      .sort((a, b) => a - b)[0];
    if (firstTwice !== undefined) return document.getElementById(selectId(firstTwice))?.focus();
    if (problems.missing.length > 0) return summary.current?.focus();
    onSubmit(mapping);
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className="space-y-4" data-testid="column-mapping">
      <div>
        <h3 id={`${id}-title`} ref={heading} tabIndex={-1} className="text-base font-semibold text-slate-900 focus:outline-none">
          {t("mapping.title")}
        </h3>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">{t.rich("mapping.intro", { name: fileName, data })}</p>
      </div>
      <TableFrame className="rounded-md border border-slate-200">
        <Table caption={t("mapping.caption")}>
          <TableHead shaded>
            <HeaderCell>{t("mapping.column")}</HeaderCell>
            <HeaderCell>{t("mapping.heading")}</HeaderCell>
            <HeaderCell>{t("mapping.sample")}</HeaderCell>
            <HeaderCell>{t("mapping.field")}</HeaderCell>
          </TableHead>
          <TableBody top>
            {headers.map((header, i) => {
              const letter = columnLetter(i);
              const values = sample
                .map((row) => row[i]?.trim() ?? "")
                .filter(Boolean)
                .slice(0, SAMPLE_VALUES);
              const looksLike = mapping[i] ? null : fieldOfHeader(header);
              const hint = looksLike && repeated.includes(looksLike) ? t("mapping.alsoLooksLike", { field: fieldName(looksLike) }) : null;
              const error = problems.columns[i] ?? errors?.[`mapping.${i}`];
              const described = [`${id}-heading-${i}`, hint ? `${id}-hint-${i}` : null, error ? `${id}-error-${i}` : null].filter(Boolean).join(" ");
              return (
                <tr key={i} data-column={letter}>
                  <Cell className="font-mono text-slate-500">{letter}</Cell>
                  <RowHeader id={`${id}-heading-${i}`}>
                    {header ? <span translate="no">{header}</span> : <span className="font-normal italic text-slate-500">{t("mapping.noHeading")}</span>}
                  </RowHeader>
                  <Cell className="text-slate-600">
                    {values.length > 0 ? (
                      <ul translate="no" className="space-y-0.5">
                        {values.map((value, at) => (
                          <li key={at} className="max-w-[16rem] truncate" title={value}>
                            {value}
                          </li>
                        ))}
                      </ul>
                    ) : (
                      <span className="text-slate-500">{t("mapping.empty")}</span>
                    )}
                  </Cell>
                  <Cell className="min-w-[14rem]">
                    <label htmlFor={selectId(i)} className="sr-only">
                      {t("mapping.selectLabel", { column: letter })}
                    </label>
                    <Select
                      id={selectId(i)}
                      value={mapping[i] ?? ""}
                      onChange={(e) => choose(i, e.target.value)}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={described}
                      disabled={pending}
                    >
                      <option value="">{t("mapping.ignore")}</option>
                      <optgroup label={t("template.help.required")}>
                        {REQUIRED_FIELDS.map((field) => (
                          <option key={field} value={field}>
                            {fieldName(field)}
                          </option>
                        ))}
                      </optgroup>
                      <optgroup label={t("template.help.optional")}>
                        {OPTIONAL_FIELDS.map((field) => (
                          <option key={field} value={field}>
                            {fieldName(field)}
                          </option>
                        ))}
                      </optgroup>
                    </Select>
                    {hint && (
                      <p id={`${id}-hint-${i}`} className="mt-1 text-xs text-slate-500">
                        {hint}
                      </p>
                    )}
                    {error && (
                      <p id={`${id}-error-${i}`} className="mt-1 text-sm text-rose-700">
                        {words(error)}
                      </p>
                    )}
                  </Cell>
                </tr>
              );
            })}
          </TableBody>
        </Table>
      </TableFrame>
      <div ref={summary} tabIndex={-1} aria-live="polite" data-testid="mapping-missing" className="focus:outline-none">
        {missing.length > 0 && (
          <div className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
            <p className="font-semibold">{t("mapping.stillToChoose")}</p>
            <ul className="mt-1 list-disc pl-5">
              {missing.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <Button type="submit" busy={pending}>
        {pending ? t("mapping.checking") : t("mapping.submit")}
      </Button>
    </form>
  );
}
