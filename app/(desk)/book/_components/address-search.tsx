"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useId, useRef, useState } from "react";
import { placeSearchQuery } from "@/lib/booking/query-options";
import type { PlaceOption } from "./types";
import { useDebounced } from "@/components/ui/use-now";
import { labelOf } from "@/lib/geocoder/place";

/** An address search box (a combobox): type, then pick with the mouse or the arrow keys and Enter. */
export function AddressSearch({
  label,
  placeholder,
  near,
  disabled,
  onPick,
  describedBy,
}: {
  label: string;
  placeholder: string;
  near?: [number, number];
  disabled?: boolean;
  onPick(place: PlaceOption): void;
  describedBy?: string;
}) {
  const t = useTranslations("booking.search");
  const id = useId();
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  // The list closes a moment after the box loses focus; coming back within that moment keeps it open.
  const closing = useRef<ReturnType<typeof setTimeout>>(undefined);
  const q = useDebounced(text.trim(), 250);
  const results = useQuery(placeSearchQuery(q, near));
  // Results are shown only for what is typed now: an answer to an earlier text must never be picked by Enter.
  const settled = q === text.trim();
  const places = settled ? (results.data?.places ?? []) : [];
  const unavailable = settled ? (results.data?.unavailable ?? null) : null;
  const searching = !settled || results.isFetching;
  const showList = open && text.trim().length >= 2;

  const pick = (p: PlaceOption) => {
    onPick(p);
    setText("");
    setOpen(false);
  };

  return (
    <div className="relative">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        role="combobox"
        aria-expanded={showList}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={showList && places[active] ? `${id}-opt-${active}` : undefined}
        aria-describedby={describedBy}
        disabled={disabled}
        value={text}
        placeholder={placeholder}
        autoComplete="off"
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(0);
        }}
        onFocus={() => {
          clearTimeout(closing.current);
          setOpen(true);
        }}
        onBlur={() => {
          closing.current = setTimeout(() => setOpen(false), 150);
        }}
        onKeyDown={(e) => {
          if (e.key === "ArrowDown") {
            e.preventDefault();
            setActive((a) => Math.min(a + 1, places.length - 1));
          } else if (e.key === "ArrowUp") {
            e.preventDefault();
            setActive((a) => Math.max(a - 1, 0));
          } else if (e.key === "Enter" && showList && places[active]) {
            e.preventDefault();
            pick(places[active]);
          } else if (e.key === "Escape") {
            setOpen(false);
          }
        }}
        className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none disabled:bg-slate-100"
      />
      {showList && (
        <ul
          id={`${id}-list`}
          role="listbox"
          aria-label={t("results", { label })}
          className="absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg"
        >
          {searching && places.length === 0 && <li className="px-3 py-2 text-slate-500">{t("searching")}</li>}
          {settled && results.isError && <li className="px-3 py-2 text-rose-700">{t("failed")}</li>}
          {unavailable && (
            <li role="presentation" data-testid="address-search-unavailable" className="border-b border-amber-100 bg-amber-50 px-3 py-2 text-amber-900">
              {t("unavailable")}
            </li>
          )}
          {!searching && !results.isError && !unavailable && places.length === 0 && (
            <li className="px-3 py-2 text-slate-500">{t.rich("noMatch", { text: () => <span translate="no">{q}</span> })}</li>
          )}
          {places.map((p, i) => (
            <li
              key={`${p.loc.join(",")}-${i}`}
              id={`${id}-opt-${i}`}
              role="option"
              aria-selected={i === active}
              onMouseDown={(e) => {
                e.preventDefault();
                pick(p);
              }}
              onMouseEnter={() => setActive(i)}
              className={`cursor-pointer px-3 py-2 ${i === active ? "bg-brand-50 text-brand-800" : "text-slate-800"}`}
            >
              {p.saved && p.name ? (
                t.rich("saved", {
                  name: () => <span translate="no">{p.name}</span>,
                  address: () => <span translate="no">{labelOf({ ...p, name: null })}</span>,
                })
              ) : (
                <span translate="no">{p.label}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      {showList && unavailable && (
        <p role="status" className="sr-only">
          {t("unavailable")}
        </p>
      )}
    </div>
  );
}
