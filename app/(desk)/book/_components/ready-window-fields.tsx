"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { useMessageText } from "@/components/ui/use-message-text";
import { defaultReadyWindow, isWindowProblem, readReadyWindow } from "@/lib/booking/ready-window";
import { HORIZON_DAYS } from "@/lib/booking/time";
import type { When } from "./when-section";

const field =
  "rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-rose-600";

/**
 * The window in which the guest calls the car, on the pickup's clock: a day, from and until. It
 * starts as today from now until 23:59; the same rules as the server's say what is wrong, in words.
 */
export function ReadyWindowFields({
  when,
  zone,
  checkedAt,
  serverError,
  onChange,
}: {
  when: Extract<When, { kind: "guest_ready" }>;
  zone: string;
  checkedAt: number;
  serverError?: string;
  onChange(when: When): void;
}) {
  const t = useTranslations("booking.when.ready");
  const words = useMessageText();
  const empty = !when.date && !when.from && !when.until;
  useEffect(() => {
    if (empty) onChange({ kind: "guest_ready", ...defaultReadyWindow(Date.now(), zone) });
  }, [empty, zone, onChange]);
  const reading = when.date && when.from && when.until ? readReadyWindow(when, zone, checkedAt) : null;
  const problem = reading && isWindowProblem(reading) ? words(reading.message) : serverError;
  const input = (key: "date" | "from" | "until", type: "date" | "time") => (
    <label className="text-sm">
      <span className="mb-1 block font-medium text-slate-700">{t(key)}</span>
      <input
        type={type}
        name={`when.${key}`}
        data-testid={`ready-${key}`}
        className={field}
        value={when[key]}
        aria-invalid={!!problem}
        aria-describedby="ready-zone ready-problem"
        onChange={(e) => onChange({ ...when, [key]: e.target.value })}
      />
    </label>
  );
  return (
    <>
      <div className="flex flex-wrap items-end gap-3">
        {input("date", "date")}
        {input("from", "time")}
        {input("until", "time")}
      </div>
      <p id="ready-zone" className="text-xs text-slate-600">
        {t.rich("zone", { zone: () => <span translate="no">{zone}</span>, days: HORIZON_DAYS })}
      </p>
      <label className="flex items-start gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          className="mt-0.5 size-4 accent-brand-700"
          data-testid="ready-guest-position"
          checked={!!when.guestPosition}
          onChange={(e) => onChange({ ...when, guestPosition: e.target.checked })}
        />
        <span>
          <span className="block font-medium">{t("guestPosition")}</span>
          <span className="block text-xs text-slate-600">{t("guestPositionHint")}</span>
        </span>
      </label>
      {problem && (
        <p id="ready-problem" role="alert" className="text-sm text-rose-700">
          {problem}
        </p>
      )}
    </>
  );
}
