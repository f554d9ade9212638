"use client";

import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { Field, Input } from "@/components/ui/field";
import { useMessageText } from "@/components/ui/use-message-text";
import type { RequesterOption } from "@/app/(desk)/admin/_components/types";

const fullName = (r: RequesterOption) => `${r.name} ${r.surname}`.trim();
/** Lower-case without accents, so "ines" finds Inés. */
const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

/** The next choice after ticking or unticking one requester: the first one ticked becomes the default. */
export function toggleRequester(chosen: string[], defaultId: string | null, id: string, on: boolean) {
  const next = on ? [...chosen, id] : chosen.filter((c) => c !== id);
  let nextDefault = defaultId;
  if (on && !nextDefault) nextDefault = id;
  if (!on && nextDefault === id) nextDefault = next[0] ?? null;
  return { requesterIds: next, defaultId: nextDefault };
}

/** A filterable checklist of requesters, with a default among the chosen ones. */
export function RequesterPicker({
  requesters,
  chosen,
  defaultId,
  error,
  onChange,
}: {
  requesters: RequesterOption[];
  chosen: string[];
  defaultId: string | null;
  error?: string;
  onChange: (choice: { requesterIds: string[]; defaultId: string | null }) => void;
}) {
  const t = useTranslations("users.picker");
  const words = useMessageText();
  const [filter, setFilter] = useState("");
  const shown = useMemo(() => {
    const words = fold(filter).split(/\s+/).filter(Boolean);
    return requesters.filter((r) => words.every((w) => fold(`${fullName(r)} ${r.email}`).includes(w)));
  }, [requesters, filter]);

  return (
    <>
      <Field label={t("filter")}>
        {(p) => <Input {...p} type="search" value={filter} onChange={(e) => setFilter(e.target.value)} placeholder={t("filterPlaceholder")} />}
      </Field>
      <fieldset aria-describedby={error ? "requesters-error" : undefined}>
        <legend className="text-sm font-medium text-slate-800">
          {t("legend")} <span className="font-normal text-slate-500">{t("chosen", { chosen: chosen.length, total: requesters.length })}</span>
        </legend>
        <ul className="mt-2 max-h-72 divide-y divide-slate-100 overflow-y-auto rounded-md border border-slate-200" data-testid="requester-options">
          {shown.map((r) => {
            const on = chosen.includes(r.id);
            return (
              <li key={r.id} className="flex items-center justify-between gap-3 px-3 py-2">
                <label className="flex min-w-0 flex-1 items-start gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="mt-0.5 size-4 accent-brand-700"
                    checked={on}
                    onChange={(e) => onChange(toggleRequester(chosen, defaultId, r.id, e.target.checked))}
                  />
                  <span className="min-w-0">
                    <span className="block font-medium text-slate-900" translate="no">
                      {fullName(r)}
                    </span>
                    <span className="block truncate text-xs text-slate-500" translate="no">
                      {r.email}
                    </span>
                  </span>
                </label>
                {on && (
                  <label className="flex shrink-0 items-center gap-1.5 text-xs text-slate-700">
                    <input
                      type="radio"
                      name="defaultId"
                      className="size-4 accent-brand-700"
                      checked={defaultId === r.id}
                      onChange={() => onChange({ requesterIds: chosen, defaultId: r.id })}
                    />
                    {t.rich("default", {
                      name: fullName(r),
                      hidden: (chunks) => <span className="sr-only">{chunks}</span>,
                      person: (chunks) => <span translate="no">{chunks}</span>,
                    })}
                  </label>
                )}
              </li>
            );
          })}
          {shown.length === 0 && <li className="px-3 py-4 text-sm text-slate-500">{t("noMatch", { filter: filter.trim() })}</li>}
        </ul>
        {error && (
          <p id="requesters-error" className="mt-1 text-sm text-rose-700">
            {words(error)}
          </p>
        )}
      </fieldset>
    </>
  );
}
