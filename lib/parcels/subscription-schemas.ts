import { z } from "@/lib/zod";

/**
 * Webhook subscriptions as the admin page and its actions see them. Isomorphic: the form and the
 * actions parse with the same schemas; no secret ever takes one of these shapes.
 */

export const HOOK_NAMES = ["parcel", "parcelLocation", "proofCodeGenerated"] as const;
export type HookName = (typeof HOOK_NAMES)[number];

/** What each hook brings, in plain words. */
export const HOOK_INFO: Record<HookName, { title: string; brings: string }> = {
  parcel: { title: "State changes", brings: "Each change of a parcel's state: picked up, in transit, delivered, failed, returned." },
  parcelLocation: { title: "Courier's position", brings: "The courier's position on the way to pick up and to deliver, for the parcel's map." },
  proofCodeGenerated: { title: "Proof-of-delivery codes", brings: "The code the recipient gives the courier to prove the delivery." },
};

export const DEFAULT_PARCEL_ID_HEADER = "X-Parcel-Id";
export const TIMEOUT_MIN_MS = 1_000;
export const TIMEOUT_MAX_MS = 60_000;

/** Headers Ridedesk or the HTTP exchange sets itself: never a name for the parcel id. */
const TAKEN_HEADERS = new Set(["authorization", "content-type", "content-length", "host", "connection", "transfer-encoding"]);

const hook = z.enum(HOOK_NAMES, { error: "Choose one of the three events." });

const callbackUrl = z
  .string()
  .trim()
  .min(1, "Enter the URL the notifications are sent to.")
  .max(2048, "The URL is too long.")
  .refine((v) => {
    try {
      return ["http:", "https:"].includes(new URL(v).protocol);
    } catch {
      return false;
    }
  }, "Enter an http:// or https:// URL.");

const parcelIdHeader = z
  .string()
  .trim()
  .min(1, "Name the header, or leave the option off.")
  .max(64, "Header names are at most 64 characters.")
  .regex(/^[A-Za-z0-9][A-Za-z0-9-]*$/, "Letters, digits and hyphens only, such as X-Parcel-Id.")
  .refine((v) => !TAKEN_HEADERS.has(v.toLowerCase()), "That header is already set by Ridedesk or HTTP; choose another name.");

const timeoutMs = z
  .number({ error: "Enter a whole number of milliseconds." })
  .int("Enter a whole number of milliseconds.")
  .min(TIMEOUT_MIN_MS, `At least ${TIMEOUT_MIN_MS} ms.`)
  .max(TIMEOUT_MAX_MS, `At most ${TIMEOUT_MAX_MS} ms.`);

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
