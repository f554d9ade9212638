"use client";

import { useLocale, useTranslations } from "next-intl";
import { useMessageText } from "@/components/ui/use-message-text";
import { INTL_TAG } from "@/lib/locales";
import { describeInZones, HORIZON_DAYS, isProblem, MIN_LEAD_MINUTES, readReservation, reservationBounds } from "@/lib/booking/time";
import type { When } from "./when-section";

const field =
  "rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-rose-600";

/**
 * A reservation's date and time in the pickup's zone, with the agent's own time beside it and the
 * window checked. Times stay on the pickup's clock; they are written as the reader's language writes them.
 */
export function ReservationFields({
  when,
  zone,
  checkedAt,
  serverError,
  onChange,
}: {
  when: Extract<When, { kind: "reserved" }>;
  zone: string;
  checkedAt: number;
  serverError?: string;
  onChange(when: When): void;
}) {
  const t = useTranslations("booking.when");
  const words = useMessageText();
  const tag = INTL_TAG[useLocale()];
  const agentZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const bounds = reservationBounds(checkedAt, zone);
  const reading = when.date && when.time ? readReservation(when.date, when.time, zone, checkedAt, tag) : null;
  const problem = reading && isProblem(reading) ? words(reading.message) : serverError;
  const at = reading && !isProblem(reading) ? reading.epochMs : null;
  const times = at !== null ? describeInZones(at, zone, agentZone, tag) : null;
  return (
    <>
      <div className="flex flex-wrap items-end gap-3">
        <label className="text-sm">
          <span className="mb-1 block font-medium text-slate-700">{t("date")}</span>
          <input
            type="date"
            className={field}
            value={when.date}
            min={bounds.min.date}
            max={bounds.max.date}
            aria-invalid={!!problem}
            onChange={(e) => onChange({ ...when, date: e.target.value })}
          />
        </label>
        <label className="text-sm">
          <span className="mb-1 block font-medium text-slate-700">{t("time")}</span>
          <input
            type="time"
            className={field}
            value={when.time}
            aria-invalid={!!problem}
            aria-describedby="when-zone when-problem"
            onChange={(e) => onChange({ ...when, time: e.target.value })}
          />
        </label>
      </div>
      <p id="when-zone" className="text-xs text-slate-600">
        {t.rich("zone", { zone: () => <span translate="no">{zone}</span>, minutes: MIN_LEAD_MINUTES, days: HORIZON_DAYS })}
        {at !== null && times && !times.same && (
          <>
            {" "}
            {t.rich("agentTime", {
              time: () => (
                <strong>
                  <time dateTime={new Date(at).toISOString()}>{times.agent}</time>
                </strong>
              ),
              zone: () => <span translate="no">{agentZone}</span>,
            })}
          </>
        )}
      </p>
      {problem && (
        <p id="when-problem" role="alert" className="text-sm text-rose-700">
          {problem}
        </p>
      )}
    </>
  );
}

// "Repeat this ride" loads with the reservation's fields: one chunk, and no loader of its own in the page's first load.
export { RepeatOption } from "./repeat-option";
