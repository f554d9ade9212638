"use client";

import { describeInZones, isProblem, readReservation, reservationBounds } from "@/lib/booking/time";
import type { When } from "./when-section";

const field = "rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-rose-600";

/** A reservation's date and time in the pickup's zone, with the agent's own time beside it and the window checked. */
export function ReservationFields({ when, zone, checkedAt, serverError, onChange }: {
  when: Extract<When, { kind: "reserved" }>; zone: string; checkedAt: number; serverError?: string; onChange(when: When): void;
}) {
  const agentZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const bounds = reservationBounds(checkedAt, zone);
  const reading = when.date && when.time ? readReservation(when.date, when.time, zone, checkedAt) : null;
  const problem = reading && isProblem(reading) ? reading.message : serverError;
  const times = reading && !isProblem(reading) ? describeInZones(reading.epochMs, zone, agentZone) : null;
  return (
    <>
      <div className="flex flex-wrap items-end gap-3">
        <label className="text-sm">
          <span className="mb-1 block font-medium text-slate-700">Date</span>
          <input type="date" className={field} value={when.date} min={bounds.min.date} max={bounds.max.date} aria-invalid={!!problem} onChange={(e) => onChange({ ...when, date: e.target.value })} />
        </label>
        <label className="text-sm">
          <span className="mb-1 block font-medium text-slate-700">Pickup time</span>
          <input type="time" className={field} value={when.time} aria-invalid={!!problem} aria-describedby="when-zone when-problem" onChange={(e) => onChange({ ...when, time: e.target.value })} />
        </label>
      </div>
      <p id="when-zone" className="text-xs text-slate-600">
        Local time at the pickup ({zone}). Between 30 minutes and 60 days from now.
        {times && !times.same && (
          <>
            {" "}
            That is <strong>{times.agent}</strong> your time ({agentZone}).
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
