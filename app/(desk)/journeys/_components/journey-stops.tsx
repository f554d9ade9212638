"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { MeetingPointDetails } from "@/components/booking/meeting-point-card";
import { stopHubsQuery } from "@/components/booking/hub-lookup";
import { asData } from "@/components/journeys/journey-words";
import type { Language } from "@/lib/i18n/localized";
import type { PageStop } from "@/lib/journeys/page-data";

/** A stop's name in the ride: "Pickup", "Stop 2", "Destination". */
export function useStopName() {
  const t = useTranslations("journeys");
  return (role: PageStop["role"], number: number) => (role === "stop" ? t("stops.stop", { number }) : t(`stops.${role}`));
}

/**
 * The ride's stops in order; a stop with a meeting point shows its card (photos and numbered
 * steps), looked up from the hub at that stop as the booking form does.
 */
export function JourneyStops({ stops, language }: { stops: PageStop[]; language: Language }) {
  const t = useTranslations("journeys");
  const stopName = useStopName();
  const withPoints = stops.filter((s) => s.meetingPoint);
  const hubs = useQuery(
    stopHubsQuery(
      useQueryClient(),
      withPoints.map((s) => s.loc),
    ),
  );
  return (
    <ol className="space-y-4" data-testid="journey-stops">
      {stops.map((stop, i) => {
        const j = withPoints.indexOf(stop);
        const hub = j >= 0 ? hubs.data?.[j] : null;
        const point = stop.meetingPoint ? (hub?.meeting_points.find((p) => p.uid === stop.meetingPoint!.id) ?? null) : null;
        return (
          <li key={i} className="space-y-2" data-testid="journey-stop">
            <p className="text-sm">
              <span className="font-semibold text-slate-900">{stopName(stop.role, i + 1)}:</span>{" "}
              {stop.label ? <span translate="no">{stop.label}</span> : t("stops.noAddress")}
            </p>
            {stop.instr && <p className="text-sm text-slate-600">{t.rich("stops.instructions", { text: stop.instr, note: asData })}</p>}
            {stop.meetingPoint && <MeetingPoint name={stop.meetingPoint.name} point={point} loading={hubs.isPending && j >= 0} language={language} />}
          </li>
        );
      })}
    </ol>
  );
}

function MeetingPoint({
  name,
  point,
  loading,
  language,
}: {
  name: string | null;
  point: Parameters<typeof MeetingPointDetails>[0]["point"] | null;
  loading: boolean;
  language: Language;
}) {
  const t = useTranslations("journeys");
  const id = useId();
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4" data-testid="journey-meeting-point">
      <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{t("stops.meetingPoint")}</p>
      {point ? (
        <MeetingPointDetails point={point} language={language} headingId={id} />
      ) : (
        <p className="text-sm text-slate-800">
          {name ? <span translate="no">{name}</span> : t("stops.meetingPoint")}
          {loading ? (
            <span role="status" className="ml-2 text-slate-500">
              {t("stops.loadingPoint")}
            </span>
          ) : (
            <span className="ml-2 text-slate-500">{t("stops.pointUnavailable")}</span>
          )}
        </p>
      )}
    </div>
  );
}
