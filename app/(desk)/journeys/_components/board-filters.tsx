"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useState } from "react";
import { asData } from "@/components/journeys/journey-words";
import { STATE_FILTERS, hasNarrowing, type BoardFilters as Filters } from "@/lib/journeys/board";

export type BoardOptions = {
  requesters: { id: string; name: string }[];
  labels: { slug: string; name: string }[];
  /** Anyone the viewer may filter by; an agent only themselves (`me`), named "(me)" in the reader's words. */
  agents: { id: string; name: string; me?: boolean }[];
  /** The event in the URL (`event`), with its groups; null when there is none or the viewer may not see it. */
  event: { id: string; name: string; groups: string[] } | null;
};

/** Every filter off: what "Clear filters" leaves. */
export const NO_FILTERS: Partial<Filters> = {
  state: undefined,
  requester: undefined,
  label: undefined,
  agent: undefined,
  from: undefined,
  to: undefined,
  q: undefined,
  event: undefined,
  group: undefined,
};

type Change = (patch: Partial<Filters>, how?: "push" | "replace") => void;

const control = "mt-1 block w-full rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-brand-700";

/** A choice among the filter's options; a `data` option is a name as it came (a person, a label), not words to translate. */
function Select({
  label,
  value,
  onChange,
  options,
  any,
}: {
  label: string;
  value: string | undefined;
  onChange: (v: string | undefined) => void;
  options: { value: string; label: string; data?: boolean }[];
  any: string;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="text-xs font-medium text-slate-600">
        {label}
      </label>
      <select id={id} className={control} value={value ?? ""} onChange={(e) => onChange(e.target.value || undefined)}>
        <option value="">{any}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value} translate={o.data ? "no" : undefined}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The board's filters and search; every change lands in the URL (the search as you type, without flooding history). */
export function BoardFilters({ filters, options, onChange }: { filters: Filters; options: BoardOptions; onChange: Change }) {
  const t = useTranslations("journeys");
  const searchId = useId();
  const [text, setText] = useState(filters.q ?? "");
  // The URL wins when it changes under us (back, forward, "Clear filters").
  const [seen, setSeen] = useState(filters.q);
  if (seen !== filters.q) {
    setSeen(filters.q);
    setText(filters.q ?? "");
  }
  useEffect(() => {
    const q = text.trim() || undefined;
    if (q === filters.q) return;
    const timer = setTimeout(() => onChange({ q }, "replace"), 300);
    return () => clearTimeout(timer);
  }, [text, filters.q, onChange]);

  return (
    <form
      role="search"
      aria-label={t("board.filters.name")}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
      onSubmit={(e) => {
        e.preventDefault();
        onChange({ q: text.trim() || undefined }, "push");
      }}
    >
      <div className="sm:col-span-2">
        <label htmlFor={searchId} className="text-xs font-medium text-slate-600">
          {t("board.filters.search")}
        </label>
        <input
          id={searchId}
          type="search"
          className={control}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t("board.filters.searchPlaceholder")}
          autoComplete="off"
        />
      </div>
      {filters.event && <EventFilter filters={filters} event={options.event} onChange={onChange} />}
      <Select
        label={t("board.filters.state")}
        value={filters.state}
        any={t("board.filters.anyState")}
        onChange={(v) => onChange({ state: v as Filters["state"] })}
        options={STATE_FILTERS.map((value) => ({ value, label: t(`board.filters.states.${value}`) }))}
      />
      <Select
        label={t("board.filters.requester")}
        value={filters.requester}
        any={t("board.filters.anyRequester")}
        onChange={(v) => onChange({ requester: v })}
        options={options.requesters.map((r) => ({ value: r.id, label: r.name, data: true }))}
      />
      <Select
        label={t("board.filters.label")}
        value={filters.label}
        any={t("board.filters.anyLabel")}
        onChange={(v) => onChange({ label: v })}
        options={options.labels.map((l) => ({ value: l.slug, label: l.name, data: true }))}
      />
      <Select
        label={t("board.filters.agent")}
        value={filters.agent}
        any={t("board.filters.anyAgent")}
        onChange={(v) => onChange({ agent: v })}
        options={options.agents.map((a) => ({ value: a.id, label: a.me ? t("board.filters.me", { name: a.name }) : a.name, data: !a.me }))}
      />
      <DateField label={t("board.filters.from")} value={filters.from} max={filters.to} onChange={(from) => onChange({ from })} />
      <DateField label={t("board.filters.to")} value={filters.to} min={filters.from} onChange={(to) => onChange({ to })} />
      {hasNarrowing(filters) && (
        <div className="flex items-end sm:col-span-2 lg:col-span-4">
          <button
            type="button"
            className="text-sm font-medium text-brand-700 underline underline-offset-2 hover:no-underline"
            onClick={() => onChange(NO_FILTERS)}
          >
            {t("board.filters.clear")}
          </button>
        </div>
      )}
    </form>
  );
}

function DateField({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: string | undefined;
  min?: string;
  max?: string;
  onChange: (v: string | undefined) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="text-xs font-medium text-slate-600">
        {label}
      </label>
      <input id={id} type="date" className={control} value={value ?? ""} min={min} max={max} onChange={(e) => onChange(e.target.value || undefined)} />
    </div>
  );
}

/**
 * The event the board shows the rides of, as a chip that removes it, and its groups to narrow to
 * one; shown only when the URL names an event (its page links here).
 */
function EventFilter({ filters, event, onChange }: { filters: Filters; event: BoardOptions["event"]; onChange: Change }) {
  const t = useTranslations("journeys");
  const name = event?.name ?? "";
  return (
    <div className="flex flex-wrap items-end gap-3 sm:col-span-2 lg:col-span-4" data-testid="board-event-filter">
      <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm font-medium text-brand-900 ring-1 ring-brand-200">
        {event ? t.rich("board.filters.event", { event: name, name: asData }) : t("board.filters.eventUnknown")}
        <button
          type="button"
          className="rounded-full px-1.5 text-base leading-none text-brand-800 hover:bg-brand-100"
          aria-label={t("board.filters.removeEvent", { event: name })}
          onClick={() => onChange({ event: undefined, group: undefined })}
        >
          <span aria-hidden>×</span>
        </button>
      </span>
      {event && event.groups.length > 0 && (
        <div className="min-w-48">
          <Select
            label={t("board.filters.group")}
            value={filters.group}
            any={t("board.filters.anyGroup")}
            onChange={(group) => onChange({ group })}
            options={event.groups.map((g) => ({ value: g, label: g, data: true }))}
          />
        </div>
      )}
    </div>
  );
}
