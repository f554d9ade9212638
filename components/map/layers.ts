import type { CircleLayerSpecification, LineLayerSpecification } from "react-map-gl/maplibre";

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
export const MEETING_POINTS_SOURCE_ID = "booking-meeting-points";
export const MEETING_POINTS_LAYER_ID = "booking-meeting-points";
export const SELECTED_MEETING_POINT_LAYER_ID = "booking-meeting-point-selected";

/** Ids of the app's own sources, so their errors never count against the base style. */
export const APP_SOURCE_IDS: readonly string[] = [ROUTE_SOURCE_ID, MEETING_POINTS_SOURCE_ID];

/** Clickable layers: a click on them selects a meeting point instead of adding a stop. */
export const INTERACTIVE_LAYER_IDS = [MEETING_POINTS_LAYER_ID, SELECTED_MEETING_POINT_LAYER_ID];

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

/** Every meeting point of the pickup's hub. */
export const meetingPointsLayer: SourceLayer<CircleLayerSpecification> = {
  id: MEETING_POINTS_LAYER_ID,
  type: "circle",
  paint: {
    "circle-color": BRAND.white,
    "circle-radius": ["interpolate", ["linear"], ["zoom"], 10, 5, 16, 9],
    "circle-stroke-color": BRAND.slate,
    "circle-stroke-width": 2.5,
  },
};

/** The chosen meeting point, drawn over the others. */
export const selectedMeetingPointLayer: SourceLayer<CircleLayerSpecification> = {
  id: SELECTED_MEETING_POINT_LAYER_ID,
  type: "circle",
  filter: ["==", ["get", "selected"], true],
  paint: {
    "circle-color": BRAND.amber,
    "circle-radius": ["interpolate", ["linear"], ["zoom"], 10, 7, 16, 12],
    "circle-stroke-color": BRAND.slateDark,
    "circle-stroke-width": 3,
  },
};
