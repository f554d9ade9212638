import "server-only";
import { log } from "@/lib/log";
import { audit } from "@/lib/audit/queries";
import type { Db } from "@/lib/db/client";
import { resolveAttention } from "@/lib/booking/attention-queries";
import type { BookingRow } from "@/lib/booking/queries";
import { ProviderError } from "@/lib/provider";
import { rereadJourney, type JourneyDeps } from "@/lib/journeys/deps";
import { agentOf, type SendOutcome } from "./send";

const logger = log.child({ module: "guest-ready" });

/**
 * No driver was found for the car the guest called, and their window is still open: their "try
 * again" asks the provider to search once more for the same journey (a new ride is never made), as
 * the desk's "keep searching" does, and follows it again. A second tap finds the search under way.
 */
export async function searchAgainForGuest(db: Db, booking: BookingRow, journeys: JourneyDeps): Promise<SendOutcome> {
  try {
    await journeys.rides.keepSearching(booking.journeyId!);
  } catch (e) {
    if (!(e instanceof ProviderError)) throw e;
    logger.warn({ err: e, bookingId: booking.id }, "the provider did not search again for a guest's car");
    // Searching already (another tap, the desk), or over: the page shows where the ride is.
    if (e.kind === "bad_request") return { kind: "already" };
    return { kind: "refused" };
  }
  // The desk's problem is dealt with by the guest's own try; the audit log says it was the guest.
  await resolveAttention(db, { bookingId: booking.id, by: null, resolution: "kept searching" });
  await audit(db, {
    actor: { id: null, email: null },
    action: "journey.kept_searching",
    target: { type: "journey", id: booking.journeyId! },
    detail: { booking: booking.id, by: "guest" },
  });
  // Read now in the name of the agent who booked it, so the guest's page shows the search at once; else the refresh job reads it.
  const agent = await agentOf(db, booking.createdBy);
  if (agent) await rereadJourney({ db, user: agent }, journeys, booking.id);
  else await journeys.follow(booking.id);
  return { kind: "booked" };
}
