import { z } from "zod";
import { route } from "@/lib/auth/route";
import { listParcels } from "@/lib/parcels/queries";
import { PARCEL_PAGE_SIZE, formatParcelCursor, parcelCursorSchema } from "@/lib/parcels/cursor";

export const dynamic = "force-dynamic";

const query = z.strictObject({ before: parcelCursorSchema.optional() });

/** A page of parcels, newest first, from our database (notifications and reconciliation keep it fresh). */
export const GET = route({ role: "any", query }, async ({ query }, ctx) => {
  const page = await listParcels(ctx.db, { limit: PARCEL_PAGE_SIZE, before: query.before });
  const last = page.parcels.at(-1);
  return { parcels: page.parcels, next: page.more && last ? formatParcelCursor(last) : null };
});
