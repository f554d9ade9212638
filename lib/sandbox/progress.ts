import { along, type LatLng } from "./geo";
import type { JourneyRecord } from "./state";

/** Journey states in the order the provider moves through them. */
export const STATES = ["hire", "hired", "arrived", "pick up", "drop off", "terminated"] as const;
export type JourneyStateName = (typeof STATES)[number] | "rider cancel";

const HIRE_MS = 20_000;
const WAIT_AT_PICKUP_MS = 90_000;
/** The sandbox writes the receipt 10 minutes after drop-off (2 hours in production). */
const TERMINATE_AFTER_MS = 10 * 60_000;

/** Real milliseconds of each phase at clock speed 1. */
export function phases(j: Pick<JourneyRecord, "eta_s" | "duration_s">) {
  return {
    hire: HIRE_MS,
    hired: j.eta_s * 1000,
    arrived: WAIT_AT_PICKUP_MS,
    "pick up": j.duration_s * 1000,
    "drop off": TERMINATE_AFTER_MS,
  };
}

/** Searching starts early enough for the driver to reach the pickup at the reserved time. */
export function searchFrom(j: Pick<JourneyRecord, "eta_s" | "duration_s">, startMs: number | null, createdAt: number, speed: number) {
  if (startMs === null) return createdAt;
  const p = phases(j);
  return Math.max(createdAt, startMs - (p.hire + p.hired) / speed);
}

export type Progress = {
  state: JourneyStateName;
  /** Real time each state was entered, for the states reached so far. */
  reached: { state: JourneyStateName; at: number }[];
  finished: boolean;
  endState: "drop off" | "rider cancel" | null;
  /** Where the driver is, once one is assigned. */
  driverLoc: LatLng | null;
  /** How far through the current phase, 0..1. */
  fraction: number;
};

/** Where the approaching driver starts: a short drive north-west of the pickup. */
export const approachStart = ([lat, lng]: LatLng, etaS: number): LatLng => {
  const km = Math.max(0.6, (etaS / 3600) * 22);
  return [lat + km / 111 / 1.4, lng - km / 85 / 1.4];
};

export function progress(j: JourneyRecord, now: number, speed: number, route: LatLng[]): Progress {
  const p = phases(j);
  const order = ["hire", "hired", "arrived", "pick up", "drop off"] as const;
  const stopAt = j.cancelled_at ?? now;
  const reached: Progress["reached"] = [{ state: "hire", at: j.created_at }];
  let t = j.search_from;
  let state: JourneyStateName = "hire";
  let fraction = 0;
  for (const name of order) {
    const length = p[name] / speed;
    if (name !== "hire") {
      if (stopAt < t) break;
      reached.push({ state: name, at: t });
    }
    state = name;
    fraction = length === 0 ? 1 : Math.min(1, Math.max(0, (stopAt - t) / length));
    t += length;
  }
  if (state === "drop off" && stopAt >= t) {
    reached.push({ state: "terminated", at: t });
    state = "terminated";
  }
  const cancelled = j.cancelled_at !== null;
  if (cancelled) reached.push({ state: "rider cancel", at: j.cancelled_at! });

  const pickup = j.request.stops[0]!.loc;
  let driverLoc: LatLng | null = null;
  if (state === "hired") driverLoc = along([approachStart(pickup, j.eta_s), pickup], fraction);
  else if (state === "arrived") driverLoc = pickup;
  else if (state === "pick up") driverLoc = along(route, fraction);
  else if (state === "drop off" || state === "terminated") driverLoc = route[route.length - 1]!;

  const finished = cancelled || state === "drop off" || state === "terminated";
  return {
    state: cancelled ? "rider cancel" : state,
    reached,
    finished,
    endState: cancelled ? "rider cancel" : finished ? "drop off" : null,
    driverLoc: cancelled ? null : driverLoc,
    fraction,
  };
}
