"use client";

import "maplibre-gl/dist/maplibre-gl.css";
import type { Feature, FeatureCollection, Point, Polygon } from "geojson";
import * as maplibregl from "maplibre-gl";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import MapView, { Layer, NavigationControl, Source, type MapLayerMouseEvent } from "react-map-gl/maplibre";
import { useBaseStyle } from "./base-style";
import { AREA_CORNERS_SOURCE_ID, AREA_SOURCE_ID, areaCornerLayer, areaFillLayer, areaLineLayer } from "./layers";
import { mapLifecycle, useMapLibreLocale } from "./map-words";

/** A zone to draw: its corners [lat, lng], and whether it is the one being drawn. */
export type AreaMapZone = { ring: [number, number][]; active: boolean };
export type AreaMapPlace = { lat: number; lng: number; radiusKm: number };
export type AreaMapProps = { zones: AreaMapZone[]; places: AreaMapPlace[]; styleUrl: string | null; onCorner: ((corner: [number, number]) => void) | null };

// MapLibre cannot locate its worker inside a Next bundle; scripts/prepare-assets.mjs copies it to public/.
maplibregl.setWorkerUrl("/maplibre-gl-worker.mjs");

const MADRID = { latitude: 40.4169, longitude: -3.7035, zoom: 11 };
const KM_PER_DEGREE = 111.32;

/** A circle of `radiusKm` around a place, as a polygon of 48 sides (fine at a city's scale). */
function circle({ lat, lng, radiusKm }: AreaMapPlace): [number, number][] {
  return Array.from({ length: 48 }, (_, i) => {
    const a = (i / 48) * 2 * Math.PI;
    return [lat + (radiusKm / KM_PER_DEGREE) * Math.sin(a), lng + (radiusKm / (KM_PER_DEGREE * Math.cos((lat * Math.PI) / 180))) * Math.cos(a)];
  });
}

const polygon = (ring: [number, number][], active: boolean): Feature<Polygon, { active: boolean }> => ({
  type: "Feature",
  properties: { active },
  geometry: { type: "Polygon", coordinates: [[...ring, ring[0]!].map(([lat, lng]) => [lng, lat])] },
});

/**
 * The allowed area on a map: the zones drawn and the radii around the chosen places. While a zone
 * is being drawn, a click adds a corner to it. The corners' text fields beside the map hold the
 * same zone for keyboards and screen readers, and for a browser that cannot draw maps.
 */
export default function AreaMap({ zones, places, styleUrl, onCorner }: AreaMapProps) {
  const t = useTranslations("spend.rules.area");
  const tMap = useTranslations("map");
  const locale = useMapLibreLocale();
  const { mode, mapStyle, markLoaded, onError } = useBaseStyle(styleUrl);
  const [broken, setBroken] = useState(false);
  const shapes = useMemo<FeatureCollection<Polygon, { active: boolean }>>(
    () => ({
      type: "FeatureCollection",
      features: [...places.map((p) => polygon(circle(p), false)), ...zones.filter((z) => z.ring.length >= 3).map((z) => polygon(z.ring, z.active))],
    }),
    [zones, places],
  );
  const corners = useMemo<FeatureCollection<Point>>(
    () => ({
      type: "FeatureCollection",
      features: zones
        .filter((z) => z.active)
        .flatMap((z) =>
          z.ring.map(([lat, lng]) => ({ type: "Feature" as const, properties: {}, geometry: { type: "Point" as const, coordinates: [lng, lat] } })),
        ),
    }),
    [zones],
  );
  // Fitted once, to what is already there when the map opened: the admin may pan afterwards.
  const [initialViewState] = useState(() => {
    const points = [...zones.flatMap((z) => z.ring), ...places.map((p) => [p.lat, p.lng] as [number, number])];
    if (!points.length) return MADRID;
    const lats = points.map((p) => p[0]);
    const lngs = points.map((p) => p[1]);
    return {
      bounds: [Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)] as [number, number, number, number],
      fitBoundsOptions: { padding: 48, maxZoom: 13 },
    };
  });

  return (
    <div
      role="region"
      aria-label={t("map")}
      data-testid="area-map"
      data-style={mode}
      className="relative h-72 w-full overflow-hidden rounded-lg border border-slate-200 bg-slate-100"
    >
      <MapView
        mapLib={maplibregl}
        mapStyle={mapStyle}
        styleDiffing={false}
        initialViewState={initialViewState}
        locale={locale}
        cursor={onCorner ? "crosshair" : "grab"}
        doubleClickZoom={!onCorner}
        onClick={(e: MapLayerMouseEvent) => onCorner?.([Number(e.lngLat.lat.toFixed(6)), Number(e.lngLat.lng.toFixed(6))])}
        {...mapLifecycle(markLoaded, onError, () => setBroken(true))}
      >
        <NavigationControl position="top-right" showCompass={false} />
        <Source id={AREA_SOURCE_ID} type="geojson" data={shapes}>
          <Layer {...areaFillLayer} />
          <Layer {...areaLineLayer} />
        </Source>
        <Source id={AREA_CORNERS_SOURCE_ID} type="geojson" data={corners}>
          <Layer {...areaCornerLayer} />
        </Source>
      </MapView>
      {onCorner && !broken && <p className="absolute left-2 top-2 rounded-md bg-white/95 px-3 py-1.5 text-xs text-slate-700 shadow">{t("clickHint")}</p>}
      {broken && (
        <p role="status" className="absolute inset-x-4 top-4 rounded-md bg-white px-3 py-2 text-sm text-slate-700 shadow">
          {tMap("cannotShow")} {t("typeInstead")}
        </p>
      )}
    </div>
  );
}
