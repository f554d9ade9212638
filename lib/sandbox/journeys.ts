import { randomBytes, randomUUID } from "node:crypto";
import type { Ctx } from "./context";
import { routePath, type LatLng } from "./geo";
import { hubByLocationId } from "./hubs";
import { badRequest, conflict, json, notFound } from "./http";
import { addJourney, journeyById } from "./journey-index";
import { zoneAt } from "./local-time";
import { decideOutcome } from "./outcomes";
import { progress, searchFrom, type Progress } from "./progress";
import { ESTIMATE_TTL_MS, requireActiveUser, requirePickupInArea, requireReservationTime } from "./rules";
import { DRIVERS } from "./seed/drivers";
import { PRODUCTS } from "./seed/products";
import type { EstimateRecord, JourneyRecord } from "./state";
import { HEX32, journeyRequestSchema, parseOrThrow, type JourneyRequest } from "./validate";

const sameLoc = (a: LatLng, b: LatLng) => Math.abs(a[0] - b[0]) < 1e-5 && Math.abs(a[1] - b[1]) < 1e-5;

function checkStops(req: JourneyRequest) {
  req.stops.forEach((stop, i) => {
    const at = `stops[${i}]`;
    if (stop.contact && stop.contacts) throw badRequest(at, "must have either contact or contacts, not both");
    if (stop.meeting_point && !stop.location_id) {
      throw badRequest(`${at}.location_id`, "is required when meeting_point is given (the hub's location_id)");
    }
    if (stop.location_id) {
      const hub = hubByLocationId(stop.location_id);
      if (!hub) throw badRequest(`${at}.location_id`, `"${stop.location_id}" is not a hub location; take it from the hub lookup or the estimate`);
      if (stop.meeting_point && !hub.meeting_points.some((mp) => mp.uid === stop.meeting_point!.id)) {
        throw badRequest(`${at}.meeting_point.id`, `"${stop.meeting_point.id}" is not a meeting point of ${hub.title.en}`);
      }
    }
  });
}

function checkRider(ctx: Ctx, rider: JourneyRequest["rider"]) {
  if (rider.id) {
    requireActiveUser(ctx.state, rider.id, "rider.id");
    return;
  }
  if (!rider.name?.trim()) throw badRequest("rider.name", "is required for a rider who is not a company user");
  if (!rider.mobile) throw badRequest("rider.mobile", "is required for a rider who is not a company user (they get SMS updates)");
}

function checkPolicy(ctx: Ctx, req: JourneyRequest) {
  const { company, labels } = ctx.state;
  if (req.label_slug === "") throw badRequest("label_slug", "must not be an empty string; send null for no label");
  if (req.label_slug != null) {
    if (!company.labels_enabled) throw badRequest("label_slug", "cannot be used: labels are not enabled for this company");
    const label = labels.find((l) => l.slug === req.label_slug);
    if (!label) throw badRequest("label_slug", `"${req.label_slug}" is not a label of this company`);
    if (!label.active) throw badRequest("label_slug", `"${req.label_slug}" is an inactive label`);
  } else if (company.labels_enabled && company.label_required) {
    throw badRequest("label_slug", "is required by this company's policy");
  }
  if (company.reason_required && !req.reason?.trim()) throw badRequest("reason", "is required by this company's policy");
  if (req.preferred_driver_id != null) {
    if (!HEX32.test(req.preferred_driver_id)) throw badRequest("preferred_driver_id", "must be 32 lower-case hexadecimal characters (a UUID without hyphens)");
    if (!company.own_fleet) throw badRequest("preferred_driver_id", "is only for companies with their own fleet");
  }
}

