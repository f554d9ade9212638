import { z } from "zod";
import type { Ctx } from "../context";
import { conflict, json } from "../http";
import { parseOrThrow } from "../validate";
import { eventAt, stateAt } from "./plan";
import type { ParcelRecord } from "./types";

/** The states a shipment's plan reaches on its own (plan.ts). */
const PLANNED_STATES = [
  "qualifiedforpickup",
  "onroutetopickup",
  "pickingup",
  "intransit",
  "delivering",
  "delivered",
  "returning",
  "returned",
  "pickupfailed",
] as const;
const advanceBody = z.strictObject({ to: z.enum(PLANNED_STATES, { error: `to must be one of ${PLANNED_STATES.join(", ")}` }) });

/**
 * Moves one parcel's shipment on in time, as if the clock had run ahead for it alone: tests see it
 * reach a state now instead of waiting, and other parcels keep their pace. The notifications of the
 * states passed over fall due at once, in their order. Not part of the provider's API.
 */
export function advanceParcel(ctx: Pick<Ctx, "now" | "state" | "changes" | "logistics">, p: ParcelRecord, body: unknown): Response {
  const { to } = parseOrThrow(advanceBody, body);
  const now = ctx.now;
  // Already there: nothing to do (a state this shipment is past is refused below, as one it will not reach).
  if (stateAt(p, now) !== to) {
    const at = eventAt(p, to, now);
    if (at === null) throw conflict(`parcel ${p.id} has no ${to} still to come`);
    const ahead = at - now;
    // The states passed over happen a millisecond apart, just before now, after every state already
    // reached; the later ones keep their spacing. Their notifications move with them.
    const passed = p.events.filter((e) => e.at > now && e.at <= at);
    const moved = new Map(passed.map((e, i) => [e.at, now - (passed.length - 1 - i)] as const));
    const timeOf = (t: number) => moved.get(t) ?? (t > at ? t - ahead : now);
    for (const n of Object.values(ctx.state.outbox)) {
      if (n.parcel_id !== p.id || n.at <= now) continue;
      n.at = timeOf(n.at);
      n.due = timeOf(n.due);
      n.next_at = timeOf(n.next_at);
      ctx.changes.put("outbox", n.id, n);
      // The entry at the old time is stale now: the dispatcher skips it.
      ctx.logistics.queue.push(n.next_at, n.id);
    }
    for (const e of p.events) if (e.at > now) e.at = timeOf(e.at);
    p.updated_at = now;
    ctx.changes.put("parcels", p.id, p);
  }
  return json({ id: p.id, state: stateAt(p, now) });
}
