"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useRef } from "react";
import type * as TimeRules from "@/lib/booking/time";

export type When =
  | { kind: "asap" }
  | { kind: "reserved"; date: string; time: string }
  | { kind: "guest_ready"; date: string; from: string; until: string; guestPosition?: boolean };
export type { TimeRules };

/** The reservation rules (time zones, daylight-saving changes) load with the first reservation, not with the page. */
export const loadTimeRules = (): Promise<typeof TimeRules> => import("@/lib/booking/time");

/** "When the guest is ready", its window and their rules come after the page is up: the page's first load has no room for them. */
const GuestReadyOption = dynamic(() => import("./guest-ready-option").then((m) => m.GuestReadyOption), { ssr: false });

const ReservationFields = dynamic(() => import("./reservation-fields").then((m) => m.ReservationFields), {
  loading: () => <LoadingCalendar />,
});

function LoadingCalendar() {
  const t = useTranslations("booking.when");
  return (
    <p role="status" className="text-sm text-slate-500">
      {t("loadingCalendar")}
    </p>
  );
}

/**
 * As soon as possible, or a reservation typed in the pickup's own time zone, with the agent's
 * own time beside it. The 30-minute to 60-day window is offered and checked here.
 */
export function WhenSection({
  when,
  zone,
  checkedAt,
  serverError,
  onChange,
}: {
  when: When;
  zone: string | null;
  /** When the time or the stops last changed: the window is judged from then, and again by the server. */
  checkedAt: number;
  serverError?: string;
  onChange(when: When): void;
}) {
  const t = useTranslations("booking.when");
  // Counts the agent's clicks here: the earliest time, which comes once the reservation rules have
  // loaded, is set only if the agent has not gone back to "as soon as possible" meanwhile.
  const clicks = useRef(0);
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-900">{t("legend")}</legend>
      <div className="flex gap-4 text-sm">
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name="when"
            checked={when.kind === "asap"}
            onChange={() => {
              clicks.current++;
              onChange({ kind: "asap" });
            }}
          />
          {t("asap")}
        </label>
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name="when"
            checked={when.kind === "reserved"}
            onChange={() => {
              const click = ++clicks.current;
              onChange({ kind: "reserved", date: "", time: "" });
              // Then the earliest time as of this click, once the rules have loaded.
              if (zone)
                void loadTimeRules().then((rules) => {
                  if (clicks.current === click) onChange({ kind: "reserved", ...rules.reservationBounds(Date.now(), zone).min });
                });
            }}
          />
          {t("reserve")}
        </label>
      </div>
      <GuestReadyOption when={when} zone={zone} checkedAt={checkedAt} serverError={serverError} onChange={onChange} clicksRef={clicks} />
      {when.kind === "reserved" && (
        <div className="space-y-2 rounded-md bg-slate-50 p-3">
          {!zone ? (
            <p className="text-sm text-slate-600">{t("pickupFirst")}</p>
          ) : (
            <ReservationFields when={when} zone={zone} checkedAt={checkedAt} serverError={serverError} onChange={onChange} />
          )}
        </div>
      )}
    </fieldset>
  );
}

/** The reservation as the provider wants it, or why it cannot be one yet (also while its rules load). */
export function startAtOf(when: When, zone: string | null, now: number, rules: typeof TimeRules | null): { ok: true; startAt: string | null } | { ok: false } {
  // A guest's window is priced as for now, for information; the server checks the window as it books.
  if (when.kind !== "reserved") return { ok: true, startAt: null };
  if (!rules || !zone || !when.date || !when.time) return { ok: false };
  const r = rules.readReservation(when.date, when.time, zone, now);
  return rules.isProblem(r) ? { ok: false } : { ok: true, startAt: r.startAt };
}
