"use client";

import type { LabelOption } from "./types";

export type Details = { message: string; reason: string; labelSlug: string; preferredDriverId: string };

const input = "block w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-rose-600";

/** What the driver reads, and what the expense report shows: reason and label (cost centre). */
export function DetailsSection({ value, labels, ownFleet, errors, onChange }: { value: Details; labels: LabelOption[]; ownFleet: boolean; errors: Record<string, string | undefined>; onChange(v: Details): void }) {
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-900">Details</legend>
      <label className="block text-sm">
        <span className="mb-1 block font-medium text-slate-700">Message for the driver</span>
        <textarea className={input} rows={2} maxLength={1000} value={value.message} aria-invalid={!!errors.message} placeholder="e.g. The guest has two large suitcases" onChange={(e) => onChange({ ...value, message: e.target.value })} />
        {errors.message && <span className="mt-1 block text-rose-700">{errors.message}</span>}
      </label>
      <div className="grid gap-3 sm:grid-cols-2">
        <label className="block text-sm">
          <span className="mb-1 block font-medium text-slate-700">Reason</span>
          <input className={input} maxLength={500} value={value.reason} aria-invalid={!!errors.reason} placeholder="e.g. Client visit" onChange={(e) => onChange({ ...value, reason: e.target.value })} />
          {errors.reason && <span className="mt-1 block text-rose-700">{errors.reason}</span>}
        </label>
        <label className="block text-sm">
          <span className="mb-1 block font-medium text-slate-700">Label (cost centre)</span>
          <select className={input} value={value.labelSlug} aria-invalid={!!errors.labelSlug} onChange={(e) => onChange({ ...value, labelSlug: e.target.value })}>
            <option value="">No label</option>
            {labels.map((l) => (
              <option key={l.slug} value={l.slug}>
                {l.name}
              </option>
            ))}
          </select>
          {errors.labelSlug && <span className="mt-1 block text-rose-700">{errors.labelSlug}</span>}
        </label>
      </div>
      {ownFleet && (
        <label className="block text-sm">
          <span className="mb-1 block font-medium text-slate-700">Preferred driver (optional)</span>
          <input className={input} value={value.preferredDriverId} aria-invalid={!!errors.preferredDriverId} placeholder="Driver id from your fleet, 32 characters" maxLength={40} onChange={(e) => onChange({ ...value, preferredDriverId: e.target.value })} />
          {errors.preferredDriverId && <span className="mt-1 block text-rose-700">{errors.preferredDriverId}</span>}
        </label>
      )}
    </fieldset>
  );
}
