import type { Ctx } from "../context";
import { SandboxError, json } from "../http";
import { checkCallbackUrl } from "./callback-url";
import { HOOKS, type Hook, type WebhookRecord } from "./types";

/**
 * Webhook subscriptions: one per hook and account. Unknown fields are ignored (the seed), so a
 * misspelt callback_url shows as "callback_url is required". `headers` is taken as the seed's
 * object or the spec's array of {name, value}; `timeout` is in milliseconds.
 */

export const MAX_TIMEOUT_MS = 60_000;
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
/** Headers the sandbox sets itself on every notification. */
const RESERVED = new Set(["content-type", "content-length", "host", "connection", "transfer-encoding"]);

const bad = (message: string) => new SandboxError(400, message);
const key = (clientId: string, hook: string) => `${clientId} ${hook}`;

function readHeaders(value: unknown): { name: string; value: string }[] {
  if (value === undefined || value === null) return [];
  const pairs: [unknown, unknown][] = Array.isArray(value)
    ? value.map((h, i) => {
        if (!h || typeof h !== "object") throw bad(`headers[${i}] must be an object with name and value`);
        return [(h as Record<string, unknown>).name, (h as Record<string, unknown>).value];
      })
    : typeof value === "object"
      ? Object.entries(value as Record<string, unknown>)
      : (() => {
          throw bad("headers must be an object of header names to values, or an array of {name, value}");
        })();
  if (pairs.length > 20) throw bad("headers must have at most 20 entries");
  return pairs.map(([name, v]) => {
    if (typeof name !== "string" || !HEADER_NAME.test(name)) throw bad(`headers: ${JSON.stringify(name)} is not a valid header name`);
    if (RESERVED.has(name.toLowerCase())) throw bad(`headers: ${name} is set by the service and cannot be registered`);
    if (typeof v !== "string" || /[\r\n\0]/.test(v) || v.length > 4096)
      throw bad(`headers: the value of ${name} must be a string of at most 4096 characters on one line`);
    return { name, value: v };
  });
}

function readTimeout(value: unknown): number | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== "number" || !Number.isInteger(value) || value < 1 || value > MAX_TIMEOUT_MS) {
    throw bad(`timeout must be a whole number of milliseconds from 1 to ${MAX_TIMEOUT_MS}`);
  }
  return value;
}

export const webhookToWire = (w: WebhookRecord) => ({ id: w.id, hook: w.hook, callback_url: w.callback_url, headers: w.headers, timeout: w.timeout });

/** POST /v1/webhooks: 201 with the subscription. */
export function createWebhook(ctx: Ctx, body: unknown): Response {
  if (!body || typeof body !== "object" || Array.isArray(body)) throw bad("body must be a JSON object");
  const input = body as Record<string, unknown>;
  const checked = checkCallbackUrl(input.callback_url, { allowLoopback: ctx.logistics.allowLoopbackCallbacks });
  if (!checked.ok) throw bad(checked.message);
  if (input.hook === undefined || input.hook === null || input.hook === "") throw bad("hook is required");
  if (typeof input.hook !== "string" || !(HOOKS as readonly string[]).includes(input.hook)) throw bad(`hook must be one of ${HOOKS.join(", ")}`);
  const hook = input.hook as Hook;
  const headers = readHeaders(input.headers);
  const timeout = readTimeout(input.timeout) ?? ctx.state.logistics.settings.defaultTimeoutMs;
  if (Object.hasOwn(ctx.state.webhooks, key(ctx.clientId, hook))) {
    throw new SandboxError(409, `a subscription to ${hook} exists already; delete it first (one subscription per hook)`);
  }
  const record: WebhookRecord = {
    id: ++ctx.state.logistics.seq,
    client_id: ctx.clientId,
    hook,
    callback_url: checked.url,
    headers,
    timeout,
    created_at: ctx.now,
  };
  ctx.state.webhooks[key(ctx.clientId, hook)] = record;
  ctx.changes.put("webhooks", key(ctx.clientId, hook), record);
  ctx.changes.set("logistics", ctx.state.logistics);
  return json(webhookToWire(record), 201);
}

/** GET /v1/webhooks: the account's subscriptions. */
export function listWebhooks(ctx: Ctx): Response {
  const subscriptions = HOOKS.map((h) => ctx.state.webhooks[key(ctx.clientId, h)]).filter((w) => w !== undefined);
  return json({ subscriptions: subscriptions.map(webhookToWire) });
}

/** DELETE /v1/webhooks/{hook}: notifications still queued for it are dropped when due. */
export function deleteWebhook(ctx: Ctx, hook: string): Response {
  if (!(HOOKS as readonly string[]).includes(hook)) throw new SandboxError(404, `${hook} is not a hook; hooks are ${HOOKS.join(", ")}`);
  if (!Object.hasOwn(ctx.state.webhooks, key(ctx.clientId, hook))) throw new SandboxError(404, `no subscription to ${hook}`);
  delete ctx.state.webhooks[key(ctx.clientId, hook)];
  ctx.changes.remove("webhooks", key(ctx.clientId, hook));
  return json({ hook, deleted: true });
}

export const subscriptionFor = (state: Ctx["state"], clientId: string, hook: Hook): WebhookRecord | undefined => {
  const k = key(clientId, hook);
  return Object.hasOwn(state.webhooks, k) ? state.webhooks[k] : undefined;
};
