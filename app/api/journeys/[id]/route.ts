import { z } from "zod";
import { route } from "@/lib/auth/route";
import { readJourney } from "@/lib/journeys/read";

export const dynamic = "force-dynamic";

/** A booked journey's last known state, from our database (the refresh job keeps it fresh). */
export const GET = route({ role: "any", params: z.object({ id: z.string().min(1).max(100) }) }, async ({ params }, ctx) => (await readJourney(ctx, { journeyId: params.id })).live);
