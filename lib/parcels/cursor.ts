import { messageRef } from "@/lib/i18n/message-ref";
import { z } from "@/lib/zod";

/** How many parcels a page of the list holds. */
export const PARCEL_PAGE_SIZE = 50;

const NOT_A_PAGE = messageRef("parcels.notAPage");

/**
 * The list's keyset cursor: the last row's creation time and id, as one query value
 * ("2026-11-23T22:15:08.123Z_<uuid>"). A malformed one is a 400, never a database error.
 */
export const parcelCursorSchema = z
  .string()
  .max(100)
  .regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z_[0-9a-f-]{36}$/i, NOT_A_PAGE)
  .transform((value, ctx) => {
    const [at, id] = value.split("_") as [string, string];
    const createdAt = new Date(at);
    if (Number.isNaN(createdAt.getTime()) || !z.uuid().safeParse(id).success) {
      ctx.addIssue({ code: "custom", message: NOT_A_PAGE });
      return z.NEVER;
    }
    return { createdAt, id };
  });

export const formatParcelCursor = (row: { createdAt: Date | string; id: string }) => `${new Date(row.createdAt).toISOString()}_${row.id}`;
