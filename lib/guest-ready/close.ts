import "server-only";
import { log } from "@/lib/log";
import { audit } from "@/lib/audit/queries";
import type { Db } from "@/lib/db/client";
import { closedWindows, endWaiting } from "@/lib/booking/ready-queries";
import { releaseRide } from "@/lib/spend/budget-ledger";
import type { ReadyDeps } from "./send";

const logger = log.child({ module: "guest-ready" });

/**
 * Ends every waiting ride whose window closed by `now` with no car called: nothing was sent, so
 * nothing is charged and its budgets get their room back; the agent hears of it through the desk's
 * alerts. Each ends once: a guest's call racing the close wins or loses in one conditional step.
 */
export async function closeUnusedWindows(db: Db, deps: Pick<ReadyDeps, "announce">, now = new Date()): Promise<string[]> {
  const ended: string[] = [];
  for (const id of await closedWindows(db, now)) {
    if (!(await endWaiting(db, id, "guest_never_ready", now))) continue;
    await releaseRide(db, id);
    await audit(db, { actor: { id: null, email: null }, action: "ready.window_closed", target: { type: "booking", id } });
    await deps.announce(db, id).catch((e: unknown) => logger.error({ err: e, bookingId: id }, "agent not told of the closed window"));
    ended.push(id);
  }
  return ended;
}