/** The estimate behind a journey: same client, product, start_at and stops, at most 5 minutes old. */
function findEstimate(ctx: Ctx, req: JourneyRequest, stops: LatLng[]) {
  const startAt = req.start_at ?? null;
  const fits = (e: EstimateRecord) =>
    e.client_id === ctx.clientId &&
    e.start_at === startAt &&
    e.stops.length === stops.length &&
    e.stops.every((s, i) => sameLoc(s, stops[i]!)) &&
    e.products.some((p) => p.id === req.product_id);
  // Newest first: a booking follows its estimate, so the search ends at once however many there are.
  let estimate: EstimateRecord | undefined;
  for (let i = ctx.state.estimates.length - 1; i >= 0 && !estimate; i--) if (fits(ctx.state.estimates[i]!)) estimate = ctx.state.estimates[i];
  if (!estimate) throw whyNoEstimate(ctx, req, startAt);
  const age = ctx.now - estimate.created_at;
  if (age > ESTIMATE_TTL_MS) {
    throw badRequest("product_id", `comes from an estimate ${Math.floor(age / 60_000)} minutes old; estimates expire after 5 minutes, estimate again`);
  }
  return estimate;
}

/** Says which part of a journey matches no estimate of the client's. */
function whyNoEstimate(ctx: Ctx, req: JourneyRequest, startAt: string | null) {
  const mine = ctx.state.estimates.filter((e) => e.client_id === ctx.clientId && e.products.some((p) => p.id === req.product_id));
  if (mine.length === 0) return badRequest("product_id", "does not come from an estimate: request an estimate first and use one of its product ids");
  if (!mine.some((e) => e.start_at === startAt)) {
    const last = mine[mine.length - 1]!;
    return badRequest(
      "start_at",
      `must be identical to the estimate's start_at (estimate: ${JSON.stringify(last.start_at)}, journey: ${JSON.stringify(startAt)})`,
    );
  }
  return badRequest("stops", "differ from the estimated stops: estimate again for these stops");
}

export function createJourney(ctx: Ctx, body: unknown): Response {
  const req = parseOrThrow(journeyRequestSchema, body);
  const stops = req.stops.map((s) => s.loc as LatLng);
  requireActiveUser(ctx.state, req.requester_id, "requester_id");
  checkRider(ctx, req.rider);
  checkStops(req);
  requirePickupInArea(stops[0]!);
  const startMs = req.start_at != null ? requireReservationTime(req.start_at, stops[0]!, ctx.now) : null;
  checkPolicy(ctx, req);
  const estimate = findEstimate(ctx, req, stops);

  const quoted = estimate.products.find((p) => p.id === req.product_id)!;
  const product = PRODUCTS.find((p) => p.id === req.product_id);
  const preferred = DRIVERS.findIndex((d) => d.id === req.preferred_driver_id);
  const id = randomUUID();
  const timing = { eta_s: quoted.eta_s, duration_s: estimate.duration_s };
  const journey: JourneyRecord = {
    id,
    code: randomBytes(9).toString("base64url"),
    client_id: ctx.clientId,
    created_at: ctx.now,
    search_from: searchFrom(timing, startMs, ctx.now, ctx.clockSpeed),
    start_type: startMs === null ? "asap" : "reserved",
    start_at_local: req.start_at ?? null,
    zone: zoneAt(stops[0]![0], stops[0]![1]),
    requester_id: req.requester_id,
    product_id: req.product_id,
    product_name: product?.name ?? quoted.slug,
    price: { amount: quoted.amount, currency: quoted.currency },
    distance_m: estimate.distance_m,
    ...timing,
    driver_index: preferred >= 0 ? preferred : parseInt(id.slice(0, 4), 16) % DRIVERS.length,
    request: structuredClone(req),
    cancelled_at: null,
    outcome: decideOutcome(id, ctx.state.outcome_shares),
    outcome_at: null,
    close_after_ms: ctx.state.sales_settings.close_after_ms,
    earlier: [],
  };
  addJourney(ctx.state.journeys, journey);
  ctx.changes.put("journeys", id, journey);
  return json({ id, public_url: publicUrl(ctx, journey) });
}

export const publicUrl = (ctx: Pick<Ctx, "base">, j: JourneyRecord) => `${ctx.base}/j/${j.code}`;

export function findJourney(ctx: Ctx, id: string): JourneyRecord {
  const j = journeyById(ctx.state.journeys, id);
  if (!j || j.client_id !== ctx.clientId) throw notFound(`journey ${id}`);
  return j;
}

