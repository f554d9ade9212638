import "server-only";
import { env } from "@/lib/env";
import { createSandbox, type Sandbox } from "./index";
import { fileStore } from "./store";

const KEY = Symbol.for("ridedesk.sandbox");
type Holder = { [KEY]?: Sandbox };

/** The sandbox mounted at /sandbox, configured from the environment; null when a real provider is set. */
export function embeddedSandbox(): Sandbox | null {
  const { sandbox } = env();
  if (!sandbox.enabled) return null;
  const holder = globalThis as Holder;
  return (holder[KEY] ??= createSandbox({
    basePath: "/sandbox",
    clientId: sandbox.clientId,
    clientSecret: sandbox.clientSecret,
    store: fileStore(sandbox.stateFile),
    clockSpeed: sandbox.clockSpeed,
    tokenTtlSeconds: sandbox.tokenTtlSeconds,
    faults: { latencyMs: sandbox.latencyMs, rate429: sandbox.rate429, rate5xx: sandbox.rate5xx },
  }));
}
