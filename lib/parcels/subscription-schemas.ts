import { messageRef } from "@/lib/i18n/message-ref";
import { z } from "@/lib/zod";

/**
 * Webhook subscriptions as the admin page and its actions see them. Isomorphic: the form and the
 * actions parse with the same schemas; no secret ever takes one of these shapes. Refusals are message
 * references; what each hook brings is told in the webhooks messages (hooks.<hook>).
 */

export const HOOK_NAMES = ["parcel", "parcelLocation", "proofCodeGenerated"] as const;
export type HookName = (typeof HOOK_NAMES)[number];

export const DEFAULT_PARCEL_ID_HEADER = "X-Parcel-Id";
export const PARCEL_ID_HEADER_MAX = 64;
export const TIMEOUT_MIN_MS = 1_000;
export const TIMEOUT_MAX_MS = 60_000;

/** Headers Ridedesk or the HTTP exchange sets itself: never a name for the parcel id. */
const TAKEN_HEADERS = new Set(["authorization", "content-type", "content-length", "host", "connection", "transfer-encoding"]);

const hook = z.enum(HOOK_NAMES, { error: messageRef("webhooks.chooseEvent") });

const callbackUrl = z
  .string()
  .trim()
  .min(1, messageRef("webhooks.urlRequired"))
  .max(2048, messageRef("webhooks.urlTooLong"))
  .refine((v) => {
    try {
      return ["http:", "https:"].includes(new URL(v).protocol);
    } catch {
      return false;
    }
  }, messageRef("webhooks.urlNotHttp"));

const parcelIdHeader = z
  .string()
  .trim()
  .min(1, messageRef("webhooks.headerRequired"))
  .max(PARCEL_ID_HEADER_MAX, messageRef("webhooks.headerTooLong", { max: PARCEL_ID_HEADER_MAX }))
  .regex(/^[A-Za-z0-9][A-Za-z0-9-]*$/, messageRef("webhooks.headerInvalid", { example: DEFAULT_PARCEL_ID_HEADER }))
  .refine((v) => !TAKEN_HEADERS.has(v.toLowerCase()), messageRef("webhooks.headerTaken"));

const timeoutMs = z
  .number({ error: messageRef("webhooks.timeoutWhole") })
  .int(messageRef("webhooks.timeoutWhole"))
  .min(TIMEOUT_MIN_MS, messageRef("webhooks.timeoutMin", { min: TIMEOUT_MIN_MS }))
  .max(TIMEOUT_MAX_MS, messageRef("webhooks.timeoutMax", { max: TIMEOUT_MAX_MS }));

export const subscribeSchema = z.strictObject({
  hook,
  callbackUrl,
  /** The header whose value the provider replaces with the parcel's id; null for none. */
  parcelIdHeader: parcelIdHeader.nullable(),
  /** How long the provider waits for our answer; null for its default. */
  timeoutMs: timeoutMs.nullable(),
});
export type SubscribeInput = z.infer<typeof subscribeSchema>;

export const subscribeAllSchema = z.strictObject({});
export const unsubscribeSchema = z.strictObject({ hook });

/** A header as the browser may see it: secret values are masked on the server. */
export type MaskedHeader = { name: string; value: string; masked: boolean };

export type SubscriptionView = {
  callbackUrl: string;
  headers: MaskedHeader[];
  /** It points at this installation's receiver. */
  pointsHere: boolean;
  /** Its Authorization header carries this installation's secret (compared on the server). */
  secretMatches: boolean;
  /** The header registered with the {parcelID} value, if any. */
  parcelIdHeader: string | null;
  timeoutMs: number | null;
};

export type HookView = { hook: HookName; subscription: SubscriptionView | null };
