"use client";

import { useId, useState } from "react";
import type { Language } from "./localized";
import { localized } from "./localized";
import { stepText, type HubMeetingPoint } from "./meeting-point";

/**
 * A lazy picture that keeps its box while loading and shows a quiet placeholder when the
 * provider gives no image or it fails to load.
 */
export function HubPicture({ src, alt, className }: { src: string | null | undefined; alt: string; className: string }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <div aria-hidden className={`flex items-center justify-center bg-slate-100 text-slate-400 ${className}`}>
        <svg viewBox="0 0 24 24" className="size-8" fill="none" stroke="currentColor" strokeWidth="1.5">
          <path d="M12 21s-6-5.3-6-10a6 6 0 1 1 12 0c0 4.7-6 10-6 10Z" />
          <circle cx="12" cy="11" r="2.2" />
        </svg>
      </div>
    );
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the provider serves these from its own hosts; next/image would need each allow-listed
    <img src={src} alt={alt} loading="lazy" decoding="async" onError={() => setFailed(true)} className={`bg-slate-100 ${className}`} />
  );
}

/** One meeting point as a radio option, with its walking directions behind a disclosure. */
export function MeetingPointCard({
  point,
  language,
  groupName,
  checked,
  onSelect,
}: {
  point: HubMeetingPoint;
  language: Language;
  groupName: string;
  checked: boolean;
  onSelect: () => void;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const title = localized(point.title, language) || "Unnamed meeting point";
  const steps = point.instructions
    .map((step) => ({ text: stepText(step, language), image: step.step_image_url ?? null }))
    .filter((step) => step.text || step.image);
  const hasDirections = steps.length > 0 || Boolean(point.bottom_image_url);

  return (
    <div
      data-testid="meeting-point-option"
      data-uid={point.uid}
      data-checked={checked || undefined}
      className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm transition-shadow has-checked:border-brand-600 has-checked:ring-2 has-checked:ring-brand-600/30"
    >
      <label className="block cursor-pointer hover:bg-slate-50">
        <HubPicture key={point.header_image_url} src={point.header_image_url} alt={title} className="aspect-video w-full object-cover" />
        <span className="flex items-start gap-2.5 px-3 py-2.5">
          <input
            type="radio"
            name={groupName}
            value={point.uid}
            checked={checked}
            onChange={onSelect}
            aria-labelledby={`${id}-title`}
            className="mt-0.5 size-4 shrink-0 accent-brand-700"
          />
          <span id={`${id}-title`} className="text-sm font-medium text-slate-900">
            {title}
          </span>
        </span>
      </label>

      {hasDirections && (
        <div className="border-t border-slate-100 px-3 py-2">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={`${id}-directions`}
            onClick={() => setOpen((o) => !o)}
            className="inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline"
          >
            <svg aria-hidden viewBox="0 0 20 20" className={`size-4 transition-transform ${open ? "rotate-90" : ""}`} fill="currentColor">
              <path d="M7.2 4.2a.75.75 0 0 1 1.06 0l5.25 5.25a.75.75 0 0 1 0 1.06L8.26 15.8a.75.75 0 1 1-1.06-1.06L11.94 10 7.2 5.26a.75.75 0 0 1 0-1.06Z" />
            </svg>
            {open ? "Hide directions" : "Show directions"}
            <span className="sr-only"> to {title}</span>
          </button>

          <div id={`${id}-directions`} hidden={!open} className="mt-2 space-y-3 pb-1">
            {steps.length > 0 && (
              <ol className="space-y-3">
                {steps.map((step, i) => (
                  <li key={i} className="flex items-start gap-3 text-sm text-slate-700">
                    <span aria-hidden className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xs font-semibold text-brand-800">
                      {i + 1}
                    </span>
                    <div className="min-w-0 flex-1 space-y-1.5">
                      {/* The step's text says all its picture shows, so the picture is decorative. */}
                      {step.image && <HubPicture key={step.image} src={step.image} alt="" className="aspect-[3/2] w-full max-w-60 rounded-md object-cover" />}
                      {step.text && <p>{step.text}</p>}
                    </div>
                  </li>
                ))}
              </ol>
            )}
            {point.bottom_image_url && (
              <HubPicture
                key={point.bottom_image_url}
                src={point.bottom_image_url}
                alt={`Where to wait at ${title}`}
                className="aspect-[16/5] w-full rounded-md object-cover"
              />
            )}
          </div>
        </div>
      )}
    </div>
  );
}
