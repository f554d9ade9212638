import { Changes, type Change } from "../changes";
import type { Clock } from "../clock";
import { dueTimer } from "../due-timer";
import type { SandboxState } from "../state";
import { DueQueue } from "./due-queue";
import { payloadOf } from "./outbox";
import type { FlushResult, LogisticsRuntime } from "./runtime";
import type { OutboxEvent } from "./types";
import { subscriptionFor } from "./webhooks";
import { parcelStatus } from "./wire";

/**
 * The simulated provider's own notification machinery. The sandbox stands in for a remote
 * service that pushes webhooks whether or not anyone calls it, so it keeps one timer of its own,
 * armed for the next notification due; this is not the app's background work (that runs in
 * pg-boss jobs). The timer is off for tests on a hand-moved clock: they advance it and `flush()`.
 */

export type DispatcherOptions = {
  state: SandboxState;
  clock: Clock;
  /** Saves what a delivery changed, as a request's changes are saved. */
  commit(changes: Change[]): void;
  random: () => number;
  fetch: typeof fetch;
  /** Arm a real timer for the next notification due; off for tests that drive the clock themselves. */
  timer: boolean;
  allowLoopbackCallbacks: boolean;
  /** The sandbox's public base URL, for tracking URLs in payloads: the last one a request came to. */
  base: () => string;
};

/** Notifications sent at once; the rest wait for a free slot, in the order they fell due. */
const CONCURRENCY = 8;

export function createDispatcher(o: DispatcherOptions): LogisticsRuntime & { arm(): void; close(): void } {
  const queue = new DueQueue();
  for (const e of Object.values(o.state.outbox)) queue.push(e.next_at, e.id);
  const inflight = new Set<string>();

  function settle(e: OutboxEvent, changes: Changes, why: "delivered" | "expired" | "unsubscribed" | null) {
    delete o.state.outbox[e.id];
    changes.remove("outbox", e.id);
    if (why) o.state.logistics.counters[why]++;
    changes.set("logistics", o.state.logistics);
  }

  /** One attempt at one notification; true when the subscriber took it. */
  async function deliver(e: OutboxEvent): Promise<"delivered" | "failed" | "expired" | "skipped"> {
    const changes = new Changes();
    try {
      const sub = subscriptionFor(o.state, e.client_id, e.hook);
      if (!sub) {
        settle(e, changes, "unsubscribed");
        return "skipped";
      }
      const parcel = Object.hasOwn(o.state.parcels, e.parcel_id) ? o.state.parcels[e.parcel_id] : undefined;
      const payload = payloadOf(parcel, e, o.clock.now(), (p, at) => parcelStatus(p, at, o.base()));
      if (!payload) {
        settle(e, changes, null);
        return "skipped";
      }
      const headers: Record<string, string> = { "content-type": "application/json", "user-agent": "ridedesk-sandbox-logistics/1" };
      for (const h of sub.headers) headers[h.name] = h.value === "{parcelID}" ? e.parcel_id : h.value;
      let ok = false;
      try {
        const answer = await o.fetch(sub.callback_url, {
          method: "POST",
          headers,
          body: JSON.stringify(payload),
          // 3xx is success as it is: the service does not follow redirects.
          redirect: "manual",
          signal: AbortSignal.timeout(sub.timeout),
        });
        await answer.body?.cancel().catch(() => undefined);
        ok = answer.status >= 200 && answer.status < 400;
      } catch {
        ok = false; // refused, reset or timed out: a failure like a 5xx
      }
      if (ok) {
        settle(e, changes, "delivered");
        return "delivered";
      }
      const { settings, counters } = o.state.logistics;
      e.attempts++;
      counters.failedAttempts++;
      const wait = Math.min(settings.retryMaxMs, settings.retryBaseMs * 2 ** (e.attempts - 1)) * (1 + 0.1 * o.random());
      const next = o.clock.now() + wait;
      if (next > e.due + settings.expiryMs) {
        settle(e, changes, "expired");
        return "expired";
      }
      e.next_at = next;
      changes.put("outbox", e.id, e);
      changes.set("logistics", o.state.logistics);
      queue.push(next, e.id);
      return "failed";
    } finally {
      inflight.delete(e.id);
      if (changes.size > 0) o.commit(changes.list());
    }
  }

  async function flush(): Promise<FlushResult> {
    const now = o.clock.now();
    const due: OutboxEvent[] = [];
    for (let top = queue.peek(); top !== null && top <= now; top = queue.peek()) {
      const entry = queue.pop()!;
      const e = Object.hasOwn(o.state.outbox, entry.id) ? o.state.outbox[entry.id] : undefined;
      if (!e || e.next_at !== entry.at || inflight.has(e.id)) continue; // sent, rescheduled or under way
      inflight.add(e.id);
      due.push(e);
    }
    due.sort((a, b) => a.next_at - b.next_at || Number(a.id) - Number(b.id));
    const result: FlushResult = { attempted: 0, delivered: 0, failed: 0, expired: 0, skipped: 0 };
    let next = 0;
    const worker = async () => {
      while (next < due.length) {
        const outcome = await deliver(due[next++]!);
        if (outcome !== "skipped") result.attempted++;
        result[outcome]++;
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, due.length) }, worker));
    return result;
  }

  const timer = dueTimer({ enabled: o.timer, clock: o.clock, next: () => queue.peek(), run: flush, what: "webhook dispatch" });

  return { queue, random: o.random, allowLoopbackCallbacks: o.allowLoopbackCallbacks, flush, arm: timer.arm, close: timer.close };
}