export const journeyRoute = (j: JourneyRecord) => routePath(j.request.stops.map((s) => s.loc));

const iso = (ms: number | undefined | null) => (ms == null ? null : new Date(ms).toISOString());

/** When the current search reached a state (a search started again by keep_searching forgets the earlier ones). */
const reachedAt = (p: Progress, state: string) => {
  for (let i = p.reached.length - 1; i >= 0; i--) {
    if (p.reached[i]!.state === state) return p.reached[i]!.at;
    if (p.reached[i]!.state === "not found" && state !== "not found") return undefined;
  }
  return undefined;
};

export function journeyDetails(ctx: Ctx, j: JourneyRecord) {
  const route = journeyRoute(j);
  const p = progress(j, ctx.now, ctx.clockSpeed, route);
  const at = (state: string) => reachedAt(p, state);
  const stops = j.request.stops;
  const ride = p.reached.find((r) => r.state === "pick up");
  const dropped = at("drop off");
  return {
    id: j.id,
    user_id: j.requester_id,
    product_id: j.product_id,
    region_id: "madrid",
    label_slug: j.request.label_slug ?? null,
    created_at: iso(j.created_at),
    start_type: j.start_type,
    start_at: iso(at("hired")),
    end_at: iso(p.endAt),
    current_state: p.state,
    end_state: p.endState,
    finished: p.finished,
    public_url: publicUrl(ctx, j),
    // Stops come back as sent, less location_id, which the provider's stop response does not carry.
    stops: stops.map(({ location_id: _hubLocation, ...rest }, i) => {
      let hit: number | undefined;
      if (i === 0) hit = at("arrived");
      else if (i === stops.length - 1) hit = dropped;
      else if (ride && dropped) hit = ride.at + ((dropped - ride.at) * i) / (stops.length - 1);
      else if (ride && p.state === "pick up" && p.fraction >= i / (stops.length - 1)) hit = ctx.now;
      return { id: `${j.id}-${i}`, ...rest, contacts: rest.contacts ?? [], hit_at: iso(hit) };
    }),
    // The sale, and with it the totals, comes with terminated, some time after the drop off.
    totals: p.state === "terminated" ? { price: j.price, discount: { amount: 0, currency: j.price.currency }, price_total: j.price } : null,
  };
}

export function journeyState(ctx: Ctx, j: JourneyRecord, requesterId: string | null) {
  if (!requesterId) throw badRequest("requester_id", "is required as a query parameter");
  if (requesterId !== j.requester_id) throw notFound(`journey ${j.id}`);
  const route = journeyRoute(j);
  const p = progress(j, ctx.now, ctx.clockSpeed, route);
  const assigned = p.driverAssigned;
  const driver = DRIVERS[j.driver_index]!;
  const trail = p.state === "terminated" || !p.driverLoc ? [] : [{ loc: p.driverLoc, state_name: p.state }];
  return {
    journey_id: j.id,
    ...(assigned
      ? {
          driver: { id: driver.id, name: driver.name, phone_number: driver.phone_number, avatar_url: `${ctx.origin}/sandbox-assets/driver.svg` },
          vehicle: { ...driver.vehicle },
        }
      : {}),
    preassigned_driver: null,
    is_driver_on_another_journey: false,
    driver_stop_before_pickup: null,
    waypoints: { total: trail.length, rows: trail },
  };
}

/** Cancelling is the rider's cancel; it is refused once the rider is aboard or the journey is over. */
export function cancelJourney(ctx: Ctx, j: JourneyRecord): Response {
  const p = progress(j, ctx.now, ctx.clockSpeed, journeyRoute(j));
  if (p.finished) throw conflict(`journey ${j.id} has already ended (${p.endState}) and cannot be cancelled`);
  if (p.state === "pick up") throw conflict(`journey ${j.id} cannot be cancelled: the rider is already aboard`);
  j.cancelled_at = ctx.now;
  ctx.changes.put("journeys", j.id, j);
  return json({ id: j.id });
}
