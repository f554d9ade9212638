"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { MeetingPointDetails } from "@/components/booking/meeting-point-card";
import { stopHubsQuery } from "@/components/booking/hub-lookup";
import type { Language } from "@/lib/i18n/localized";
import type { PageStop } from "@/lib/journeys/page-data";

const ROLE_NAMES = { pickup: "Pickup", destination: "Destination" } as const;
const roleName = (s: PageStop, i: number) => (s.role === "stop" ? `Stop ${i + 1}` : ROLE_NAMES[s.role]);

/**
 * The ride's stops in order; a stop with a meeting point shows its card (photos and numbered
 * steps), looked up from the hub at that stop as the booking form does.
 */
export function JourneyStops({ stops, language }: { stops: PageStop[]; language: Language }) {
  const withPoints = stops.filter((s) => s.meetingPoint);
  const hubs = useQuery(stopHubsQuery(useQueryClient(), withPoints.map((s) => s.loc)));
  return (
    <ol className="space-y-4" data-testid="journey-stops">
      {stops.map((stop, i) => {
        const j = withPoints.indexOf(stop);
        const hub = j >= 0 ? hubs.data?.[j] : null;
        const point = stop.meetingPoint ? hub?.meeting_points.find((p) => p.uid === stop.meetingPoint!.id) ?? null : null;
        return (
          <li key={i} className="space-y-2" data-testid="journey-stop">
            <p className="text-sm">
              <span className="font-semibold text-slate-900">{roleName(stop, i)}:</span> {stop.label}
            </p>
            {stop.instr && <p className="text-sm text-slate-600">Instructions for the driver: {stop.instr}</p>}
            {stop.meetingPoint && <MeetingPoint name={stop.meetingPoint.name} point={point} loading={hubs.isPending && j >= 0} language={language} />}
          </li>
        );
      })}
    </ol>
  );
}

function MeetingPoint({ name, point, loading, language }: { name: string; point: Parameters<typeof MeetingPointDetails>[0]["point"] | null; loading: boolean; language: Language }) {
  const id = useId();
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4" data-testid="journey-meeting-point">
      <p className="text-xs font-medium uppercase tracking-wide text-slate-500">Meeting point</p>
      {point ? (
        <MeetingPointDetails point={point} language={language} headingId={id} />
      ) : (
        <p className="text-sm text-slate-800">
          {name}
          {loading ? <span role="status" className="ml-2 text-slate-500">Loading its photos and directions…</span> : <span className="ml-2 text-slate-500">(its photos and directions are not available right now)</span>}
        </p>
      )}
    </div>
  );
}
