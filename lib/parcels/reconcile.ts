import "server-only";
import { backoffMs } from "@/lib/backoff";
import type { Db } from "@/lib/db";
import { messageRef } from "@/lib/i18n/message-ref";
import { log } from "@/lib/log";
import {
  applyParcelFacts,
  markParcelGone,
  markRequestLapsed,
  parcelById,
  recordOperationError,
  scheduleParcelCheck,
  withdrawNotifiedFinal,
  type ParcelRow,
} from "./queries";
import { ProviderError, describeProviderError, type ParcelTimeline } from "@/lib/provider";
import type { Logistics } from "@/lib/provider/logistics";
import { recoverCreation } from "./create";
import { factsOfStatus } from "./status-facts";
import { proofCodeShows } from "./format";
import { isFinalParcelState } from "@/lib/parcel-states";

const logger = log.child({ module: "parcels" });

/**
 * Reconciliation: notifications are not a complete record (the seed), so parcels not in a final
 * state are read back, status and timeline, on a schedule that backs off while nothing changes.
 * The timeline brings in the transitions whose notification never came.
 */

export type ReconcileSettings = {
  /** Seconds between reads while a parcel is moving. */
  baseSeconds: number;
  /** The longest wait between reads of a quiet parcel. */
  maxSeconds: number;
  /** How long an accepted operation may show no effect before the desk is told it did not happen. */
  requestGraceSeconds: number;
};

export const DEFAULT_RECONCILE: ReconcileSettings = { baseSeconds: 60, maxSeconds: 15 * 60, requestGraceSeconds: 10 * 60 };

export type ReconcileOutcome =
  | { kind: "skipped" }
  | { kind: "creation"; result: "linked" | "sent" | "refused" | "pending"; next: Date | null }
  | { kind: "read"; advanced: boolean; newStates: number; next: Date | null }
  | { kind: "gone" }
  | { kind: "failed"; error: string; next: Date };

/** When to read a parcel next: exponential backoff (lib/backoff) from baseSeconds up to maxSeconds, ±10% so that parcels spread out. */
export function nextCheck(now: Date, quietChecks: number, s: ReconcileSettings, random = Math.random): Date {
  return new Date(now.getTime() + backoffMs(quietChecks, { baseMs: s.baseSeconds * 1000, maxMs: s.maxSeconds * 1000, spread: [0.9, 1.1] }, random));
}

/** An accepted request that the state never showed, past the grace period: the desk may try again. */
function lapsedRequest(row: ParcelRow, now: Date, s: ReconcileSettings) {
  if (!row.requested || !row.requestedAt) return null;
  if (now.getTime() - row.requestedAt.getTime() < s.requestGraceSeconds * 1000) return null;
  return row.requested;
}

async function readTimeline(logistics: Logistics, providerId: string): Promise<ParcelTimeline | null> {
  try {
    return await logistics.parcelTimeline(providerId);
  } catch (e) {
    // The timeline covers parcels updated in the last 30 days only (403); the status still counts.
    if (e instanceof ProviderError && (e.kind === "forbidden" || e.kind === "not_found")) return null;
    throw e;
  }
}

export async function reconcileParcel(
  db: Db,
  logistics: Logistics,
  parcelId: string,
  now = new Date(),
  s: ReconcileSettings = DEFAULT_RECONCILE,
): Promise<ReconcileOutcome> {
  const row = await parcelById(db, parcelId);
  if (!row || row.settled || row.status === "failed" || row.status === "deleted") return { kind: "skipped" };

  try {
    if (row.status === "creating" || !row.providerId) {
      const result = await recoverCreation(db, logistics, row);
      const next = result === "refused" ? null : result === "pending" ? nextCheck(now, row.quietChecks + 1, s) : now;
      await scheduleParcelCheck(db, row.id, {
        at: next,
        quietChecks: result === "pending" ? row.quietChecks + 1 : 0,
        error: result === "pending" ? "The delivery service has not confirmed this parcel yet." : null,
      });
      return { kind: "creation", result, next };
    }

    const [status, timeline] = await Promise.all([logistics.parcelStatus(row.providerId), readTimeline(logistics, row.providerId)]);
    const since = timeline?.timeline.findLast((t) => t.state === status.state)?.state_updated_at;
    let advanced = false;
    let newStates = 0;
    // The read that confirms a final state told by a notification says otherwise: the provider's read wins.
    if (isFinalParcelState(row.state) && status.state !== row.state && !timeline?.timeline.some((t) => t.state === row.state)) {
      const withdrawn = await withdrawNotifiedFinal(db, row.id, { final: row.state!, state: status.state, at: since ? new Date(since) : now }, now);
      if (withdrawn)
        logger.warn({ parcelId: row.id, notified: row.state, read: status.state }, "the provider's read contradicts a notified final state; the read wins");
      advanced ||= withdrawn;
    }
    if (timeline && timeline.timeline.length > 0) {
      const r = await applyParcelFacts(
        db,
        row.id,
        { states: timeline.timeline.map((t) => ({ state: t.state, at: new Date(t.state_updated_at) })) },
        "timeline",
        now,
      );
      advanced ||= r.advanced;
      newStates += r.newStates;
    }
    const r = await applyParcelFacts(db, row.id, factsOfStatus({ ...status, at: since ? new Date(since) : now }), "status", now);
    advanced ||= r.advanced;
    newStates += r.newStates;

    let after = (await parcelById(db, row.id))!;
    if (after.proof?.code && proofCodeShows(after) === "missing") {
      // The proofCodeGenerated notification is not a complete record either: the configuration holds the code.
      const code = (await logistics.proofConfiguration(row.providerId)).delivered_proofs.code_proof.code;
      if (code) {
        await applyParcelFacts(db, row.id, { proofCode: code }, "status", now);
        after = (await parcelById(db, row.id))!;
      }
    }
    const lapsed = lapsedRequest(after, now, s);
    if (lapsed) {
      await markRequestLapsed(db, row.id, messageRef("parcels.requestLapsed", { request: lapsed }), lapsed, now);
    }
    const quiet = advanced ? 0 : row.quietChecks + 1;
    // A final state read back from the provider settles the parcel: nothing more will change.
    const settled = isFinalParcelState(after.state);
    // A parcel ready and never shipped changes only when the desk acts, and acting asks for a read.
    const idle = (after.state === null || after.state === "ready") && !after.requested;
    const next = settled || idle ? null : nextCheck(now, quiet, s);
    await scheduleParcelCheck(db, row.id, { at: next, quietChecks: quiet, error: null, readAt: now, settled });
    return { kind: "read", advanced, newStates, next };
  } catch (e) {
    if (!(e instanceof ProviderError)) throw e;
    if (e.kind === "not_found" && row.providerId) {
      await markParcelGone(db, row.id, now);
      if (row.requested !== "delete")
        await recordOperationError(db, [row.id], { status: 404, message: messageRef("parcels.gone"), operation: "reconciliation" }, now);
      return { kind: "gone" };
    }
    const next = nextCheck(now, row.quietChecks + 1, s);
    const error = describeProviderError(e);
    await scheduleParcelCheck(db, row.id, { at: next, quietChecks: row.quietChecks + 1, error });
    return { kind: "failed", error, next };
  }
}
