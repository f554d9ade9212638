"use client";

import { canAddStop, stopRole } from "@/lib/booking/stops";
import { LazyBookingMap } from "@/components/map/lazy-booking-map";
import { localized, type Language } from "@/lib/i18n/localized";
import { toChosenMeetingPoint } from "@/components/booking/meeting-point";
import type { BookingForm } from "./use-booking-form";

/** The map beside the form: stops to drop and drag, the route, and the hubs' meeting points. */
export function MapPane({ booking, styleUrl, language }: { booking: BookingForm; styleUrl: string | null; language: Language }) {
  const { stops, hubs, edit, estimate } = booking;
  const mapStops = stops.map((s, i) => ({ id: s.key, loc: s.loc as [number, number], role: stopRole(i, stops.length), label: s.label }));
  const meetingPoints = stops.flatMap((s, i) =>
    (hubs[i]?.meeting_points ?? []).map((mp) => ({
      id: mp.uid,
      stopId: s.key,
      loc: [mp.coordinates.latitude, mp.coordinates.longitude] as [number, number],
      title: localized(mp.title, language) || mp.uid,
      selected: s.meetingPoint?.id === mp.uid,
    })),
  );
  return (
    <div className="h-[28rem] lg:sticky lg:top-6 lg:h-[calc(100vh-8rem)]">
      <LazyBookingMap
        className="h-full w-full"
        stops={mapStops}
        route={estimate.data?.route ?? null}
        meetingPoints={meetingPoints}
        styleUrl={styleUrl}
        canAddStop={canAddStop(stops.length).ok}
        onAddStop={edit.drop}
        onMoveStop={edit.moveTo}
        onSelectMeetingPoint={(stopId, mpId) => {
          const i = stops.findIndex((s) => s.key === stopId);
          const hub = hubs[i];
          const mp = hub?.meeting_points.find((m) => m.uid === mpId);
          if (hub && mp) edit.update(stopId, { meetingPoint: toChosenMeetingPoint(hub, mp, language) });
        }}
      />
    </div>
  );
}
