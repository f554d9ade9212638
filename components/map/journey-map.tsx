"use client";

import "maplibre-gl/dist/maplibre-gl.css";
import type { FeatureCollection, LineString } from "geojson";
import * as maplibregl from "maplibre-gl";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import MapView, { Layer, Marker, NavigationControl, Source } from "react-map-gl/maplibre";
import { useBaseStyle } from "./base-style";
import { DRIVER_PATH_SOURCE_ID, driverPathLayer, ROUTE_SOURCE_ID, routeCasingLayer, straightRouteLineLayer } from "./layers";
import { mapLifecycle, useMapLibreLocale } from "./map-words";

export type JourneyMapStop = { loc: [number, number] /* [lat, lng] */; role: "pickup" | "stop" | "destination"; label: string };
export type JourneyMapProps = {
  stops: JourneyMapStop[];
  /** The driver's path so far, oldest first; the last point is where the driver is. */
  driverPath: [number, number][];
  styleUrl: string | null;
  /** How screen readers name the map (a parcel's page reuses it); "Map of the journey" unless given. */
  label?: string;
};

// MapLibre cannot locate its worker inside a Next bundle; scripts/prepare-assets.mjs copies it to public/.
maplibregl.setWorkerUrl("/maplibre-gl-worker.mjs");

const toLngLat = ([lat, lng]: [number, number]): [number, number] => [lng, lat];
const line = (points: [number, number][]): FeatureCollection<LineString> => ({
  type: "FeatureCollection",
  features: points.length >= 2 ? [{ type: "Feature", properties: {}, geometry: { type: "LineString", coordinates: points.map(toLngLat) } }] : [],
});

const PIN: Record<JourneyMapStop["role"], string> = {
  pickup: "rounded-full bg-brand-700 text-white",
  stop: "rounded-full bg-slate-600 text-white",
  destination: "rounded-md bg-accent-500 text-slate-900",
};

/** A journey at a glance, read-only: its stops joined in order, and the driver's path and position. */
export default function JourneyMap({ stops, driverPath, styleUrl, label }: JourneyMapProps) {
  const t = useTranslations("map");
  const locale = useMapLibreLocale();
  const { mode, mapStyle, markLoaded, onError } = useBaseStyle(styleUrl);
  const [broken, setBroken] = useState(false);
  const stopLine = useMemo(() => line(stops.map((s) => s.loc)), [stops]);
  const pathLine = useMemo(() => line(driverPath), [driverPath]);
  const driver = driverPath[driverPath.length - 1] ?? null;
  // Fitted once, to the stops and the driver when the page opened: the agent may pan afterwards.
  const [initialViewState] = useState(() => {
    const points = [...stops.map((s) => s.loc), ...(driver ? [driver] : [])];
    const lats = points.map((p) => p[0]);
    const lngs = points.map((p) => p[1]);
    return points.length > 0
      ? {
          bounds: [Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)] as [number, number, number, number],
          fitBoundsOptions: { padding: 56, maxZoom: 15 },
        }
      : { latitude: 40.4361, longitude: -3.7014, zoom: 12 };
  });

  return (
    <div
      role="region"
      aria-label={label ?? t("journeyLabel")}
      data-testid="journey-map"
      data-style={mode}
      className="relative h-full min-h-64 w-full overflow-hidden rounded-lg border border-slate-200 bg-slate-100"
    >
      <MapView
        mapLib={maplibregl}
        mapStyle={mapStyle}
        styleDiffing={false}
        initialViewState={initialViewState}
        locale={locale}
        {...mapLifecycle(markLoaded, onError, () => setBroken(true))}
      >
        <NavigationControl position="top-right" showCompass={false} />
        <Source id={ROUTE_SOURCE_ID} type="geojson" data={stopLine}>
          <Layer {...routeCasingLayer} />
          <Layer {...straightRouteLineLayer} />
        </Source>
        <Source id={DRIVER_PATH_SOURCE_ID} type="geojson" data={pathLine}>
          <Layer {...driverPathLayer} />
        </Source>
        {stops.map((s, i) => (
          <Marker key={i} latitude={s.loc[0]} longitude={s.loc[1]} anchor="center">
            <div
              role="img"
              aria-label={t("stopAt", { role: s.role, number: i + 1, address: s.label })}
              data-testid="journey-map-stop"
              className={`flex size-7 items-center justify-center border-2 border-white text-xs font-semibold shadow-md ${PIN[s.role]}`}
            >
              {i + 1}
            </div>
          </Marker>
        ))}
        {driver && (
          <Marker latitude={driver[0]} longitude={driver[1]} anchor="center">
            <div
              role="img"
              aria-label={t("driver")}
              data-testid="journey-map-driver"
              className="flex size-8 items-center justify-center rounded-full border-2 border-white bg-slate-900 text-white shadow-lg"
            >
              <svg aria-hidden viewBox="0 0 24 24" className="size-4" fill="currentColor">
                <path d="M5 11l1.5-4.5A2 2 0 0 1 8.4 5h7.2a2 2 0 0 1 1.9 1.5L19 11v6a1 1 0 0 1-1 1h-1a1 1 0 0 1-1-1v-1H8v1a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-6Zm2.2 0h9.6l-1-3.2a.8.8 0 0 0-.8-.6H9a.8.8 0 0 0-.8.6L7.2 11Z" />
              </svg>
            </div>
          </Marker>
        )}
      </MapView>
      {broken && (
        <p role="status" className="absolute inset-x-4 top-4 rounded-md bg-white px-3 py-2 text-sm text-slate-700 shadow">
          {t("cannotShow")}
        </p>
      )}
    </div>
  );
}
