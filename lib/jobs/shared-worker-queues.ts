import { HEARTBEAT_SECONDS } from "./runner";

/** The heartbeat queue of the two-process tests, as both the workers and the sender declare it: retried a second after its process is lost. */
export const HEARTBEAT_QUEUE = { retryLimit: 3, retryDelay: 1, expireInSeconds: 120, heartbeatSeconds: HEARTBEAT_SECONDS };
