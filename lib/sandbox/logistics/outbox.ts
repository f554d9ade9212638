import type { Ctx } from "../context";
import { driverLocation, eventAt, stateAt } from "./plan";
import type { Hook, OutboxEvent, ParcelEvent, ParcelRecord, ParcelState } from "./types";

/**
 * Queues the notifications a planned shipment will cause, each due when its event happens:
 * `parcel` for every state, `proofCodeGenerated` at pickup, `parcelLocation` while the driver
 * moves. By the configured shares, some are lost, sent twice, or sent before the state that
 * preceded them. The subscription is looked up when each is sent, so one made later still gets it.
 */

type Tx = Pick<Ctx, "state" | "changes" | "logistics" | "clockSpeed">;

/** A duplicate follows its original this long after (sandbox milliseconds). */
const DUPLICATE_AFTER_MS = 400;

function queue(tx: Tx, p: ParcelRecord, hook: Hook, state: ParcelState, at: number, due: number, extra?: Record<string, unknown>) {
  const { settings, counters } = tx.state.logistics;
  const { random } = tx.logistics;
  if (settings.dropRate > 0 && random() < settings.dropRate) {
    counters.dropped++;
    return;
  }
  const copies = settings.duplicateRate > 0 && random() < settings.duplicateRate ? 2 : 1;
  if (copies === 2) counters.duplicated++;
  for (let i = 0; i < copies; i++) {
    const id = String(++tx.state.logistics.seq);
    const when = due + i * DUPLICATE_AFTER_MS;
    const event: OutboxEvent = {
      id,
      client_id: p.client_id,
      hook,
      parcel_id: p.id,
      state,
      at,
      due: when,
      next_at: when,
      attempts: 0,
      ...(extra ? { extra } : {}),
    };
    tx.state.outbox[id] = event;
    tx.changes.put("outbox", id, event);
    tx.logistics.queue.push(when, id);
  }
  tx.changes.set("logistics", tx.state.logistics);
}

/** Queues the proof code's notification for the moment the parcel is picked up. */
export const queueProofCode = (tx: Tx, p: ParcelRecord, pickup: number) =>
  queue(tx, p, "proofCodeGenerated", "intransit", pickup, pickup, { code: p.proof_code });

/** Queues the notifications of these events (a parcel's newly planned ones). */
export function queueNotifications(tx: Tx, p: ParcelRecord, events: ParcelEvent[]): void {
  const { settings } = tx.state.logistics;
  const dues = events.map((e) => e.at);
  // Reordering: a state's notification leaves before the one of the state that came just before it.
  for (let i = 1; i < dues.length; i++) {
    if (settings.reorderRate > 0 && tx.logistics.random() < settings.reorderRate) {
      [dues[i - 1], dues[i]] = [dues[i]!, dues[i - 1]!];
      i++;
    }
  }
  events.forEach((e, i) => {
    queue(tx, p, "parcel", e.state, e.at, dues[i]!);
    if (e.state === "intransit" && p.proof_code) queueProofCode(tx, p, e.at);
  });
  const every = (settings.locationEverySeconds * 1000) / tx.clockSpeed;
  for (const moving of ["onroutetopickup", "intransit"] as const) {
    const start = events.find((e) => e.state === moving)?.at;
    if (start === undefined) continue;
    const end = events.find((e) => e.at > start)?.at ?? start;
    for (let t = start; t < end; t += every) queue(tx, p, "parcelLocation", moving, t, t);
  }
}

/**
 * The body of a notification, or null when it went stale: its parcel is gone, or the plan changed
 * (a cancellation, a forced outcome) so that the event it is about will not happen.
 */
export function payloadOf(
  p: ParcelRecord | undefined,
  e: OutboxEvent,
  now: number,
  statusOf: (p: ParcelRecord, at: number) => Record<string, unknown>,
): Record<string, unknown> | null {
  if (!p || (p.deleted_at !== null && p.deleted_at <= now)) return null;
  if (e.hook === "parcelLocation") {
    if (stateAt(p, e.at) !== e.state) return null;
    const loc = driverLocation(p, e.at);
    if (!loc) return null;
    return { parcel_id: p.id, ...(p.external_id ? { external_id: p.external_id } : {}), location: { latitude: loc.lat, longitude: loc.lon }, state: e.state };
  }
  if (!p.events.some((x) => x.state === e.state && x.at === e.at)) return null;
  // A code replaced or withdrawn by a later proof configuration is never sent.
  if (e.hook === "proofCodeGenerated") return p.proof_code !== null && p.proof_code === e.extra?.code ? { parcel_id: p.id, code: p.proof_code } : null;
  const { shipping_type: _, ...status } = statusOf(p, e.at);
  void _;
  return { ...status, state: e.state, event_time: new Date(e.at).toISOString(), ...pickupAttempt(p, e) };
}

function pickupAttempt(p: ParcelRecord, e: OutboxEvent): Record<string, unknown> {
  if (e.state !== "intransit" && e.state !== "pickupfailed") return {};
  const address =
    p.fields.pickup_info.addr ??
    (p.fields.pickup_info.loc ? `${p.fields.pickup_info.loc.lat},${p.fields.pickup_info.loc.lon}` : String(p.fields.pickup_info.hub_external_id));
  const attempted_at = new Date(eventAt(p, e.state) ?? e.at).toISOString();
  return e.state === "intransit"
    ? { pickup_attempt: { status: "PickupAttemptStatusPickedUp", attempted_at, address } }
    : {
        pickup_attempt: {
          status: "PickupAttemptStatusPickupFailed",
          attempted_at,
          address,
          fail_reason: "sender_no_show",
          feedback: "Nobody answered at the pickup",
        },
      };
}
