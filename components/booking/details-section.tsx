"use client";

import type { UseFormRegister } from "react-hook-form";
import type { BookingInput } from "@/lib/booking/schema";
import type { LabelOption } from "./types";

const input = "block w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-rose-600";

/** What the driver reads, and what the expense report shows: reason and label (cost centre). */
export function DetailsSection({ register, labels, labelsNote = null, ownFleet, errors }: {
  register: UseFormRegister<BookingInput>; labels: LabelOption[]; labelsNote?: string | null; ownFleet: boolean; errors: Record<string, string | undefined>;
}) {
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-900">Details</legend>
      <label className="block text-sm">
        <span className="mb-1 block font-medium text-slate-700">Message for the driver</span>
        <textarea className={input} rows={2} maxLength={1000} aria-invalid={!!errors.message} placeholder="e.g. The guest has two large suitcases" {...register("message")} />
        {errors.message && <span className="mt-1 block text-rose-700">{errors.message}</span>}
      </label>
      <div className="grid gap-3 sm:grid-cols-2">
        <label className="block text-sm">
          <span className="mb-1 block font-medium text-slate-700">Reason</span>
          <input className={input} maxLength={500} aria-invalid={!!errors.reason} placeholder="e.g. Client visit" {...register("reason")} />
          {errors.reason && <span className="mt-1 block text-rose-700">{errors.reason}</span>}
        </label>
        <label className="block text-sm">
          <span className="mb-1 block font-medium text-slate-700">Label (cost centre)</span>
          <select className={input} aria-invalid={!!errors.labelSlug} aria-describedby={labelsNote ? "labels-note" : undefined} {...register("labelSlug")}>
            <option value="">No label</option>
            {labels.map((l) => (
              <option key={l.slug} value={l.slug}>
                {l.name}
              </option>
            ))}
          </select>
          {labelsNote && (
            <span id="labels-note" className="mt-1 block text-xs text-amber-800">
              {labelsNote}
            </span>
          )}
          {errors.labelSlug && <span className="mt-1 block text-rose-700">{errors.labelSlug}</span>}
        </label>
      </div>
      {ownFleet && (
        <label className="block text-sm">
          <span className="mb-1 block font-medium text-slate-700">Preferred driver (optional)</span>
          <input className={input} aria-invalid={!!errors.preferredDriverId} placeholder="Driver id from your fleet, 32 characters" maxLength={40} {...register("preferredDriverId")} />
          {errors.preferredDriverId && <span className="mt-1 block text-rose-700">{errors.preferredDriverId}</span>}
        </label>
      )}
    </fieldset>
  );
}
