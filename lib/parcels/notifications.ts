import "server-only";
import { z } from "zod";
import type { Db } from "@/lib/db";
import { applyParcelFacts, markParcelCreated, parcelByProviderRef } from "./queries";
import type { ParcelFacts } from "./merge";
import { factsOfStatus } from "./status-facts";

/**
 * The logistics API's notifications (provider-api.md §4, "Payload for each hook"), told apart by
 * their shape: one receiver serves the three subscriptions. Unknown fields are dropped.
 */

const id = z.string().min(1).max(200);
const point = z.object({ lat: z.number(), lon: z.number() });

export const parcelNotification = z.object({
  id,
  external_id: z.string().max(200).nullish(),
  event_time: z.iso.datetime({ offset: true }).optional(),
  state: z.string().min(1).max(100),
  failure_reason: z.string().max(200).nullish(),
  tracking: z
    .object({ location: point.nullish(), tracking_url: z.string().max(2000).optional() })
    .partial()
    .nullish(),
  asset: z.object({ reg_plate: z.string().nullish(), name: z.string(), color: z.string().nullish(), asset_kind: z.string().nullish() }).nullish(),
  driver: z.object({ name: z.string(), phone: z.string().nullish(), photo_url: z.string().nullish() }).nullish(),
});

export const locationNotification = z.object({
  parcel_id: id,
  external_id: z.string().max(200).nullish(),
  location: z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }),
  state: z.string().min(1).max(100),
});

export const proofCodeNotification = z.object({ parcel_id: id, code: z.string().min(1).max(20) });

export const notificationSchema = z.union([parcelNotification, locationNotification, proofCodeNotification]);
export type Notification = z.infer<typeof notificationSchema>;

/** Which parcel a notification is about, and what it says. */
export function readNotification(n: Notification, receivedAt: Date): { providerId: string; externalId: string | null; facts: ParcelFacts } {
  if ("id" in n) {
    const at = n.event_time ? new Date(n.event_time) : receivedAt;
    return { providerId: n.id, externalId: n.external_id ?? null, facts: factsOfStatus({ ...n, at }) };
  }
  if ("location" in n) {
    return {
      providerId: n.parcel_id,
      externalId: n.external_id ?? null,
      facts: { location: { lat: n.location.latitude, lon: n.location.longitude, state: n.state, at: receivedAt.toISOString() } },
    };
  }
  return { providerId: n.parcel_id, externalId: null, facts: { proofCode: n.code } };
}

export type HandledNotification = { outcome: "applied" | "repeat" | "unknown parcel"; state?: string | null };

/**
 * Applies one notification. Idempotent on parcel and state: a repeat adds nothing to the timeline
 * and never moves the state back. A notification about a parcel we do not know is dropped (the
 * account may have parcels made elsewhere); one whose creation answer we lost is linked by external_id.
 */
export async function handleNotification(db: Db, body: Notification, receivedAt = new Date()): Promise<HandledNotification> {
  const { providerId, externalId, facts } = readNotification(body, receivedAt);
  const parcel = await parcelByProviderRef(db, { providerId, externalId });
  if (!parcel) return { outcome: "unknown parcel" };
  if (!parcel.providerId) {
    await markParcelCreated(db, parcel.id, providerId, receivedAt);
  }
  const result = await applyParcelFacts(db, parcel.id, facts, "webhook", receivedAt);
  return { outcome: result.advanced || result.newStates > 0 || !facts.states ? "applied" : "repeat", state: result.found ? result.state : null };
}
