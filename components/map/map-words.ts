"use client";

import type { Map as MapLibreMap } from "maplibre-gl";
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
