import "server-only";
import type { Db } from "@/lib/db";
import { bookingToRefresh, saveJourneyRead, saveJourneyReadFailure, type JourneyRead } from "@/lib/booking/journey-queries";
import type { BookingRow } from "@/lib/booking/queries";
import { ProviderError, type Journey, type JourneyState } from "@/lib/provider";
import { localStartToDate } from "@/lib/booking/time";
import { isAttentionEndState, WITH_DRIVER_STATES } from "@/lib/booking/states";
import { DEFAULT_POLL, nextReadIn, type PollSettings } from "./poll-policy";

/** The provider calls the refresh needs: journey details, and the live state for driver and vehicle. */
export type JourneyReader = {
  journey(id: string): Promise<Journey>;
  journeyState(id: string, requesterId: string): Promise<JourneyState>;
};

export type RefreshOutcome =
  | { kind: "skipped" }
  /** Read; ask again in `next` seconds, or never (null). */
  | { kind: "read"; state: string | null; next: number | null }
  /** The provider no longer knows the journey: the last known state is kept and following stops. */
  | { kind: "gone" };

/** With a driver assigned, the live state has the driver, vehicle and path. */
const DRIVER_STATES: ReadonlySet<string> = new Set(WITH_DRIVER_STATES);
const MAX_WAYPOINTS = 500;

/**
 * Reads a booked journey from the provider and keeps what it says: state, when each state was
 * first seen, driver, vehicle, path, end state and totals. A failed read keeps the last known
 * state (never a made-up one) and throws, so the job is retried with backoff.
 */
export async function refreshJourney(
  db: Db,
  reader: JourneyReader,
  bookingId: string,
  now = new Date(),
  poll: PollSettings = DEFAULT_POLL,
): Promise<RefreshOutcome> {
  const booking = await bookingToRefresh(db, bookingId);
  if (!booking) return { kind: "skipped" };
  const journeyId = booking.journeyId!;

  let details: Journey;
  let live: JourneyState | null = null;
  try {
    details = await reader.journey(journeyId);
    const state = details.current_state ?? null;
    // The live state has the driver from hired on; a ride that passed hired between two reads is read too,
    // and one first read already over (terminated after a drop off), whose receipt names its driver and plate.
    const endedUnseen = (state === "drop off" || (state === "terminated" && details.end_state === "drop off")) && !booking.driver;
    if (state && (DRIVER_STATES.has(state) || endedUnseen)) {
      live = await reader.journeyState(journeyId, booking.requesterId).catch((e: unknown) => {
        if (e instanceof ProviderError && e.kind === "not_found") return null;
        throw e;
      });
    }
  } catch (e) {
    if (e instanceof ProviderError && e.kind === "not_found") {
      await saveJourneyReadFailure(db, bookingId, "The ride service no longer knows this journey.", now, true);
      return { kind: "gone" };
    }
    await saveJourneyReadFailure(db, bookingId, failureReason(e), now);
    throw e;
  }

  const read = merge(booking, details, live, now);
  const next = nextReadIn(
    { state: read.state, endState: read.endState, finished: read.finished, hasTotals: !!read.totals, startsAt: startsAt(booking), stateTimes: read.stateTimes },
    now,
    poll,
  );
  const newProblem = isAttentionEndState(read.endState) && read.endState !== booking.endState;
  await saveJourneyRead(db, bookingId, read, now, next === null, newProblem);
  return { kind: "read", state: read.state, next };
}

/** What we knew, brought up to date with what the provider says now. */
function merge(booking: BookingRow, details: Journey, live: JourneyState | null, now: Date): JourneyRead {
  const state = details.current_state ?? booking.journeyState;
  const endState = details.end_state ?? null;
  const stateTimes = { ...booking.stateTimes };
  if (state && !stateTimes[state]) stateTimes[state] = now.toISOString();
  if (endState && details.end_at && !booking.stateTimes[endState]) stateTimes[endState] = new Date(details.end_at).toISOString();
  const driver = live?.driver
    ? { name: live.driver.name, phone: live.driver.phone_number ?? null, avatarUrl: live.driver.avatar_url ?? null }
    : live?.preassigned_driver
      ? { name: live.preassigned_driver.name, phone: null, avatarUrl: live.preassigned_driver.avatar_url ?? null }
      : booking.driver;
  const rows = live?.waypoints?.rows;
  return {
    state,
    endState,
    finished: details.finished,
    stateTimes,
    driver,
    vehicle: live?.vehicle ?? booking.vehicle,
    // Waypoints are empty once terminated: the path seen so far is kept.
    waypoints: rows && rows.length ? rows.slice(-MAX_WAYPOINTS).map((r) => ({ loc: r.loc, state: r.state_name })) : booking.waypoints,
    totals: details.totals ? { price: details.totals.price, discount: details.totals.discount, priceTotal: details.totals.price_total } : booking.totals,
    publicUrl: details.public_url ?? null,
  };
}

const startsAt = (b: BookingRow) => (b.startAt && b.zone ? localStartToDate(b.startAt, b.zone) : null);

/** Why a read failed, kept with the booking for whoever looks into it (it is not shown on the screens), in English as the logs are. */
function failureReason(e: unknown): string {
  if (!(e instanceof ProviderError)) return "The ride service could not be read.";
  if (e.kind === "rate_limited") return "The ride service asked us to slow down.";
  if (e.kind === "timeout" || e.kind === "network") return "The ride service could not be reached.";
  if (e.kind === "server_error") return "The ride service had a problem.";
  return `The ride service refused the read (${e.status || e.kind}).`;
}
