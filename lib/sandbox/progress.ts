import { along, type LatLng } from "./geo";
import type { JourneyRecord } from "./state";

/** Journey states in the order the provider moves through them. */
export const STATES = ["hire", "hired", "arrived", "pick up", "drop off", "terminated"] as const;
export type EndState = "drop off" | "rider cancel" | "not found" | "driver cancel" | "no show";
export type JourneyStateName = (typeof STATES)[number] | EndState;

const HIRE_MS = 20_000;
/** A search that runs out, and a search started again by keep_searching: a fixed 5 minutes. */
export const SEARCH_MS = 5 * 60_000;
const WAIT_AT_PICKUP_MS = 90_000;
/** How long a driver waits for a rider who never comes before leaving (no show). */
const NO_SHOW_WAIT_MS = 5 * 60_000;
/** The sandbox writes the receipt (the sale) 10 minutes after drop-off (2 hours in production), unless set otherwise. */
export const TERMINATE_AFTER_MS = 10 * 60_000;

type Timing = Pick<JourneyRecord, "eta_s" | "duration_s" | "close_after_ms">;

/** Real milliseconds of each phase at clock speed 1, for a journey that ends in a drop off. */
export function phases(j: Timing) {
  return {
    hire: HIRE_MS,
    hired: j.eta_s * 1000,
    arrived: WAIT_AT_PICKUP_MS,
    "pick up": j.duration_s * 1000,
    "drop off": j.close_after_ms ?? TERMINATE_AFTER_MS,
  };
}

/** The phases of this journey's current search, lengthened by how it is to end. */
function phasesOf(j: JourneyRecord) {
  const p = phases(j);
  const longSearch = j.earlier.length > 0 || j.outcome === "not found";
  return { ...p, hire: longSearch ? SEARCH_MS : p.hire, arrived: j.outcome === "no show" ? NO_SHOW_WAIT_MS : p.arrived };
}

/** Searching starts early enough for the driver to reach the pickup at the reserved time. */
export function searchFrom(j: Timing, startMs: number | null, createdAt: number, speed: number) {
  if (startMs === null) return createdAt;
  const p = phases(j);
  return Math.max(createdAt, startMs - (p.hire + p.hired) / speed);
}

/** When each phase of the current search starts, in real time. */
export function phaseStarts(j: JourneyRecord, speed: number) {
  const p = phasesOf(j);
  const hired = j.search_from + p.hire / speed;
  const arrived = hired + p.hired / speed;
  const pickUp = arrived + p.arrived / speed;
  const dropOff = pickUp + p["pick up"] / speed;
  return { hire: j.search_from, hired, arrived, "pick up": pickUp, "drop off": dropOff, terminated: dropOff + p["drop off"] / speed };
}

/**
 * Where the journey's outcome other than a drop off naturally happens: the search runs out, the
 * driver cancels halfway to the pickup, or gives up waiting there. Null for a drop off.
 */
export function naturalEndAt(j: JourneyRecord, speed: number): number | null {
  const t = phaseStarts(j, speed);
  if (j.outcome === "not found") return t.hired;
  if (j.outcome === "driver cancel") return (t.hired + t.arrived) / 2;
  if (j.outcome === "no show") return t["pick up"];
  return null;
}

export type Progress = {
  state: JourneyStateName;
  /** Real time each state was entered, for the states reached so far, earlier searches first. */
  reached: { state: JourneyStateName; at: number }[];
  finished: boolean;
  endState: EndState | null;
  /** When the end state was reached. */
  endAt: number | null;
  /** A driver is assigned in the current search (and has not left). */
  driverAssigned: boolean;
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
  const starts = phaseStarts(j, speed);
  const outcomeAt = j.outcome === "drop off" ? null : (j.outcome_at ?? naturalEndAt(j, speed));
  // The rider's cancel can only come before any other end, since an ended journey refuses it.
  const endedBy = j.cancelled_at !== null ? "rider cancel" : outcomeAt !== null && outcomeAt <= now ? j.outcome : null;
  const stopAt = j.cancelled_at ?? (endedBy ? outcomeAt! : now);
  const reached: Progress["reached"] = [...j.earlier, { state: "hire", at: j.earlier.length ? j.search_from : j.created_at }];
  let state: JourneyStateName = "hire";
  let fraction = 0;
  for (const name of ["hired", "arrived", "pick up", "drop off", "terminated"] as const) {
    // An end that comes exactly as a phase would start comes instead of it.
    if (starts[name] > stopAt || (endedBy && starts[name] >= stopAt)) break;
    reached.push({ state: name, at: starts[name] });
    state = name;
  }
  if (state !== "terminated") {
    const next = STATES[STATES.indexOf(state as (typeof STATES)[number]) + 1]!;
    const length = starts[next] - starts[state as keyof typeof starts];
    fraction = length <= 0 ? 1 : Math.min(1, Math.max(0, (stopAt - starts[state as keyof typeof starts]) / length));
  } else fraction = 1;
  const current = state;

  const pickup = j.request.stops[0]!.loc;
  let driverLoc: LatLng | null = null;
  if (current === "hired") driverLoc = along([approachStart(pickup, j.eta_s), pickup], fraction);
  else if (current === "arrived") driverLoc = pickup;
  else if (current === "pick up") driverLoc = along(route, fraction);
  else if (current === "drop off" || current === "terminated") driverLoc = route[route.length - 1]!;

  const hiredNow = current !== "hire";
  if (endedBy) {
    const at = endedBy === "rider cancel" ? j.cancelled_at! : outcomeAt!;
    reached.push({ state: endedBy, at });
    // A driver who cancelled has left; one who waited in vain is still known by name.
    return {
      state: endedBy,
      reached,
      finished: true,
      endState: endedBy,
      endAt: at,
      driverAssigned: endedBy === "no show" && hiredNow,
      driverLoc: null,
      fraction,
    };
  }
  const finished = current === "drop off" || current === "terminated";
  return {
    state: current,
    reached,
    finished,
    endState: finished ? "drop off" : null,
    endAt: finished ? starts["drop off"] : null,
    driverAssigned: hiredNow,
    driverLoc,
    fraction,
  };
}
