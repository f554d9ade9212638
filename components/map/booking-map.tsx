"use client";

import "maplibre-gl/dist/maplibre-gl.css";
import type { Feature, FeatureCollection, LineString } from "geojson";
import * as maplibregl from "maplibre-gl";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from "react";
import MapView, {
  Layer,
  Marker,
  NavigationControl,
  Source,
  type ErrorEvent as MapErrorEvent,
  type LngLatBoundsLike,
  type MapLayerMouseEvent,
  type MapRef,
  type MarkerDragEvent,
} from "react-map-gl/maplibre";
import { decodePolyline } from "@/lib/booking/polyline";
import { MAX_STOPS } from "@/lib/booking/stops";
import { ROUTE_SOURCE_ID, routeCasingLayer, routeLineLayer, straightRouteLineLayer } from "./layers";
import { MeetingPointPins } from "./meeting-point-pins";
import { useBaseStyle } from "./base-style";
import { keepAttributionAsWritten, useMapLibreLocale } from "./map-words";

export type MapStop = { id: string; loc: [number, number] /* [lat, lng] */; role: "pickup" | "stop" | "destination"; label: string };
export type MapMeetingPoint = { id: string; stopId: string; loc: [number, number]; title: string; selected: boolean };
export type BookingMapProps = {
  stops: MapStop[];
  /** Google encoded polyline (precision 5) from the estimate; null → draw straight segments between stops. */
  route: string | null;
  meetingPoints: MapMeetingPoint[];
  /** A MapLibre style URL; null or unreachable → the offline style. */
  styleUrl: string | null;
  canAddStop: boolean;
  onAddStop(loc: [number, number]): void;
  onMoveStop(id: string, loc: [number, number]): void;
  onSelectMeetingPoint(stopId: string, meetingPointId: string): void;
};

// MapLibre cannot locate its worker inside a Next bundle; scripts/prepare-assets.mjs copies it to public/.
maplibregl.setWorkerUrl("/maplibre-gl-worker.mjs");

const MADRID = { latitude: 40.4361, longitude: -3.7014, zoom: 12 };
const FIT_OPTIONS = { padding: { top: 56, bottom: 96, left: 56, right: 56 }, maxZoom: 15 };

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;
const toLngLat = ([lat, lng]: [number, number]): [number, number] => [lng, lat];

function routeCollection(stops: MapStop[], route: string | null): { data: FeatureCollection<LineString>; straight: boolean } {
  let coordinates = stops.map((s) => toLngLat(s.loc));
  let straight = true;
  if (route) {
    try {
      const decoded = decodePolyline(route);
      if (decoded.length >= 2) {
        coordinates = decoded.map(toLngLat);
        straight = false;
      }
    } catch {
      // A route the map cannot decode falls back to straight lines between the stops, drawn as such.
    }
  }
  const features: Feature<LineString>[] = coordinates.length >= 2 ? [{ type: "Feature", properties: {}, geometry: { type: "LineString", coordinates } }] : [];
  return { data: { type: "FeatureCollection", features }, straight };
}

function boundsOf(points: [number, number][]): LngLatBoundsLike | null {
  if (points.length === 0) return null;
  const lats = points.map((p) => p[0]);
  const lngs = points.map((p) => p[1]);
  return [Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)];
}

const PIN_STYLES: Record<MapStop["role"], string> = {
  pickup: "rounded-full bg-brand-700 text-white",
  stop: "rounded-full bg-slate-600 text-white",
  destination: "rounded-md bg-accent-500 text-slate-900",
};

function StopPin({ stop, index }: { stop: MapStop; index: number }) {
  const t = useTranslations("map");
  const name = t("stopAt", { role: stop.role, number: index + 1, address: stop.label });
  return (
    <div
      role="img"
      aria-label={name}
      title={name}
      data-testid="map-stop-marker"
      data-role={stop.role}
      className={`relative flex size-8 cursor-grab items-center justify-center border-2 border-white text-sm font-semibold shadow-md active:cursor-grabbing ${PIN_STYLES[stop.role]}`}
    >
      {index + 1}
      {stop.role !== "stop" && (
        // Absolutely placed, so the pin's centre stays on the stop's coordinates.
        <span
          aria-hidden
          className="pointer-events-none absolute top-full left-1/2 mt-1 -translate-x-1/2 rounded bg-white/95 px-1.5 py-0.5 text-[11px] leading-none font-semibold whitespace-nowrap text-slate-800 shadow"
        >
          {t("stop", { role: stop.role, number: index + 1 })}
        </span>
      )}
    </div>
  );
}

const STOP_LEGEND = [
  { key: "pickup", swatch: "rounded-full border-white bg-brand-700" },
  { key: "stop", swatch: "rounded-full border-white bg-slate-600" },
  { key: "destination", swatch: "rounded-sm border-white bg-accent-500" },
] as const;
const MEETING_POINT_LEGEND = [
  { key: "meetingPoint", swatch: "rounded-sm border-slate-400 bg-white" },
  { key: "chosen", swatch: "rounded-sm border-slate-900 bg-accent-500" },
] as const;

