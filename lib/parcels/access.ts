import "server-only";
import { eq, type SQL } from "drizzle-orm";
import type { Role } from "@/lib/roles";
import { parcels } from "@/lib/db/schema";
import { messageRef } from "@/lib/i18n/message-ref";

/** Who is looking: the session's user, as far as parcels care. */
export type ParcelViewer = { id: string; role: Role };

/**
 * Who may see and act on a parcel: admins on all of them, an agent on the ones they created, as
 * journeys are scoped. Any other parcel answers exactly as one that does not exist.
 */
export const canSeeParcel = (viewer: ParcelViewer, row: { createdBy: string | null }) => viewer.role === "admin" || row.createdBy === viewer.id;

/** The same condition in SQL, for lists: undefined (every parcel) for an admin. */
export const visibleTo = (viewer: ParcelViewer): SQL | undefined => (viewer.role === "admin" ? undefined : eq(parcels.createdBy, viewer.id));

/** The one answer for a parcel that does not exist and for one the viewer may not see. */
export const NO_PARCEL = messageRef("parcels.notFound");
export const NO_PARCELS = messageRef("parcels.someNotFound");
