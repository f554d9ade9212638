import { SERVICE_AREA, inServiceArea, type LatLng } from "./geo";
import { badRequest } from "./http";
import { horizonMs, readLocalTime, zoneAt } from "./local-time";
import type { SandboxState, User } from "./state";

export const MIN_LEAD_MS = 30 * 60 * 1000;
export const HORIZON_DAYS = 60;
export const ESTIMATE_TTL_MS = 5 * 60 * 1000;

/** The requester must be an active user of the company. */
export function requireActiveUser(state: SandboxState, id: string, field: string): User {
  const user = state.users.find((u) => u.id === id);
  if (!user) throw badRequest(field, `"${id}" is not a user of this company`);
  if (user.state !== "active") throw badRequest(field, `"${id}" is a ${user.state} user and cannot ride or book`);
  return user;
}

export function requirePickupInArea(loc: LatLng) {
  if (!inServiceArea(loc)) {
    const [lat, lng] = SERVICE_AREA.center;
    throw badRequest(
      "stops[0].loc",
      `is outside the sandbox's service area: pickups must lie within ${SERVICE_AREA.radiusM / 1000} km of central Madrid (${lat}, ${lng})`,
    );
  }
}

/**
 * A reservation's start: wall-clock time at the pickup, 30 minutes to 60 days ahead.
 * Returns the instant it names.
 */
export function requireReservationTime(startAt: string, pickup: LatLng, now: number): number {
  const zone = zoneAt(pickup[0], pickup[1]);
  const read = readLocalTime(startAt, zone);
  if (!read.ok) {
    const rule = {
      format: 'must be a local time written "YYYY-MM-DD HH:MM:SS"',
      invalid: "is not a real calendar date and time",
      nonexistent: `does not exist in ${zone}: the clocks skip that hour for daylight saving`,
    }[read.reason];
    throw badRequest("start_at", rule);
  }
  if (read.epochMs - now < MIN_LEAD_MS) {
    throw badRequest("start_at", `must be at least 30 minutes ahead of now in ${zone}`);
  }
  if (read.epochMs > horizonMs(now, zone, HORIZON_DAYS)) {
    throw badRequest("start_at", `must be at most ${HORIZON_DAYS} days ahead of now in ${zone}`);
  }
  return read.epochMs;
}
