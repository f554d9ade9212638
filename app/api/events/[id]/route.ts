import { z } from "zod";
import { ActionError } from "@/lib/action-result";
import { route } from "@/lib/auth/route";
import { messageRef } from "@/lib/i18n/message-ref";
import { canSeeBatch, findBatch } from "@/lib/events/queries";
import { eventView } from "@/lib/events/view";

export const dynamic = "force-dynamic";

const params = z.strictObject({ id: z.uuid(messageRef("events.notFound")) });

/** An event as its page shows it, read again while it is checked, priced or booked; from our database only. */
export const GET = route({ role: "any", params }, async ({ params }, { user, db }) => {
  const batch = await findBatch(db, params.id);
  if (!batch || !canSeeBatch(user, batch)) throw new ActionError("not_found", messageRef("events.notFound"));
  return eventView(db, batch);
});
