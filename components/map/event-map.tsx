"use client";

import "maplibre-gl/dist/maplibre-gl.css";
import type { FeatureCollection, Point } from "geojson";
import * as maplibregl from "maplibre-gl";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import MapView, { Layer, NavigationControl, Popup, Source, type MapLayerMouseEvent } from "react-map-gl/maplibre";
import { ROW_TONES, type RowTone } from "@/lib/events/summary";
import type { EventRowStatus } from "@/lib/events/kinds";
import { useBaseStyle } from "./base-style";
import { EVENT_PICKUPS_SOURCE_ID, EVENT_TONE_COLORS, eventPickupLayer } from "./layers";
import { mapLifecycle, useMapLibreLocale } from "./map-words";

export type EventPickup = {
  id: string;
  row: number | null;
  guest: string | null;
  status: EventRowStatus;
  tone: RowTone;
  loc: [number, number]; /* [lat, lng] */
};
export type EventMapProps = { pickups: EventPickup[]; styleUrl: string | null };

// MapLibre cannot locate its worker inside a Next bundle; scripts/prepare-assets.mjs copies it to public/.
maplibregl.setWorkerUrl("/maplibre-gl-worker.mjs");

/** A popup lists this many rows at one place (a hotel many guests leave from); the others are counted. */
const POPUP_ROWS = 6;

type Props = { id: string; row: number | null; guest: string | null; status: EventRowStatus; tone: RowTone };

const collection = (pickups: EventPickup[]): FeatureCollection<Point, Props> => ({
  type: "FeatureCollection",
  features: pickups.map(({ loc, ...p }) => ({ type: "Feature", properties: p, geometry: { type: "Point", coordinates: [loc[1], loc[0]] } })),
});

/**
 * Every pickup of an event at a glance, a dot per row coloured by how the row stands, with a legend;
 * a click names the rows and guests there. Read-only: the rows table beside it lists the same rows
 * for keyboards and screen readers.
 */
export default function EventMap({ pickups, styleUrl }: EventMapProps) {
  const t = useTranslations("events");
  const tMap = useTranslations("map");
  const locale = useMapLibreLocale();
  const { mode, mapStyle, markLoaded, onError } = useBaseStyle(styleUrl);
  const [broken, setBroken] = useState(false);
  const [open, setOpen] = useState<{ lngLat: [number, number]; rows: Props[] } | null>(null);
  const [pointer, setPointer] = useState(false);
  const data = useMemo(() => collection(pickups), [pickups]);
  // Fitted once, to the pickups when the page opened: the agent may pan afterwards.
  const [initialViewState] = useState(() => {
    const lats = pickups.map((p) => p.loc[0]);
    const lngs = pickups.map((p) => p.loc[1]);
    return pickups.length > 0
      ? {
          bounds: [Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)] as [number, number, number, number],
          fitBoundsOptions: { padding: 48, maxZoom: 14 },
        }
      : { latitude: 40.4361, longitude: -3.7014, zoom: 11 };
  });
  const tones = ROW_TONES.filter((tone) => pickups.some((p) => p.tone === tone));

  const show = (e: MapLayerMouseEvent) => {
    const rows = (e.features ?? []).map((f) => f.properties as Props);
    const first = e.features?.[0]?.geometry;
    setOpen(rows.length && first?.type === "Point" ? { lngLat: first.coordinates as [number, number], rows } : null);
  };

  return (
    <div
      role="region"
      aria-label={t("batch.map.label")}
      data-testid="event-map"
      data-style={mode}
      className="relative h-full min-h-64 w-full overflow-hidden rounded-lg border border-slate-200 bg-slate-100"
    >
      <MapView
        mapLib={maplibregl}
        mapStyle={mapStyle}
        styleDiffing={false}
        initialViewState={initialViewState}
        locale={locale}
        interactiveLayerIds={[eventPickupLayer.id]}
        cursor={pointer ? "pointer" : "grab"}
        onMouseEnter={() => setPointer(true)}
        onMouseLeave={() => setPointer(false)}
        onClick={show}
        {...mapLifecycle(markLoaded, onError, () => setBroken(true))}
      >
        <NavigationControl position="top-right" showCompass={false} />
        <Source id={EVENT_PICKUPS_SOURCE_ID} type="geojson" data={data}>
          <Layer {...eventPickupLayer} />
        </Source>
        {open && (
          <Popup
            longitude={open.lngLat[0]}
            latitude={open.lngLat[1]}
            anchor="bottom"
            offset={10}
            closeOnClick={false}
            onClose={() => setOpen(null)}
            maxWidth="18rem"
          >
            <ul className="space-y-0.5 text-xs text-slate-800" data-testid="event-map-popup">
              {open.rows.slice(0, POPUP_ROWS).map((r) => (
                <li key={r.id}>
                  {t.rich("batch.map.row", {
                    row: r.row ?? 0,
                    guest: r.guest ?? "",
                    state: t(`batch.rowStatus.${r.status}`),
                    data: (chunks) => <span translate="no">{chunks}</span>,
                  })}
                </li>
              ))}
              {open.rows.length > POPUP_ROWS && <li className="text-slate-500">{t("batch.map.more", { count: open.rows.length - POPUP_ROWS })}</li>}
            </ul>
          </Popup>
        )}
      </MapView>
      {tones.length > 0 && (
        <ul
          className="absolute bottom-2 left-2 flex max-w-[calc(100%-1rem)] flex-wrap gap-x-3 gap-y-1 rounded-md bg-white/90 px-3 py-2 text-xs text-slate-700 shadow"
          aria-label={tMap("legend.label")}
        >
          {tones.map((tone) => (
            <li key={tone} className="flex items-center gap-1">
              <span
                aria-hidden
                className="inline-block size-3 rounded-full border-2 border-white shadow-sm"
                style={{ backgroundColor: EVENT_TONE_COLORS[tone] }}
              />
              {t(`batch.map.tones.${tone}`)}
            </li>
          ))}
        </ul>
      )}
      {pickups.length === 0 && !broken && (
        <p className="absolute inset-x-4 top-4 rounded-md bg-white/95 px-3 py-2 text-sm text-slate-700 shadow" data-testid="event-map-empty">
          {t("batch.map.none")}
        </p>
      )}
      {broken && (
        <p role="status" className="absolute inset-x-4 top-4 rounded-md bg-white px-3 py-2 text-sm text-slate-700 shadow">
          {tMap("cannotShow")}
        </p>
      )}
    </div>
  );
}
