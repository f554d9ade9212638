"use client";

import { useTranslations } from "next-intl";
import { Marker } from "react-map-gl/maplibre";
import { groupMeetingPoints, pinsApart, type GroupPoint, type MeetingPointGroup } from "./meeting-point-groups";

/**
 * A stop's meeting points as labelled, numbered pins that choose the point when pressed; while
 * they would overlap (and hide the stop's own pin), one chip above the stop zooms in to them.
 */
export function MeetingPointPins({
  meetingPoints,
  zoom,
  stopOf,
  onSelect,
  onZoomTo,
}: {
  meetingPoints: GroupPoint[];
  zoom: number | null;
  /** Which stop the points are for, to name it: its role, and its place in the ride from 1. */
  stopOf(stopId: string): { role: "pickup" | "stop" | "destination"; number: number };
  onSelect(stopId: string, meetingPointId: string): void;
  onZoomTo(bounds: MeetingPointGroup["bounds"]): void;
}) {
  const t = useTranslations("map");
  if (zoom === null) return null;
  return (
    <>
      {groupMeetingPoints(meetingPoints).map((group) =>
        pinsApart(group, zoom) ? (
          group.points.map((p) => (
            // Above the stops' pins, the chosen one above the rest.
            <Marker key={`${group.stopId}:${p.id}`} latitude={p.loc[0]} longitude={p.loc[1]} anchor="bottom" style={{ zIndex: p.selected ? 3 : 2 }}>
              <button
                type="button"
                data-testid="map-meeting-point"
                data-uid={p.id}
                aria-pressed={p.selected}
                aria-label={t("meetingPoint", { number: p.n, role: stopOf(group.stopId).role, stop: stopOf(group.stopId).number, title: p.title })}
                onClick={(e) => {
                  e.stopPropagation();
                  onSelect(group.stopId, p.id);
                }}
                className="group flex flex-col items-center focus-visible:outline-none"
              >
                <span
                  className={`flex max-w-44 items-center gap-1.5 rounded-full border py-0.5 pr-2.5 pl-0.5 text-xs font-semibold shadow-md group-hover:ring-2 group-hover:ring-brand-600/40 group-focus-visible:ring-2 group-focus-visible:ring-brand-600 ${p.selected ? "border-slate-900 bg-accent-500 text-slate-900" : "border-slate-300 bg-white text-slate-800"}`}
                >
                  <span
                    aria-hidden
                    className={`flex size-5 shrink-0 items-center justify-center rounded-full text-[11px] ${p.selected ? "bg-slate-900 text-white" : "bg-slate-700 text-white"}`}
                  >
                    {p.n}
                  </span>
                  <span className="truncate" title={p.title} translate="no">
                    {p.title}
                  </span>
                </span>
                <span aria-hidden className={`-mt-px h-2 w-0.5 ${p.selected ? "bg-slate-900" : "bg-slate-500"}`} />
                <span aria-hidden className={`size-2 rounded-full border border-white ${p.selected ? "bg-slate-900" : "bg-slate-600"}`} />
              </button>
            </Marker>
          ))
        ) : (
          // Offset upwards, so the chip sits above the stop's pin instead of on it.
          <Marker key={`${group.stopId}:group`} latitude={group.centre[0]} longitude={group.centre[1]} anchor="bottom" offset={[0, -22]} style={{ zIndex: 2 }}>
            <button
              type="button"
              data-testid="map-meeting-point-group"
              onClick={(e) => {
                e.stopPropagation();
                onZoomTo(group.bounds);
              }}
              className="flex items-center gap-1.5 rounded-full border border-slate-300 bg-white px-2.5 py-1 text-xs font-semibold text-slate-800 shadow-md hover:ring-2 hover:ring-brand-600/40 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
            >
              <svg aria-hidden viewBox="0 0 20 20" className="size-3.5" fill="none" stroke="currentColor" strokeWidth="2">
                <circle cx="8.5" cy="8.5" r="5" />
                <path d="m12.5 12.5 4 4M8.5 6.5v4M6.5 8.5h4" strokeLinecap="round" />
              </svg>
              <span>
                {t.rich("meetingPoints", {
                  role: stopOf(group.stopId).role,
                  stop: stopOf(group.stopId).number,
                  count: group.points.length,
                  chosen: group.points.some((p) => p.selected) ? "yes" : "no",
                  hint: (chunks) => <span className="sr-only">{chunks}</span>,
                })}
              </span>
            </button>
          </Marker>
        ),
      )}
    </>
  );
}
