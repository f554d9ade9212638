"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import type { Language } from "@/lib/i18n/localized";
import { localized } from "@/lib/i18n/localized";
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

/** A meeting point's name in the provider's words (in `language` where it has them), or the reader's words for one without a name. */
export function useMeetingPointTitle(): (point: HubMeetingPoint, language: Language) => string {
  const t = useTranslations("booking.meetingPoints");
  return (point, language) => localized(point.title, language) || t("unnamed");
}

/** The number a meeting point has in the picker and on the map, so the two can be matched at a glance. */
export function PointNumber({ n, chosen, className = "" }: { n: number; chosen: boolean; className?: string }) {
  return (
    <span
      aria-hidden
      className={`flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-bold ${chosen ? "bg-accent-500 text-slate-900" : "bg-brand-700 text-white"} ${className}`}
    >
      {n}
    </span>
  );
}

/** One meeting point as a compact radio option in the form: its number, a thumbnail and its name. */
export function MeetingPointOption({
  point,
  n,
  language,
  groupName,
  checked,
  onSelect,
}: {
  point: HubMeetingPoint;
  n: number;
  language: Language;
  groupName: string;
  checked: boolean;
  onSelect: () => void;
}) {
  const id = useId();
  const title = useMeetingPointTitle()(point, language);
  return (
    <label
      data-testid="meeting-point-option"
      data-uid={point.uid}
      data-checked={checked || undefined}
      className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 bg-white p-2 shadow-sm hover:bg-slate-50 has-checked:border-brand-600 has-checked:ring-2 has-checked:ring-brand-600/30"
    >
      <input
        type="radio"
        name={groupName}
        value={point.uid}
        checked={checked}
        onChange={onSelect}
        aria-labelledby={`${id}-title`}
        className="size-4 shrink-0 accent-brand-700"
      />
      <PointNumber n={n} chosen={checked} />
      <HubPicture key={point.header_image_url} src={point.header_image_url} alt="" className="h-12 w-20 shrink-0 rounded object-cover" />
      <span id={`${id}-title`} className="min-w-0 text-sm font-medium text-slate-900" translate="no">
        {title}
      </span>
    </label>
  );
}

/** Everything the guest needs to find a meeting point: a large photo, then each step beside its picture where there is room, under it where not. */
export function MeetingPointDetails({ point, language, headingId }: { point: HubMeetingPoint; language: Language; headingId: string }) {
  const t = useTranslations("booking.meetingPoints");
  const title = useMeetingPointTitle()(point, language);
  const steps = point.instructions
    .map((step) => ({ text: stepText(step, language), image: step.step_image_url ?? null }))
    .filter((step) => step.text || step.image);
  return (
    <div className="space-y-5" data-testid="meeting-point-details" data-uid={point.uid}>
      <HubPicture key={point.header_image_url} src={point.header_image_url} alt={title} className="aspect-video max-h-[55vh] w-full rounded-lg object-cover" />
      <h3 id={headingId} className="text-lg font-semibold text-slate-900" translate="no">
        {title}
      </h3>
      {steps.length > 0 ? (
        // Laid out by the list's own width, not the window's: on the ride page it sits in a narrow card, where each step stacks under its picture.
        <ol className="@container space-y-4" aria-label={t("directions", { name: title })}>
          {steps.map((step, i) => (
            <li key={i} className="grid items-start gap-3 @xl:grid-cols-[minmax(0,16rem)_minmax(0,1fr)] @xl:gap-5">
              {/* The step's text says all its picture shows, so the picture is decorative. */}
              {step.image ? (
                <HubPicture key={step.image} src={step.image} alt="" className="aspect-[3/2] w-full rounded-md object-cover" />
              ) : (
                <span className="hidden @xl:block" />
              )}
              <div className="flex items-start gap-3 text-base leading-relaxed text-slate-800">
                <span aria-hidden className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800">
                  {i + 1}
                </span>
                <p className="min-w-0" translate="no">
                  {step.text}
                </p>
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-slate-600">{t("noDirections")}</p>
      )}
      {point.bottom_image_url && (
        <HubPicture
          key={point.bottom_image_url}
          src={point.bottom_image_url}
          alt={t("waitHere", { name: title })}
          className="aspect-[16/5] w-full rounded-md object-cover"
        />
      )}
    </div>
  );
}
