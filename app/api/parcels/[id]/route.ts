import { z } from "zod";
import { route } from "@/lib/auth/route";
import { readParcel } from "@/lib/parcels/read";

export const dynamic = "force-dynamic";

/** One parcel and its timeline, from our database; 404 alike for an unknown parcel and one the user may not see. */
export const GET = route({ role: "any", params: z.strictObject({ id: z.uuid() }) }, async ({ params }, ctx) => readParcel(ctx, params.id));
