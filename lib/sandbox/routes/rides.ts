import { createEstimate } from "../estimates";
import { SandboxError, json, parseJson, parseOptionalJson } from "../http";
import { hubAt, hubToWire } from "../hubs";
import { cancelJourney, createJourney, findJourney, journeyDetails, journeyState } from "../journeys";
import { keepSearching } from "../outcomes";
import { recordRequest } from "../request-log";
import type { Call, Route } from "../router";

/** Reads a body worth keeping in the request log; only once the token is known good, so strangers fill nothing. */
async function recordedJson(c: Call) {
  const ctx = c.api();
  const text = await c.body();
  recordRequest(ctx, c.request.method, c.path, text);
  return { ctx, body: parseJson(text) };
}

function hubLookup(c: Call): Response {
  const ctx = c.api();
  const { query } = c;
  const lat = Number(query.get("latitude") ?? NaN);
  const lng = Number(query.get("longitude") ?? NaN);
  if (!query.get("latitude") || !Number.isFinite(lat) || Math.abs(lat) > 90)
    throw new SandboxError(400, "latitude is required and must be a number between -90 and 90", "latitude");
  if (!query.get("longitude") || !Number.isFinite(lng) || Math.abs(lng) > 180)
    throw new SandboxError(400, "longitude is required and must be a number between -180 and 180", "longitude");
  const hub = hubAt([lat, lng]);
  return json({ data: hub ? hubToWire(hub, ctx.origin) : null });
}

const JOURNEY = /^\/api\/v4\/journey\/([^/]+)$/;
const JOURNEY_STATE = /^\/api\/v4\/journey\/([^/]+)\/state$/;
const KEEP_SEARCHING = /^\/api\/v4\/journey\/([^/]+)\/keep_searching$/;

/** Estimates, hubs and journeys. */
export const rideRoutes: Route[] = [
  {
    method: "POST",
    path: "/api/v4/estimates",
    run: async (c) => {
      const { ctx, body } = await recordedJson(c);
      return createEstimate(ctx, body);
    },
  },
  { method: "GET", path: "/api/v4/hub", run: hubLookup },
  // The seed document's path for the same lookup.
  { method: "GET", path: "/hub", run: hubLookup },
  {
    method: "POST",
    path: "/api/v4/journey",
    run: async (c) => {
      const { ctx, body } = await recordedJson(c);
      return createJourney(ctx, body);
    },
  },
  {
    method: "GET",
    path: JOURNEY,
    run: (c) => {
      const ctx = c.api();
      return json(journeyDetails(ctx, findJourney(ctx, c.params[0]!)));
    },
  },
  {
    method: "GET",
    path: JOURNEY_STATE,
    run: (c) => {
      const ctx = c.api();
      return json(journeyState(ctx, findJourney(ctx, c.params[0]!), c.query.get("requester_id")));
    },
  },
  {
    method: "POST",
    path: JOURNEY_STATE,
    run: async (c) => {
      // Logged, body and all, so tests can prove a cancel was (or was not) sent, and sent empty.
      const ctx = c.api();
      const text = await c.body();
      recordRequest(ctx, c.request.method, c.path, text);
      parseOptionalJson(text);
      return cancelJourney(ctx, findJourney(ctx, c.params[0]!));
    },
  },
  {
    method: "POST",
    path: KEEP_SEARCHING,
    run: async (c) => {
      const ctx = c.api();
      const text = await c.body();
      recordRequest(ctx, c.request.method, c.path, text);
      parseOptionalJson(text);
      return keepSearching(ctx, findJourney(ctx, c.params[0]!));
    },
  },
];
