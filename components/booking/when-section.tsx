"use client";

import { describeInZones, isProblem, readReservation, reservationBounds } from "@/lib/booking/time";

export type When = { kind: "asap" } | { kind: "reserved"; date: string; time: string };

const field = "rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-rose-600";

/**
 * As soon as possible, or a reservation typed in the pickup's own time zone, with the agent's
 * own time beside it. The 30-minute to 60-day window is offered and checked here.
 */
export function WhenSection({ when, zone, checkedAt, serverError, onChange }: {
  when: When; zone: string | null;
  /** When the time or the stops last changed: the window is judged from then, and again by the server. */
  checkedAt: number;
  serverError?: string; onChange(when: When): void;
}) {
  const now = checkedAt;
  const agentZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const bounds = zone ? reservationBounds(now, zone) : null;
  const reading = when.kind === "reserved" && zone && when.date && when.time ? readReservation(when.date, when.time, zone, now) : null;
  const problem = reading && isProblem(reading) ? reading.message : serverError;
  const times = reading && !isProblem(reading) && zone ? describeInZones(reading.epochMs, zone, agentZone) : null;

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-900">When</legend>
      <div className="flex gap-4 text-sm">
        <label className="flex items-center gap-2">
          <input type="radio" name="when" checked={when.kind === "asap"} onChange={() => onChange({ kind: "asap" })} />
          As soon as possible
        </label>
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name="when"
            checked={when.kind === "reserved"}
            onChange={() => {
              // The earliest time as of this click, not as of the last change.
              const earliest = zone ? reservationBounds(Date.now(), zone).min : null;
              onChange({ kind: "reserved", date: earliest?.date ?? "", time: earliest?.time ?? "" });
            }}
          />
          Reserve for later
        </label>
      </div>
      {when.kind === "reserved" && (
        <div className="space-y-2 rounded-md bg-slate-50 p-3">
          {!zone ? (
            <p className="text-sm text-slate-600">Choose the pickup first: the time is in the pickup&apos;s local time.</p>
          ) : (
            <>
              <div className="flex flex-wrap items-end gap-3">
                <label className="text-sm">
                  <span className="mb-1 block font-medium text-slate-700">Date</span>
                  <input type="date" className={field} value={when.date} min={bounds!.min.date} max={bounds!.max.date} aria-invalid={!!problem} onChange={(e) => onChange({ ...when, date: e.target.value })} />
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
          )}
        </div>
      )}
    </fieldset>
  );
}

/** The reservation as the provider wants it, or why it cannot be one yet. */
export function startAtOf(when: When, zone: string | null, now: number): { ok: true; startAt: string | null } | { ok: false } {
  if (when.kind === "asap") return { ok: true, startAt: null };
  if (!zone || !when.date || !when.time) return { ok: false };
  const r = readReservation(when.date, when.time, zone, now);
  return isProblem(r) ? { ok: false } : { ok: true, startAt: r.startAt };
}
