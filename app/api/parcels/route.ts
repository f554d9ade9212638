import { z } from "zod";
import { route } from "@/lib/auth/route";
import { readParcelList } from "@/lib/parcels/read";
import { PARCEL_PAGE_SIZE, formatParcelCursor, parcelCursorSchema } from "@/lib/parcels/cursor";

export const dynamic = "force-dynamic";

const query = z.strictObject({ before: parcelCursorSchema.optional() });

/** A page of the parcels this user may see, newest first, from our database (notifications and reconciliation keep it fresh). */
export const GET = route({ role: "any", query }, async ({ query }, ctx) => {
  const page = await readParcelList(ctx, { limit: PARCEL_PAGE_SIZE, before: query.before });
  const last = page.parcels.at(-1);
  return { parcels: page.parcels, next: page.more && last ? formatParcelCursor(last) : null };
});
