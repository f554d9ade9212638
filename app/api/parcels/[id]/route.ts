import { z } from "zod";
import { ActionError } from "@/lib/auth/guard";
import { route } from "@/lib/auth/route";
import { parcelWithTimeline } from "@/lib/parcels/queries";

export const dynamic = "force-dynamic";

/** One parcel and its timeline, from our database. */
export const GET = route({ role: "any", params: z.strictObject({ id: z.uuid() }) }, async ({ params }, ctx) => {
  const found = await parcelWithTimeline(ctx.db, params.id);
  if (!found) throw new ActionError("not_found", "This parcel does not exist, or was deleted.");
  return found;
});
