import "server-only";
import { messageRef } from "@/lib/i18n/message-ref";
import { storableText } from "@/lib/storable-text";

export type ProviderErrorKind =
  "bad_request" | "unauthorized" | "forbidden" | "not_found" | "conflict" | "rate_limited" | "server_error" | "timeout" | "network" | "invalid_response";

const KIND_BY_STATUS: Record<number, ProviderErrorKind> = {
  400: "bad_request",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  409: "conflict",
  422: "bad_request",
  429: "rate_limited",
};

/** Marks provider errors from every copy of this module (see `Symbol.hasInstance` below). */
const BRAND = Symbol.for("ridedesk.ProviderError");

/** A failed provider call, with what the UI needs to say what went wrong and where. */
export class ProviderError extends Error {
  readonly kind: ProviderErrorKind;
  /** The failed answer's JSON body, when it had one (a logistics 409 carries the existing parcels). */
  body: unknown = null;
  /** The wait the provider asked for with a 429 or 5xx (Retry-After), in ms; null when it named none. */
  retryAfterMs: number | null = null;
  readonly [BRAND] = true;

  /**
   * Next bundles server code more than once (instrumentation, where the jobs start, apart from
   * pages and actions), and the one provider client lives on globalThis: an error thrown by it may
   * come from another copy of this class. It is still a ProviderError to every `instanceof`.
   */
  static [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === "object" && value !== null && (value as { [BRAND]?: unknown })[BRAND] === true;
  }

  constructor(
    readonly status: number,
    /** The provider's own words, when it gave any. */
    readonly providerMessage: string | null,
    /** The request field the provider blamed, e.g. "stops[1].loc". */
    readonly field: string | null,
    readonly operation: string,
    kind?: ProviderErrorKind,
    readonly attempts = 1,
  ) {
    const k = kind ?? KIND_BY_STATUS[status] ?? (status >= 500 ? "server_error" : "bad_request");
    super(`${operation} failed (${status || k})${providerMessage ? `: ${providerMessage}` : ""}`);
    this.name = "ProviderError";
    this.kind = k;
  }

  /**
   * Whether the client tries the request again by itself: only 429 and 5xx. A timeout or a lost
   * connection may have reached the provider, so it is surfaced at once rather than repeated.
   */
  get retryable(): boolean {
    return this.kind === "rate_limited" || this.kind === "server_error";
  }
}

/** Root names of the request fields the provider's messages can start with. */
const FIELD_ROOTS =
  /^((?:product_id|requester_id|rider|stops|start_at|start_type|label_slug|message|reason|preferred_driver_id|latitude|longitude|name|description|active|state|page|per|body|parcels|parcel_ids|external_id|pickup_info|dropoff_info|dimensions|weight|price|delivery_from|delivery_to|shipping_type_id|pickup_time|states|location|callback_url|hook|headers|timeout)(?:\[\d+\]|\.[a-z_]+)*)\b/;

/**
 * Reads a provider error body in any of its shapes: `{message}`, `{error}`, `{errors: [...]}`,
 * or plain text; and the blamed field, from `field` or the start of the message.
 */
export function readErrorBody(text: string): { message: string | null; field: string | null } {
  let message: string | null = null;
  let field: string | null = null;
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    if (body && typeof body === "object") {
      const errors = Array.isArray(body.errors) ? body.errors.filter((e) => typeof e === "string").join("; ") : null;
      const candidates = [body.message, body.error, errors, body.error_description];
      message = (candidates.find((c) => typeof c === "string" && c.trim() !== "") as string | undefined) ?? null;
      if (typeof body.field === "string" && body.field) field = body.field;
    }
  } catch {
    const plain = text.trim();
    if (plain && plain.length < 500 && !plain.startsWith("<")) message = plain;
  }
  field ??= message ? (FIELD_ROOTS.exec(message)?.[1] ?? null) : null;
  // The provider's words may be stored with a booking: cleaned of what PostgreSQL cannot store.
  return { message: message === null ? null : storableText(message), field: field === null ? null : storableText(field) };
}

/** Operations of the logistics API, which people know as the delivery service. */
const DELIVERY_OPERATIONS = /^(parcel|shipping|webhook)/;

/**
 * What to tell the person using the app, as a message reference (lib/i18n/message-ref.ts) whose
 * words are in errors.json ("provider.…"), put into the reader's language where it is shown. Never
 * includes secrets; the provider's own words only for a 4xx, passed on as they came (`said`).
 */
export function describeProviderError(e: ProviderError): string {
  const service = DELIVERY_OPERATIONS.test(e.operation) ? "delivery" : "ride";
  switch (e.kind) {
    case "bad_request":
    case "conflict":
      return e.providerMessage
        ? messageRef("provider.refusedSaying", { service, said: e.providerMessage.replace(/\.$/, "") })
        : messageRef("provider.refused", { service });
    case "not_found":
      return messageRef("provider.notFound", { service });
    case "unauthorized":
    case "forbidden":
      return messageRef("provider.credentials", { service });
    case "rate_limited":
      return messageRef("provider.busy", { service });
    case "server_error":
      return messageRef("provider.failed", { service });
    case "timeout":
      return messageRef("provider.slow", { service });
    case "network":
      return messageRef("provider.unreachable", { service });
    case "invalid_response":
      return messageRef("provider.unreadable", { service });
  }
}
