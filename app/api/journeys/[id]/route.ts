import { z } from "zod";
import { route } from "@/lib/auth/route";
import { readJourney } from "@/lib/journeys/read";
import type { JourneyLiveAnswer } from "@/lib/journeys/types";

export const dynamic = "force-dynamic";

/**
 * A booked journey's last known state, from our database (the refresh job keeps it fresh), with
 * its guest's messages and the desk's alerts as they stand.
 */
export const GET = route({ role: "any", params: z.object({ id: z.string().min(1).max(100) }) }, async ({ params }, ctx): Promise<JourneyLiveAnswer> => {
  const { live, messages } = await readJourney(ctx, { journeyId: params.id });
  // Looked up by its journey id, a booking always has its journey.
  return { ...live!, messages };
});
