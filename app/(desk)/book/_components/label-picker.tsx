"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useMemo, useState, type Ref } from "react";
import type { LabelOption, LabelsNote } from "./types";
import { RequiredMark } from "@/components/ui/required-mark";

/** Shown at once: enough to scroll through, few enough to render fast with hundreds of cost centres. */
const SHOWN = 50;

const fold = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase();

/** Labels whose name or slug contains every word typed, accents and case aside; names that start with the text first. */
export function matchLabels(labels: LabelOption[], text: string): LabelOption[] {
  const q = fold(text.trim());
  if (!q) return labels;
  const words = q.split(/\s+/);
  const hits = labels.filter((l) => {
    const hay = `${fold(l.name)} ${l.slug}`;
    return words.every((w) => hay.includes(w));
  });
  return hits.sort((a, b) => Number(!fold(a.name).startsWith(q)) - Number(!fold(b.name).startsWith(q)));
}

/** An option of the list: a label, or "No label" (`none`, named in the messages). */
type Option = { slug: string; name: string; none?: true };

/**
 * The label (cost centre) of a booking: a combobox that finds a label among hundreds by name or
 * slug. Arrow keys move, Enter picks, Escape closes; "No label" is offered only when not required.
 */
export function LabelPicker({
  labels,
  note = null,
  value,
  onChange,
  required,
  error,
  onBlur,
  inputRef,
}: {
  labels: LabelOption[];
  /** Why there are no labels to offer, when the page knows (never read from the ride service yet, or none there). */
  note?: LabelsNote | null;
  value: string;
  onChange(slug: string): void;
  required: boolean;
  error?: string;
  onBlur?(): void;
  /** The form's handle on the field, so a refused booking can bring it into view and focus. */
  inputRef?: Ref<HTMLInputElement>;
}) {
  const t = useTranslations("booking.label");
  const id = useId();
  const chosen = labels.find((l) => l.slug === value) ?? null;
  const [text, setText] = useState<string | null>(null); // null: not typing, the field shows the chosen label
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const matches = useMemo(() => matchLabels(labels, text ?? ""), [labels, text]);
  const options: Option[] = [...(required || text ? [] : [{ slug: "", name: "", none: true as const }]), ...matches.slice(0, SHOWN)];
  const more = matches.length - Math.min(matches.length, SHOWN);
  const showList = open && labels.length > 0;
  // The option the arrow keys reach stays in view in a long list.
  useEffect(() => {
    if (showList) document.getElementById(`${id}-opt-${active}`)?.scrollIntoView?.({ block: "nearest" });
  }, [showList, active, id]);

  function pick(o: Option) {
    onChange(o.slug);
    setText(null);
    setOpen(false);
  }

  function close() {
    setOpen(false);
    setText(null);
    onBlur?.();
  }

  const described = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className="relative text-sm">
      <label htmlFor={id} className="mb-1 block font-medium text-slate-700">
        {t("name")}
        {required && <RequiredMark text={t("required")} />}
      </label>
      <input
        ref={inputRef}
        id={id}
        role="combobox"
        aria-expanded={showList}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-required={required}
        aria-invalid={!!error}
        aria-describedby={described}
        aria-activedescendant={showList && options[active] ? `${id}-opt-${active}` : undefined}
        autoComplete="off"
        disabled={labels.length === 0}
        value={text ?? (chosen ? chosen.name : "")}
        placeholder={labels.length === 0 ? t("placeholderNone") : required ? t("placeholderRequired") : t("placeholder")}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(0);
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onBlur={() => setTimeout(close, 150)}
        onKeyDown={(e) => {
          if (e.key === "ArrowDown") {
            e.preventDefault();
            if (!open) setOpen(true);
            else setActive((a) => Math.min(a + 1, options.length - 1));
          } else if (e.key === "ArrowUp") {
            e.preventDefault();
            setActive((a) => Math.max(a - 1, 0));
          } else if (e.key === "Enter" && showList) {
            e.preventDefault();
            if (options[active]) pick(options[active]);
          } else if (e.key === "Escape" && showList) {
            e.preventDefault();
            setOpen(false);
            setText(null);
          }
        }}
        className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-rose-600 disabled:bg-slate-100"
      />
      <span id={`${id}-hint`} className="mt-1 block text-xs text-slate-500">
        {labels.length === 0
          ? note === "noneActive"
            ? t("noteNoneActive")
            : note === "notSynced"
              ? t("noteNotSynced")
              : required
                ? t("noneRequired")
                : t("none")
          : chosen
            ? t.rich("code", { code: () => <span translate="no">{chosen.slug}</span> })
            : t("count", { count: labels.length })}
      </span>
      {error && (
        <span id={`${id}-error`} className="mt-1 block text-rose-700">
          {error}
        </span>
      )}
      {showList && (
        <ul
          id={`${id}-list`}
          role="listbox"
          aria-label={t("list")}
          className="absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg"
        >
          {options.map((o, i) => (
            <li
              key={o.slug || "none"}
              id={`${id}-opt-${i}`}
              role="option"
              aria-selected={i === active}
              onMouseDown={(e) => {
                e.preventDefault();
                pick(o);
              }}
              onMouseEnter={() => setActive(i)}
              className={`flex cursor-pointer items-baseline justify-between gap-3 px-3 py-2 ${i === active ? "bg-brand-50 text-brand-800" : "text-slate-800"}`}
            >
              {o.none ? <span className="italic text-slate-500">{t("noLabel")}</span> : <span translate="no">{o.name}</span>}
              {!o.none && (
                <span className="font-mono text-xs text-slate-500" translate="no">
                  {o.slug}
                </span>
              )}
            </li>
          ))}
          {options.length === 0 && <li className="px-3 py-2 text-slate-500">{t.rich("noMatch", { text: () => <span translate="no">{text}</span> })}</li>}
          {more > 0 && <li className="px-3 py-2 text-xs text-slate-500">{t("more", { count: more })}</li>}
        </ul>
      )}
    </div>
  );
}
