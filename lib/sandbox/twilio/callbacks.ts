import { Changes, type Change } from "../changes";
import type { Clock } from "../clock";
import { dueTimer } from "../due-timer";
import { DueQueue } from "../logistics/due-queue";
import type { SandboxState } from "../state";
import type { TwilioAccount } from "./account";
import { signTwilio } from "./signature";
import type { CallbackEvent, MessageRecord, MessageStatus } from "./types";
import { API_VERSION } from "./wire";

/**
 * Twilio's status callbacks: each status a message reaches after its first is POSTed, form-encoded
 * and signed with X-Twilio-Signature, to the message's StatusCallback when it happens. A failed
 * delivery is tried again a few times (Twilio itself retries only when the URL asks it to, with
 * its #rc= override; the sandbox always does, so a receiver that was briefly down still learns).
 */

export type CallbackFlushResult = { attempted: number; delivered: number; failed: number; gaveUp: number; skipped: number };

/** What the Twilio routes need besides the state: the account, and the queue the dispatcher works from. */
export type TwilioRuntime = {
  account: TwilioAccount;
  queue: DueQueue;
  allowLoopbackCallbacks: boolean;
  /** Callback URLs taken whatever their host: the embedding app's own receiver, fixed by its operator, not by a caller. */
  trustedCallbackUrls: readonly string[];
  /** Sends the status callbacks due now; resolves once each has its answer. */
  flush(): Promise<CallbackFlushResult>;
};

/** Attempts in all for one callback, and the wait before the second; doubled for each later one. */
export const CALLBACK_ATTEMPTS = 4;
export const CALLBACK_RETRY_MS = 1000;
const CALLBACK_TIMEOUT_MS = 5000;
const CONCURRENCY = 8;

/** Queues the callback of a status the message will reach at `at`. */
export function queueCallback(tx: { state: SandboxState; changes: Changes; twilio: TwilioRuntime }, m: MessageRecord, status: MessageStatus, at: number): void {
  const id = String(++tx.state.twilio.seq);
  const event: CallbackEvent = { id, message_sid: m.id, status, due: at, next_at: at, attempts: 0 };
  tx.state.message_callbacks[id] = event;
  tx.changes.put("message_callbacks", id, event);
  tx.changes.set("twilio", tx.state.twilio);
  tx.twilio.queue.push(at, id);
}

/** The form Twilio posts for a status: the message's ids, parties and status, and the error once undelivered. */
export function callbackParams(m: MessageRecord, status: MessageStatus): Record<string, string> {
  const params: Record<string, string> = {
    AccountSid: m.account_sid,
    ApiVersion: API_VERSION,
    From: m.from ?? "",
    MessageSid: m.id,
    MessageStatus: status,
    SmsSid: m.id,
    SmsStatus: status,
    To: m.to,
  };
  if (m.messaging_service_sid) params.MessagingServiceSid = m.messaging_service_sid;
  if ((status === "undelivered" || status === "failed") && m.error_code !== null) params.ErrorCode = String(m.error_code);
  return params;
}

export type CallbackDispatcherOptions = {
  state: SandboxState;
  clock: Clock;
  commit(changes: Change[]): void;
  fetch: typeof fetch;
  timer: boolean;
  account: TwilioAccount;
  allowLoopbackCallbacks: boolean;
  trustedCallbackUrls: readonly string[];
};

export function createCallbackDispatcher(o: CallbackDispatcherOptions): TwilioRuntime & { arm(): void; close(): void } {
  const queue = new DueQueue();
  for (const e of Object.values(o.state.message_callbacks)) queue.push(e.next_at, e.id);
  const inflight = new Set<string>();
  const { counters } = o.state.twilio;

  function settle(e: CallbackEvent, changes: Changes) {
    delete o.state.message_callbacks[e.id];
    changes.remove("message_callbacks", e.id);
    changes.set("twilio", o.state.twilio);
  }

  async function deliver(e: CallbackEvent): Promise<"delivered" | "failed" | "gaveUp" | "skipped"> {
    const changes = new Changes();
    try {
      const m = Object.hasOwn(o.state.messages, e.message_sid) ? o.state.messages[e.message_sid] : undefined;
      if (!m?.status_callback) {
        settle(e, changes);
        return "skipped";
      }
      const params = callbackParams(m, e.status);
      let ok = false;
      try {
        const answer = await o.fetch(m.status_callback, {
          method: "POST",
          headers: {
            "content-type": "application/x-www-form-urlencoded",
            "user-agent": "ridedesk-sandbox-twilio/1",
            "x-twilio-signature": signTwilio(o.account.authToken, m.status_callback, params),
            // The same for every attempt at one callback, so a receiver can tell a repeat.
            "i-twilio-idempotency-token": `${m.id}-${e.status}`,
          },
          body: new URLSearchParams(params).toString(),
          redirect: "manual",
          signal: AbortSignal.timeout(CALLBACK_TIMEOUT_MS),
        });
        await answer.body?.cancel().catch(() => undefined);
        ok = answer.status >= 200 && answer.status < 400;
      } catch {
        ok = false; // refused, reset or timed out: a failure like a 5xx
      }
      if (ok) {
        counters.callbacksDelivered++;
        settle(e, changes);
        return "delivered";
      }
      e.attempts++;
      counters.callbackFailures++;
      if (e.attempts >= CALLBACK_ATTEMPTS) {
        counters.callbacksGivenUp++;
        settle(e, changes);
        return "gaveUp";
      }
      e.next_at = o.clock.now() + CALLBACK_RETRY_MS * 2 ** (e.attempts - 1);
      changes.put("message_callbacks", e.id, e);
      changes.set("twilio", o.state.twilio);
      queue.push(e.next_at, e.id);
      return "failed";
    } finally {
      inflight.delete(e.id);
      if (changes.size > 0) o.commit(changes.list());
    }
  }

  async function flush(): Promise<CallbackFlushResult> {
    const now = o.clock.now();
    const due: CallbackEvent[] = [];
    for (let top = queue.peek(); top !== null && top <= now; top = queue.peek()) {
      const entry = queue.pop()!;
      const e = Object.hasOwn(o.state.message_callbacks, entry.id) ? o.state.message_callbacks[entry.id] : undefined;
      if (!e || e.next_at !== entry.at || inflight.has(e.id)) continue; // sent, rescheduled or under way
      inflight.add(e.id);
      due.push(e);
    }
    // One message's callbacks go one after another, in the order of its statuses; messages side by side.
    const byMessage = new Map<string, CallbackEvent[]>();
    for (const e of due.sort((a, b) => a.next_at - b.next_at || Number(a.id) - Number(b.id))) {
      byMessage.set(e.message_sid, [...(byMessage.get(e.message_sid) ?? []), e]);
    }
    const groups = [...byMessage.values()];
    const result: CallbackFlushResult = { attempted: 0, delivered: 0, failed: 0, gaveUp: 0, skipped: 0 };
    let next = 0;
    const worker = async () => {
      while (next < groups.length) {
        for (const e of groups[next++]!) {
          const outcome = await deliver(e);
          if (outcome !== "skipped") result.attempted++;
          result[outcome]++;
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, groups.length) }, worker));
    return result;
  }

  const timer = dueTimer({ enabled: o.timer, clock: o.clock, next: () => queue.peek(), run: flush, what: "status callback dispatch" });

  return {
    account: o.account,
    queue,
    allowLoopbackCallbacks: o.allowLoopbackCallbacks,
    trustedCallbackUrls: o.trustedCallbackUrls,
    flush,
    arm: timer.arm,
    close: timer.close,
  };
}
