import type { CircleLayerSpecification, FillLayerSpecification, LineLayerSpecification } from "react-map-gl/maplibre";

/** A layer drawn inside a `<Source>`, which gives its children their source id. */
type SourceLayer<T> = Omit<T, "source">;

export const BRAND = {
  teal: "#0f766e",
  tealDark: "#115e59",
  amber: "#f59e0b",
  slate: "#475569",
  slateDark: "#0f172a",
  white: "#ffffff",
} as const;

export const ROUTE_SOURCE_ID = "booking-route";
export const DRIVER_PATH_SOURCE_ID = "driver-path";
export const EVENT_PICKUPS_SOURCE_ID = "event-pickups";
export const AREA_SOURCE_ID = "allowed-area";
export const AREA_CORNERS_SOURCE_ID = "allowed-area-corners";

/** Ids of the app's own sources, so their errors never count against the base style. */
export const APP_SOURCE_IDS: readonly string[] = [ROUTE_SOURCE_ID, DRIVER_PATH_SOURCE_ID, EVENT_PICKUPS_SOURCE_ID, AREA_SOURCE_ID, AREA_CORNERS_SOURCE_ID];

const roundLine = { "line-cap": "round", "line-join": "round" } as const;

/** A white halo under the route so it reads on any base map. */
export const routeCasingLayer: SourceLayer<LineLayerSpecification> = {
  id: "booking-route-casing",
  type: "line",
  layout: roundLine,
  paint: { "line-color": BRAND.white, "line-width": ["interpolate", ["linear"], ["zoom"], 8, 5, 16, 11], "line-opacity": 0.9 },
};

/** The provider's route from the estimate. */
export const routeLineLayer: SourceLayer<LineLayerSpecification> = {
  id: "booking-route-line",
  type: "line",
  layout: roundLine,
  paint: { "line-color": BRAND.teal, "line-width": ["interpolate", ["linear"], ["zoom"], 8, 3, 16, 7] },
};

/** Straight segments between stops while there is no route yet: dashed, so it doesn't pass for one. */
export const straightRouteLineLayer: SourceLayer<LineLayerSpecification> = {
  ...routeLineLayer,
  paint: { ...routeLineLayer.paint, "line-dasharray": [1.5, 1.5], "line-opacity": 0.8 },
};

/** The driver's path so far, from the journey's waypoints. */
export const driverPathLayer: SourceLayer<LineLayerSpecification> = {
  id: "driver-path-line",
  type: "line",
  layout: roundLine,
  paint: { "line-color": BRAND.slateDark, "line-width": ["interpolate", ["linear"], ["zoom"], 8, 2, 16, 5], "line-opacity": 0.75 },
};

/** An event's rows by how they stand (lib/events/summary.ts RowTone): the colour of their pickups on the map and in its legend. */
export const EVENT_TONE_COLORS = {
  attention: "#d97706",
  toBook: BRAND.teal,
  moving: "#0284c7",
  booked: "#059669",
  cancelled: "#94a3b8",
} as const;

/** Every pickup of an event, a dot coloured by its row's tone (its `tone` property), larger as the map zooms in. */
export const eventPickupLayer: SourceLayer<CircleLayerSpecification> = {
  id: "event-pickups",
  type: "circle",
  paint: {
    "circle-color": [
      "match",
      ["get", "tone"],
      "attention",
      EVENT_TONE_COLORS.attention,
      "toBook",
      EVENT_TONE_COLORS.toBook,
      "moving",
      EVENT_TONE_COLORS.moving,
      "booked",
      EVENT_TONE_COLORS.booked,
      "cancelled",
      EVENT_TONE_COLORS.cancelled,
      BRAND.slate,
    ],
    "circle-radius": ["interpolate", ["linear"], ["zoom"], 8, 4, 16, 9],
    "circle-stroke-color": BRAND.white,
    "circle-stroke-width": 1.5,
  },
};

/** The allowed area: zones and the radii around saved places, filled lightly; the zone being drawn (`active`) stronger. */
export const areaFillLayer: SourceLayer<FillLayerSpecification> = {
  id: "allowed-area-fill",
  type: "fill",
  paint: { "fill-color": BRAND.teal, "fill-opacity": ["case", ["get", "active"], 0.28, 0.14] },
};

export const areaLineLayer: SourceLayer<LineLayerSpecification> = {
  id: "allowed-area-line",
  type: "line",
  layout: roundLine,
  paint: { "line-color": BRAND.tealDark, "line-width": ["case", ["get", "active"], 3, 1.5] },
};

/** The corners of the zone being drawn, in order. */
export const areaCornerLayer: SourceLayer<CircleLayerSpecification> = {
  id: "allowed-area-corners",
  type: "circle",
  paint: { "circle-color": BRAND.white, "circle-radius": 5, "circle-stroke-color": BRAND.tealDark, "circle-stroke-width": 2 },
};
