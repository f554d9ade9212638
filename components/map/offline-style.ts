import type { StyleSpecification } from "react-map-gl/maplibre";

/** Written by scripts/prepare-assets.mjs at install time. */
export const COUNTRIES_GEOJSON_URL = "/map/countries-110m.geojson";

const COLORS = {
  water: "#dbe7ee",
  land: "#f8fafc",
  border: "#94a3b8",
} as const;

/**
 * A base map that needs nothing from the network but the app itself: a plain background and
 * country shapes. No glyphs or sprites, so no symbol layers.
 */
export function buildOfflineStyle(countriesUrl: string = COUNTRIES_GEOJSON_URL): StyleSpecification {
  return {
    version: 8,
    name: "Ridedesk offline",
    sources: {
      countries: {
        type: "geojson",
        data: countriesUrl,
        attribution: "Natural Earth",
      },
    },
    layers: [
      { id: "offline-water", type: "background", paint: { "background-color": COLORS.water } },
      { id: "offline-land", type: "fill", source: "countries", paint: { "fill-color": COLORS.land } },
      {
        id: "offline-borders",
        type: "line",
        source: "countries",
        paint: { "line-color": COLORS.border, "line-width": ["interpolate", ["linear"], ["zoom"], 2, 0.5, 10, 1.5] },
      },
    ],
  };
}
