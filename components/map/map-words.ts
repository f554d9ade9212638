"use client";

import type { Map as MapLibreMap } from "maplibre-gl";
import type { ErrorEvent as MapErrorEvent } from "react-map-gl/maplibre";
import { useTranslations } from "next-intl";
import { useMemo } from "react";

/**
 * MapLibre's own words (its controls' labels and the canvas's name for screen readers) in the desk's
 * language, for the map's `locale` option. The canvas is a region too: it is named as the area that
 * pans and zooms, so that the map's container alone is called a map.
 */
export function useMapLibreLocale(): Record<string, string> {
  const t = useTranslations("map.controls");
  return useMemo(
    () => ({
      "Map.Title": t("canvas"),
      "Marker.Title": t("marker"),
      "NavigationControl.ZoomIn": t("zoomIn"),
      "NavigationControl.ZoomOut": t("zoomOut"),
      "NavigationControl.ResetBearing": t("resetBearing"),
      "AttributionControl.ToggleAttribution": t("attribution"),
      "AttributionControl.MapFeedback": t("feedback"),
      "LogoControl.Title": t("logo"),
      "Popup.Close": t("closePopup"),
    }),
    [t],
  );
}

/** The map data's credits name their owners and licences as these write them: they are not translated. */
export function keepAttributionAsWritten(map: MapLibreMap) {
  map.getContainer().querySelector(".maplibregl-ctrl-attrib-inner")?.setAttribute("translate", "no");
}

/**
 * What a map that only shows does as it loads: the base style counts as loaded (see useBaseStyle), the
 * credits are marked as written from the style's first data, and a map that cannot even be made (no
 * WebGL, which react-map-gl reports with no target) is shown as broken rather than as an error of the style.
 */
export function mapLifecycle(markLoaded: () => void, onError: (e: MapErrorEvent) => void, broken: () => void) {
  const loaded = (e: { target: MapLibreMap }) => {
    markLoaded();
    keepAttributionAsWritten(e.target);
  };
  return { onLoad: loaded, onStyleData: loaded, onError: (e: MapErrorEvent) => (e.target ? onError(e) : broken()) };
}
