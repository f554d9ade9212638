import "server-only";
import { env, type Env } from "@/lib/env";
import { createSandbox, type Sandbox, type SandboxOptions } from "@/lib/sandbox";
import { fileStore } from "@/lib/sandbox/file-store";

const KEY = Symbol.for("ridedesk.sandbox");
type Holder = { [KEY]?: Sandbox };

/**
 * The embedded sandbox's settings from the app's configuration (its state folder aside). The
 * company's own fleet follows COMPANY_OWN_FLEET, so the bookings the app allows are accepted.
 */
export function embeddedOptions(config: Pick<Env, "sandbox" | "ownFleet"> & { messaging?: Pick<Env["messaging"], "statusCallbackUrl"> }): SandboxOptions {
  const { sandbox } = config;
  return {
    basePath: "/sandbox",
    clientId: sandbox.clientId,
    clientSecret: sandbox.clientSecret,
    control: sandbox.control,
    clockSpeed: sandbox.clockSpeed,
    tokenTtlSeconds: sandbox.tokenTtlSeconds,
    faults: { latencyMs: sandbox.latencyMs, rate429: sandbox.rate429, rate5xx: sandbox.rate5xx },
    rateLimits: sandbox.rateLimits,
    logistics: sandbox.logistics,
    allowLoopbackCallbacks: sandbox.allowLoopbackCallbacks,
    company: { own_fleet: config.ownFleet },
    outcomeShares: sandbox.outcomeShares,
    messages: sandbox.messages,
    // The app's own status receiver, wherever it listens: the sandbox reports delivery to it as Twilio would.
    trustedCallbackUrls: config.messaging ? [config.messaging.statusCallbackUrl] : [],
  };
}

/** The sandbox mounted at /sandbox, configured from the environment; null when a real provider is set. */
export function embeddedSandbox(): Sandbox | null {
  const config = env();
  if (!config.sandbox.enabled) return null;
  const holder = globalThis as Holder;
  // On the system clock, webhook notifications go out by the sandbox's own timer, as the remote service sends them.
  return (holder[KEY] ??= createSandbox({
    ...embeddedOptions(config),
    store: fileStore(config.sandbox.stateDir, { legacyFile: config.sandbox.legacyStateFile }),
  }));
}
