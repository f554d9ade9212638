import type { DueQueue } from "./due-queue";

/** What the logistics routes need besides the state: the queue the dispatcher works from, and its settings. */
export type LogisticsRuntime = {
  queue: DueQueue;
  random: () => number;
  /** Admit IPv4 loopback callback URLs (SANDBOX_ALLOW_LOOPBACK_CALLBACKS), so a local app can subscribe. */
  allowLoopbackCallbacks: boolean;
  /** Sends what is due now; resolves once every attempt has its answer. */
  flush(): Promise<FlushResult>;
};

export type FlushResult = { attempted: number; delivered: number; failed: number; expired: number; skipped: number };