function Legend({ canAddStop, hasMeetingPoints }: { canAddStop: boolean; hasMeetingPoints: boolean }) {
  const t = useTranslations("map");
  const items = hasMeetingPoints ? [...STOP_LEGEND, ...MEETING_POINT_LEGEND] : STOP_LEGEND;
  return (
    <div className="absolute bottom-2 left-2 max-w-[calc(100%-1rem)] rounded-md bg-white/90 px-3 py-2 text-xs text-slate-700 shadow">
      <p aria-live="polite" className="font-medium text-slate-900">
        {canAddStop ? t("addStop") : t("stopsFull", { max: MAX_STOPS })}
      </p>
      <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1" aria-label={t("legend.label")}>
        {items.map(({ key, swatch }) => (
          <li key={key} className="flex items-center gap-1">
            <span aria-hidden className={`inline-block size-3 border-2 shadow-sm ${swatch}`} />
            {t(`legend.${key}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function BookingMap({ stops, route, meetingPoints, styleUrl, canAddStop, onAddStop, onMoveStop, onSelectMeetingPoint }: BookingMapProps) {
  const t = useTranslations("map");
  const locale = useMapLibreLocale();
  const mapRef = useRef<MapRef>(null);
  const { mode, mapStyle, markLoaded, onError } = useBaseStyle(styleUrl);
  const [broken, setBroken] = useState(false);
  const [zoom, setZoom] = useState<number | null>(null);
  // A rejected drag must snap back: re-render so each marker re-reads its position from props.
  const [, rerender] = useReducer((n: number) => n + 1, 0);

  const routeData = useMemo(() => routeCollection(stops, route), [stops, route]);
  const bounds = useMemo(() => boundsOf([...stops.map((s) => s.loc), ...meetingPoints.map((mp) => mp.loc)]), [stops, meetingPoints]);

  // Refit only when stops (or meeting points) come or go, never when one moves: the user may have panned.
  const fitKey = [...stops.map((s) => s.id)].sort().join(",") + "|" + [...meetingPoints.map((mp) => mp.id)].sort().join(",");
  const fittedKey = useRef(fitKey);
  const [initialViewState] = useState(() => (bounds ? { bounds, fitBoundsOptions: FIT_OPTIONS } : MADRID));
  const fit = useCallback(() => {
    const map = mapRef.current;
    if (!map || !bounds) return;
    fittedKey.current = fitKey;
    map.fitBounds(bounds, { ...FIT_OPTIONS, duration: 600 });
  }, [bounds, fitKey]);
  useEffect(() => {
    if (fittedKey.current !== fitKey) fit();
  }, [fit, fitKey]);

  const handleLoad = () => {
    markLoaded();
    const map = mapRef.current?.getMap();
    if (map) keepAttributionAsWritten(map);
    setZoom(mapRef.current?.getZoom() ?? null);
    if (fittedKey.current !== fitKey) fit();
  };

  const handleError = (e: MapErrorEvent) => {
    // react-map-gl reports a map that could not even be created (no WebGL) with no target.
    if (!e.target) setBroken(true);
    else onError(e);
  };

  const handleClick = (e: MapLayerMouseEvent) => {
    const target = e.originalEvent.target;
    if (target instanceof Element && target.closest(".maplibregl-marker")) return;
    if (e.originalEvent.detail > 1) return; // the second click of a double click
    if (canAddStop) onAddStop([round6(e.lngLat.lat), round6(e.lngLat.lng)]);
  };

  const zoomTo = (b: [number, number, number, number]) =>
    mapRef.current?.fitBounds(b, { padding: { top: 96, bottom: 96, left: 120, right: 120 }, maxZoom: 18, duration: 600 });
  const stopOf = (stopId: string) => {
    const i = stops.findIndex((s) => s.id === stopId);
    return { role: stops[i]?.role ?? "stop", number: i + 1 };
  };

  const handleDragEnd = (id: string, e: MarkerDragEvent) => {
    onMoveStop(id, [round6(e.lngLat.lat), round6(e.lngLat.lng)]);
    rerender();
  };

  return (
    <div
      role="region"
      aria-label={t("label")}
      data-testid="booking-map"
      data-style={mode}
      className="relative h-full min-h-64 w-full overflow-hidden rounded-lg border border-slate-200 bg-slate-100"
    >
      <MapView
        ref={mapRef}
        mapLib={maplibregl}
        mapStyle={mapStyle}
        styleDiffing={false}
        initialViewState={initialViewState}
        locale={locale}
        doubleClickZoom={false}
        onClick={handleClick}
        onZoomEnd={(e) => setZoom(e.viewState.zoom)}
        onLoad={handleLoad}
        onStyleData={(e) => {
          markLoaded();
          keepAttributionAsWritten(e.target);
        }}
        onError={handleError}
      >
        <NavigationControl position="top-right" showCompass={false} />
        {/* After a style switch, <Source>/<Layer> add themselves again on the new style's styledata. */}
        <Source id={ROUTE_SOURCE_ID} type="geojson" data={routeData.data}>
          <Layer {...routeCasingLayer} />
          <Layer {...(routeData.straight ? straightRouteLineLayer : routeLineLayer)} />
        </Source>
        {stops.map((stop, index) => (
          <Marker
            // MapLibre appends each marker's element when it mounts; remounting the markers after an
            // insertion keeps their DOM order (what screen readers and tests walk) the ride's order.
            key={`${index}:${stop.id}`}
            latitude={stop.loc[0]}
            longitude={stop.loc[1]}
            anchor="center"
            draggable
            onDragEnd={(e) => handleDragEnd(stop.id, e)}
          >
            <StopPin stop={stop} index={index} />
          </Marker>
        ))}
        <MeetingPointPins meetingPoints={meetingPoints} zoom={zoom} stopOf={stopOf} onSelect={onSelectMeetingPoint} onZoomTo={zoomTo} />
      </MapView>
      <Legend canAddStop={canAddStop} hasMeetingPoints={meetingPoints.length > 0} />
      {broken && (
        <p role="status" className="absolute inset-x-4 top-4 rounded-md bg-white px-3 py-2 text-sm text-slate-700 shadow">
          {t("cannotShowUseSearch")}
        </p>
      )}
    </div>
  );
}
