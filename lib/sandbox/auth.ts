import { randomBytes, timingSafeEqual } from "node:crypto";
import { readBodyText } from "./body";
import type { Changes } from "./changes";
import { SandboxError, json, unauthorized } from "./http";
import type { SandboxState } from "./state";

export type Credentials = { clientId: string; clientSecret: string };

const REFRESH_TTL_MS = 30 * 24 * 3600 * 1000;
/** An expired token is kept this long, so its 401 says "expired" rather than "unknown". */
const EXPIRED_TOKEN_KEPT_MS = 24 * 3600 * 1000;
const token = () => randomBytes(32).toString("hex");

const sameSecret = (a: string, b: string) => {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
};

/** A record's own entry only: a token named "__proto__" or "constructor" must find nothing. */
const own = <T>(record: Record<string, T>, key: string): T | undefined => (Object.hasOwn(record, key) ? record[key] : undefined);

const TOKEN_PARAMS = ["grant_type", "client_id", "client_secret", "refresh_token"];

function readJsonParams(text: string): Record<string, string> {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new SandboxError(400, "body is not valid JSON", "body");
  }
  if (!body || typeof body !== "object" || Array.isArray(body)) throw new SandboxError(400, "body must be a JSON object", "body");
  const params: Record<string, string> = {};
  for (const key of TOKEN_PARAMS) {
    const value = (body as Record<string, unknown>)[key];
    if (value === undefined || value === null) continue;
    if (typeof value !== "string") throw new SandboxError(400, `${key} must be a string`, key);
    params[key] = value;
  }
  return params;
}

/** Basic credentials are "client_id:client_secret", each percent-encoded (RFC 6749, 2.3.1). */
function readBasic(encoded: string): { id: string; secret: string } {
  const [id, ...secret] = Buffer.from(encoded, "base64").toString("utf8").split(":");
  try {
    return { id: decodeURIComponent(id ?? ""), secret: decodeURIComponent(secret.join(":")) };
  } catch {
    throw new SandboxError(400, "Authorization: Basic credentials must be client_id:client_secret, percent-encoded", "authorization");
  }
}

/** The token endpoint takes form parameters (the provider's documented way) or JSON, and HTTP Basic. */
async function readTokenParams(request: Request): Promise<Record<string, string>> {
  const type = request.headers.get("content-type") ?? "";
  const text = await readBodyText(request);
  const params = type.includes("application/json") ? readJsonParams(text) : Object.fromEntries(new URLSearchParams(text));
  const basic = /^Basic\s+(.+)$/i.exec(request.headers.get("authorization") ?? "");
  if (basic) {
    const { id, secret } = readBasic(basic[1]!);
    params.client_id ??= id;
    params.client_secret ??= secret;
  }
  return params;
}

type Tx = { state: SandboxState; now: number; changes: Changes };

export async function issueToken(request: Request, { state, now, changes }: Tx, creds: Credentials, ttlSeconds: number): Promise<Response> {
  const p = await readTokenParams(request);
  const grant = p.grant_type;
  if (grant !== "client_credentials" && grant !== "refresh_token") {
    return json({ error: "unsupported_grant_type", message: 'grant_type must be "client_credentials" or "refresh_token"' }, 400);
  }
  if (!p.client_id || !p.client_secret || p.client_id !== creds.clientId || !sameSecret(p.client_secret, creds.clientSecret)) {
    return json({ error: "invalid_client", message: "client_id or client_secret is wrong" }, 401);
  }
  if (grant === "refresh_token") {
    const record = p.refresh_token ? own(state.refresh_tokens, p.refresh_token) : undefined;
    if (!record || record.client_id !== p.client_id) return json({ error: "invalid_grant", message: "refresh_token is unknown" }, 401);
    if (record.used) return json({ error: "invalid_grant", message: "refresh_token was already used" }, 401);
    if (record.expires_at <= now) return json({ error: "invalid_grant", message: "refresh_token has expired" }, 401);
    record.used = true;
    changes.put("refresh_tokens", p.refresh_token!, record);
  }
  pruneTokens({ state, now, changes });
  state.counters.grants[grant]++;
  changes.set("counters", state.counters);
  const access = token();
  const refresh = token();
  state.tokens[access] = { client_id: p.client_id, expires_at: now + ttlSeconds * 1000, revoked: false };
  state.refresh_tokens[refresh] = { client_id: p.client_id, used: false, expires_at: now + REFRESH_TTL_MS };
  changes.put("tokens", access, state.tokens[access]);
  changes.put("refresh_tokens", refresh, state.refresh_tokens[refresh]);
  return json({ access_token: access, refresh_token: refresh, expires_in: ttlSeconds, token_type: "Bearer" });
}

/** The client id behind a request's bearer token; 401 for a missing, unknown, revoked or expired one. */
export function authenticate(request: Request, state: SandboxState, now: number): string {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get("authorization") ?? "");
  if (!match) throw unauthorized("Unauthorized: send Authorization: Bearer <access_token>");
  const record = own(state.tokens, match[1]!);
  if (!record) throw unauthorized("Unauthorized: unknown access token");
  if (record.revoked) throw unauthorized("Unauthorized: access token was revoked");
  if (record.expires_at <= now) throw unauthorized("Unauthorized: access token has expired");
  return record.client_id;
}

export function revokeToken(request: Request, { state, now, changes }: Tx): Response {
  authenticate(request, state, now);
  const access = /^Bearer\s+(\S+)$/i.exec(request.headers.get("authorization") ?? "")![1]!;
  state.tokens[access]!.revoked = true;
  changes.put("tokens", access, state.tokens[access]);
  return new Response(null, { status: 204 });
}

/** Checks HTTP Basic client credentials, for the sandbox's own control endpoints. */
export function requireClient(request: Request, creds: Credentials): void {
  const basic = /^Basic\s+(.+)$/i.exec(request.headers.get("authorization") ?? "");
  const [id, ...secret] = basic ? Buffer.from(basic[1]!, "base64").toString("utf8").split(":") : [];
  if (id !== creds.clientId || !sameSecret(secret.join(":"), creds.clientSecret)) {
    throw unauthorized("Unauthorized: control endpoints take HTTP Basic client_id:client_secret");
  }
}

/** Forgets access tokens long expired, and refresh tokens used or expired. */
export function pruneTokens({ state, now, changes }: Tx) {
  for (const [k, v] of Object.entries(state.tokens)) {
    if (v.expires_at < now - EXPIRED_TOKEN_KEPT_MS) {
      delete state.tokens[k];
      changes.remove("tokens", k);
    }
  }
  for (const [k, v] of Object.entries(state.refresh_tokens)) {
    if (v.used || v.expires_at < now) {
      delete state.refresh_tokens[k];
      changes.remove("refresh_tokens", k);
    }
  }
}
