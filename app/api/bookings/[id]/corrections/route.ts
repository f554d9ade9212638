import { z } from "zod";
import { ActionError } from "@/lib/auth/guard";
import { route } from "@/lib/auth/route";
import { messageRef } from "@/lib/i18n/message-ref";
import { correctionsOf } from "@/lib/booking/correction-queries";
import type { CorrectionHistory } from "@/lib/reports/types";

export const dynamic = "force-dynamic";

/** A booking's reason and label, as sent and as counted, with every correction: for the correction dialog. */
export const GET = route({ role: "admin", params: z.strictObject({ id: z.uuid() }) }, async ({ params }, { db }): Promise<CorrectionHistory> => {
  const found = await correctionsOf(db, params.id);
  if (!found) throw new ActionError("not_found", messageRef("reports.bookingGone"));
  return {
    reason: found.booking.reason,
    labelSlug: found.booking.labelSlug,
    originalReason: found.booking.originalReason,
    originalLabelSlug: found.booking.originalLabelSlug,
    history: found.history.map((c) => ({
      id: c.id,
      field: c.field,
      oldValue: c.oldValue,
      newValue: c.newValue,
      actorEmail: c.actorEmail,
      at: c.at.toISOString(),
    })),
  };
});
