import "server-only";
import { log } from "@/lib/log";
import type { Logistics } from "@/lib/provider/logistics";
import type { Webhook } from "@/lib/provider/logistics-schemas";
import { ProviderError } from "@/lib/provider/errors";
import { bareHost, isLocalHost, isPublicHost } from "./callback-host";
import {
  DEFAULT_PARCEL_ID_HEADER,
  HOOK_NAMES,
  type HookName,
  type HookView,
  type MaskedHeader,
  type SubscribeInput,
  type SubscriptionView,
} from "./subscription-schemas";
import { authorizationValue, isAuthorized } from "./webhook-secret";

const logger = log.child({ module: "webhooks" });

/**
 * The logistics webhook subscriptions, one per hook at the provider. One whose callback is this
 * installation's receiver is registered with the installation's secret as its Authorization
 * header, which the receiver checks; a callback anywhere else never gets the secret. The secret
 * stays here: views carry masked headers and a yes/no on whether the secret matches.
 */

export type SubscriptionDeps = {
  logistics: Pick<Logistics, "webhooks" | "createWebhook" | "deleteWebhook">;
  /** The installation's webhook secret (`webhookSecret(db)`). */
  secret: string;
  appUrl: string;
};

export const RECEIVER_PATH = "/api/webhooks/logistics";
const PARCEL_ID = "{parcelID}";
const MASK = "••••••••";

export type ReceiverUrl = {
  /** Where the receiver is reached, from APP_URL. */
  url: string;
  /** What is registered with the provider: a local APP_URL is given as 127.0.0.1, the one loopback form a callback may take. */
  registeredUrl: string;
  public: boolean;
  warning: string | null;
};

export function receiverUrl(appUrl: string): ReceiverUrl {
  const base = new URL(appUrl);
  const url = new URL(base.pathname.replace(/\/+$/, "") + RECEIVER_PATH, base);
  const host = bareHost(url);
  const local = isLocalHost(host);
  const registered = new URL(url);
  if (local && !host.startsWith("127.")) registered.hostname = "127.0.0.1";
  const isPublic = isPublicHost(host);
  const warning = isPublic
    ? null
    : `${url.host} is not a public address, so the real delivery service cannot reach ${url.href}. Set APP_URL to the address Ridedesk is reached at from the internet.` +
      (local ? " The embedded sandbox can deliver to this machine at 127.0.0.1 when SANDBOX_ALLOW_LOOPBACK_CALLBACKS=true." : "");
  return { url: url.href, registeredUrl: registered.href, public: isPublic, warning };
}

const sameUrl = (a: string, b: string) => {
  try {
    return new URL(a).href === new URL(b).href;
  } catch {
    return false;
  }
};

/** Header values are masked unless they are the {parcelID} placeholder: any other may be someone's secret. */
function mask(headers: { name: string; value: string }[]): MaskedHeader[] {
  return headers.map(({ name, value }) => {
    if (value === PARCEL_ID) return { name, value, masked: false };
    const scheme = name.toLowerCase() === "authorization" ? /^(\S+)\s/.exec(value)?.[1] : undefined;
    return { name, value: scheme ? `${scheme} ${MASK}` : MASK, masked: true };
  });
}

/** Whether a callback URL is this installation's own receiver, as reached or as registered. */
export function isOwnReceiver(callbackUrl: string, appUrl: string): boolean {
  const receiver = receiverUrl(appUrl);
  return sameUrl(callbackUrl, receiver.registeredUrl) || sameUrl(callbackUrl, receiver.url);
}

function viewOf(w: Webhook, deps: SubscriptionDeps): SubscriptionView {
  const auth = w.headers.find((h) => h.name.toLowerCase() === "authorization");
  return {
    callbackUrl: w.callback_url,
    headers: mask(w.headers),
    pointsHere: isOwnReceiver(w.callback_url, deps.appUrl),
    secretMatches: auth !== undefined && isAuthorized(auth.value, deps.secret),
    parcelIdHeader: w.headers.find((h) => h.value === PARCEL_ID)?.name ?? null,
    timeoutMs: w.timeout ?? null,
  };
}

