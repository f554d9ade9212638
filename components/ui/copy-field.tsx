"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";

type CopyState = "idle" | "copied" | "manual";

/** Read-only text with a button that copies it; without clipboard access the text is selected instead. */
export function CopyField({
  label,
  value,
  buttonLabel,
  description,
  multiline = false,
  lang,
  testId,
  focusOnMount = false,
}: {
  label: string;
  value: string;
  buttonLabel: string;
  /** Shown between the label and the text, where it is read before the text. */
  description?: ReactNode;
  multiline?: boolean;
  lang?: string;
  testId?: string;
  /** For a link just made, such as an invitation: focused (and selected) as it appears. */
  focusOnMount?: boolean;
}) {
  const t = useTranslations("common");
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<CopyState>("idle");

  useEffect(() => {
    if (focusOnMount) box.current?.querySelector<HTMLInputElement | HTMLTextAreaElement>("input, textarea")?.focus();
  }, [focusOnMount]);

  useEffect(() => {
    if (state !== "copied") return;
    const t = setTimeout(() => setState("idle"), 2500);
    return () => clearTimeout(t);
  }, [state]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setState("copied");
    } catch {
      // No clipboard permission (or no secure context): select the text so Ctrl+C still works.
      const control = box.current?.querySelector<HTMLInputElement | HTMLTextAreaElement>("input, textarea");
      control?.focus();
      control?.select();
      setState(document.execCommand?.("copy") ? "copied" : "manual");
    }
  }

  const selectAll = (e: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) => e.currentTarget.select();

  const feedback = (
    <p aria-live="polite" className={`text-sm text-emerald-700 ${multiline ? "" : "min-h-5"}`}>
      {state === "copied" ? t("copied") : state === "manual" ? t("copyByHand") : ""}
    </p>
  );
  const button = (
    <Button type="button" variant="secondary" onClick={copy} className="shrink-0">
      <svg aria-hidden viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.5">
        <rect x="7" y="7" width="10" height="10" rx="1.5" />
        <path d="M13 4.5V4a1 1 0 0 0-1-1H4a1 1 0 0 0-1 1v8a1 1 0 0 0 1 1h.5" />
      </svg>
      {buttonLabel}
    </Button>
  );

  return (
    <Field label={label}>
      {({ id, ...aria }) => {
        const describedBy = description ? `${id}-description` : undefined;
        // The value is copied as it is (a link, a code, a message in someone else's language): never translated in place.
        const common = {
          id,
          ...aria,
          "aria-describedby": describedBy,
          readOnly: true,
          value,
          lang,
          translate: "no" as const,
          onFocus: selectAll,
          "data-testid": testId,
        };
        return (
          <div ref={box} className="space-y-1.5">
            {description && (
              <p id={describedBy} className="text-xs text-slate-500">
                {description}
              </p>
            )}
            {multiline ? (
              <>
                <textarea
                  {...common}
                  rows={4}
                  className="block w-full resize-y rounded-md border border-slate-300 bg-slate-50 px-3 py-2 text-sm shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
                />
                <div className="flex flex-wrap items-center gap-3">
                  {button}
                  {feedback}
                </div>
              </>
            ) : (
              <>
                <div className="flex gap-2">
                  <Input {...common} className="min-w-0 flex-1 bg-slate-50 font-mono text-xs" />
                  {button}
                </div>
                {feedback}
              </>
            )}
          </div>
        );
      }}
    </Field>
  );
}
