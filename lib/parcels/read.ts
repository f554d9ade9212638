import "server-only";
import { ActionError } from "@/lib/action-result";
import type { ActionContext } from "@/lib/auth/guard";
import { NO_PARCEL, canSeeParcel } from "./access";
import { listParcels, parcelWithTimeline } from "./queries";

/**
 * The viewer-aware reads of parcels, shared by the parcel pages and GET /api/parcels(/[id]). A parcel
 * that does not exist and one this user may not see get the same not found.
 */
export async function readParcel(ctx: Pick<ActionContext, "db" | "user">, id: string) {
  const found = await parcelWithTimeline(ctx.db, id);
  if (!found || !canSeeParcel(ctx.user, found.parcel)) throw new ActionError("not_found", NO_PARCEL);
  return found;
}

/** A page of the parcels this user may see, newest first. */
export const readParcelList = (ctx: Pick<ActionContext, "db" | "user">, page: { limit?: number; before?: { createdAt: Date; id: string } }) =>
  listParcels(ctx.db, { ...page, viewer: ctx.user });
