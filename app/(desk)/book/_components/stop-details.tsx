"use client";

import { useTranslations } from "next-intl";
import { useId, useState, type ReactNode } from "react";
import { savePlaceAction } from "@/app/(desk)/_actions/places";
import type { StopInput } from "@/lib/booking/schema";

const input =
  "block w-full rounded-md border border-slate-300 px-2.5 py-1.5 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-rose-600";

type AddressField = "addr" | "num" | "city" | "postal_code" | "country";
/** Each address field with its name's key in the messages (booking.stopDetails.address). */
const ADDRESS: { field: AddressField; label: "street" | "number" | "postalCode" | "city" | "country"; max: number; wide?: boolean; autoComplete: string }[] = [
  { field: "addr", label: "street", max: 200, wide: true, autoComplete: "address-line1" },
  { field: "num", label: "number", max: 20, autoComplete: "off" },
  { field: "postal_code", label: "postalCode", max: 20, autoComplete: "postal-code" },
  { field: "city", label: "city", max: 100, autoComplete: "address-level2" },
  { field: "country", label: "country", max: 60, autoComplete: "country" },
];

function Field({
  label,
  error,
  className,
  children,
}: {
  label: string;
  error?: string;
  className?: string;
  children: (id: string, describedBy?: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className={`text-sm ${className ?? ""}`}>
      <label htmlFor={id} className="mb-1 block font-medium text-slate-700">
        {label}
      </label>
      {children(id, error ? `${id}-error` : undefined)}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-rose-700">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * A stop's details: its address as the driver reads it, a short name, instructions for the
 * driver, and who to call there. Errors show next to the field they concern.
 */
export function StopDetails({ stop, errors, onChange }: { stop: StopInput; errors: Record<string, string>; onChange(patch: Partial<StopInput>): void }) {
  const t = useTranslations("booking.stopDetails");
  const contacts = stop.contacts ?? [];
  const [saved, setSaved] = useState<ReactNode>(null);
  async function save() {
    const r = await savePlaceAction({
      name: stop.name ?? "",
      loc: stop.loc as [number, number],
      addr: stop.addr,
      num: stop.num,
      city: stop.city,
      postal_code: stop.postal_code,
      country: stop.country,
      instr: stop.instr,
    }).catch(() => null);
    setSaved(
      r?.ok
        ? t.rich("placeSaved", { name: () => <span translate="no">{r.data.name}</span> })
        : r && !r.ok
          ? (r.error.fields?.name ?? r.error.message)
          : t("placeNotSaved"),
    );
  }
  const setContact = (i: number, patch: Partial<{ name: string; mobile: string }>) =>
    onChange({ contacts: contacts.map((c, j) => (j === i ? { ...c, ...patch } : c)) });
  return (
    <div className="mt-3 space-y-3 border-t border-slate-100 pt-3">
      <fieldset className="grid gap-3 sm:grid-cols-4">
        <legend className="mb-1 text-sm font-medium text-slate-700">{t("address.legend")}</legend>
        {ADDRESS.map(({ field, label, max, wide, autoComplete }) => (
          <Field
            key={field}
            label={t(`address.${label}`)}
            error={errors[field]}
            className={wide ? "sm:col-span-3" : field === "country" ? "sm:col-span-2" : field === "city" ? "sm:col-span-2" : ""}
          >
            {(id, describedBy) => (
              <input
                id={id}
                className={input}
                value={stop[field] ?? ""}
                maxLength={max}
                autoComplete={autoComplete}
                aria-invalid={!!errors[field]}
                aria-describedby={describedBy}
                onChange={(e) => onChange({ [field]: e.target.value })}
              />
            )}
          </Field>
        ))}
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t("placeName")} error={errors.name}>
          {(id, describedBy) => (
            <>
              <input
                id={id}
                className={input}
                value={stop.name ?? ""}
                maxLength={120}
                placeholder={t("placeNamePlaceholder")}
                aria-invalid={!!errors.name}
                aria-describedby={describedBy}
                onChange={(e) => onChange({ name: e.target.value })}
              />
              <button
                type="button"
                disabled={!stop.name?.trim()}
                onClick={() => void save()}
                className="mt-1 text-xs font-medium text-brand-700 hover:underline disabled:text-slate-400 disabled:no-underline"
              >
                {t("savePlace")}
              </button>
              {saved && (
                <span role="status" className="ml-2 text-xs text-slate-600">
                  {saved}
                </span>
              )}
            </>
          )}
        </Field>
        <Field label={t("instructions")} error={errors.instr} className="sm:col-span-2">
          {(id, describedBy) => (
            <textarea
              id={id}
              className={input}
              rows={2}
              maxLength={500}
              value={stop.instr ?? ""}
              placeholder={t("instructionsPlaceholder")}
              aria-invalid={!!errors.instr}
              aria-describedby={describedBy}
              onChange={(e) => onChange({ instr: e.target.value })}
            />
          )}
        </Field>
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-slate-700">{t("contacts.legend")}</legend>
        {errors.contacts && <p className="mt-1 text-sm text-rose-700">{errors.contacts}</p>}
        {contacts.map((c, i) => (
          <div key={i} className="mt-2">
            <div className="flex gap-2">
              <input
                className={input}
                aria-label={t("contacts.name", { number: i + 1 })}
                value={c.name}
                placeholder={t("contacts.namePlaceholder")}
                aria-invalid={!!errors[`contacts.${i}.name`]}
                onChange={(e) => setContact(i, { name: e.target.value })}
              />
              <input
                className={input}
                aria-label={t("contacts.mobile", { number: i + 1 })}
                value={c.mobile}
                type="tel"
                placeholder="+34 600 000 000"
                aria-invalid={!!errors[`contacts.${i}.mobile`]}
                onChange={(e) => setContact(i, { mobile: e.target.value })}
              />
              <button
                type="button"
                className="rounded px-2 text-sm text-slate-600 hover:bg-slate-100"
                aria-label={t("contacts.remove", { number: i + 1 })}
                onClick={() => onChange({ contacts: contacts.filter((_, j) => j !== i) })}
              >
                {t("contacts.removeButton")}
              </button>
            </div>
            {[errors[`contacts.${i}.name`], errors[`contacts.${i}.mobile`]].filter(Boolean).map((e) => (
              <p key={e} className="mt-1 text-sm text-rose-700">
                {t("contacts.error", { number: i + 1, error: e! })}
              </p>
            ))}
          </div>
        ))}
        {contacts.length < 5 && (
          <button
            type="button"
            className="mt-2 text-sm font-medium text-brand-700 hover:underline"
            onClick={() => onChange({ contacts: [...contacts, { name: "", mobile: "" }] })}
          >
            {t("contacts.add")}
          </button>
        )}
      </fieldset>
    </div>
  );
}