/** The three hooks, each with its subscription at the provider (or none). */
export async function subscriptionsView(deps: SubscriptionDeps): Promise<HookView[]> {
  const current = await deps.logistics.webhooks();
  return HOOK_NAMES.map((hook) => {
    const w = current.find((s) => s.hook === hook);
    return { hook, subscription: w ? viewOf(w, deps) : null };
  });
}

/** The secret goes only to our own receiver: an admin who points a hook elsewhere must not hand it out. */
const headersFor = (deps: SubscriptionDeps, input: Omit<SubscribeInput, "hook">) => [
  ...(isOwnReceiver(input.callbackUrl, deps.appUrl) ? [{ name: "Authorization", value: authorizationValue(deps.secret) }] : []),
  ...(input.parcelIdHeader ? [{ name: input.parcelIdHeader, value: PARCEL_ID }] : []),
];

const create = (deps: SubscriptionDeps, hook: HookName, input: Omit<SubscribeInput, "hook">) =>
  deps.logistics.createWebhook({
    hook,
    callback_url: input.callbackUrl,
    headers: headersFor(deps, input),
    ...(input.timeoutMs !== null ? { timeout: input.timeoutMs } : {}),
  });

/**
 * Subscribes a hook: to our receiver with the secret, or elsewhere without it. The provider keeps
 * one subscription per hook, so an existing one is deleted first; if the provider then refuses the
 * new one, the old one is put back as it was, so a typo never leaves the hook without notifications.
 */
export async function subscribe(deps: SubscriptionDeps, input: SubscribeInput): Promise<{ view: SubscriptionView; replaced: boolean }> {
  const previous = (await deps.logistics.webhooks()).find((w) => w.hook === input.hook);
  if (previous) await deps.logistics.deleteWebhook(input.hook);
  try {
    return { view: viewOf(await create(deps, input.hook, input), deps), replaced: previous !== undefined };
  } catch (e) {
    if (previous) {
      await deps.logistics
        .createWebhook({
          hook: input.hook,
          callback_url: previous.callback_url,
          headers: previous.headers,
          ...(previous.timeout != null ? { timeout: previous.timeout } : {}),
        })
        .catch((restoreError: unknown) => logger.error({ err: restoreError, hook: input.hook }, "could not restore the subscription"));
    }
    throw e;
  }
}

export async function unsubscribe(deps: SubscriptionDeps, hook: HookName): Promise<{ removed: boolean }> {
  try {
    await deps.logistics.deleteWebhook(hook);
    return { removed: true };
  } catch (e) {
    // Already gone (another admin, or a second click): the outcome the admin asked for.
    if (e instanceof ProviderError && e.kind === "not_found") return { removed: false };
    throw e;
  }
}

export type SubscribeDefaults = { callbackUrl: string; parcelIdHeader: string | null; timeoutMs: number | null };

/** The defaults "Subscribe to every event" uses: our receiver's registered URL, with the parcel id header. */
export const subscriptionDefaults = (appUrl: string): SubscribeDefaults => ({
  callbackUrl: receiverUrl(appUrl).registeredUrl,
  parcelIdHeader: DEFAULT_PARCEL_ID_HEADER,
  timeoutMs: null,
});

/**
 * Subscribes every hook that has no subscription, one by one. Stops at the provider's first
 * refusal (the next would be refused for the same reason) and reports it with those already done.
 */
export async function subscribeAll(deps: SubscriptionDeps, defaults: SubscribeDefaults): Promise<{ subscribed: HookName[]; error: ProviderError | null }> {
  const existing = new Set((await deps.logistics.webhooks()).map((w) => w.hook));
  const subscribed: HookName[] = [];
  for (const hook of HOOK_NAMES.filter((h) => !existing.has(h))) {
    try {
      await create(deps, hook, defaults);
      subscribed.push(hook);
    } catch (e) {
      if (e instanceof ProviderError) return { subscribed, error: e };
      throw e;
    }
  }
  return { subscribed, error: null };
}
