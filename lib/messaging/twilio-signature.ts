import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { parse, stringify } from "node:querystring";

/**
 * Twilio's request signature (X-Twilio-Signature): HMAC-SHA1, keyed with the account's auth token,
 * over the full URL followed by every POST parameter's name and value, parameters sorted by name,
 * in base64. A name sent more than once contributes each distinct value once, values sorted, as
 * twilio-node's `getExpectedTwilioSignature` does.
 */

/** POST parameters as a form gives them: repeated names keep every value. */
export type TwilioParams = URLSearchParams | Readonly<Record<string, string | readonly string[]>>;

function pairs(params: TwilioParams): [string, string[]][] {
  const grouped = new Map<string, string[]>();
  const entries: [string, string | readonly string[]][] = params instanceof URLSearchParams ? [...params] : Object.entries(params);
  for (const [name, value] of entries) grouped.set(name, [...(grouped.get(name) ?? []), ...(typeof value === "string" ? [value] : value)]);
  return [...grouped];
}

export function twilioSignature(authToken: string, url: string, params: TwilioParams): string {
  // Code-unit order, which is Twilio's case-sensitive ("Unix-style") order for the ASCII names it sends.
  const data = pairs(params)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .reduce(
      (text, [name, values]) =>
        text +
        [...new Set(values)]
          .sort()
          .map((v) => name + v)
          .join(""),
      url,
    );
  return createHmac("sha1", authToken).update(data, "utf8").digest("base64");
}

/** The URL with the scheme's standard port written out (URL itself drops it), unless it names a port already. */
function withPort(url: URL): string {
  if (url.port) return url.toString();
  const credentials = url.username || url.password ? `${url.username}${url.password ? `:${url.password}` : ""}@` : "";
  return `${url.protocol}//${credentials}${url.host}:${url.protocol === "https:" ? 443 : 80}${url.pathname}${url.search}${url.hash}`;
}

function withoutPort(url: URL): string {
  const copy = new URL(url);
  copy.port = "";
  return copy.toString();
}

/** The query as Node's legacy querystring writes it: Twilio's back end has signed URLs both ways. */
function withLegacyQuery(text: string): string {
  const url = new URL(text);
  if (!url.search) return text;
  const query = stringify(parse(url.search.slice(1)));
  url.search = "";
  return `${url.toString()}?${query}`;
}

const sameText = (a: string, b: string) => {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * Whether a request's X-Twilio-Signature is Twilio's for this URL and these parameters. The URL
 * is tried as given, then as twilio-node's `validateRequest` tries it: parsed, without and with
 * its port (https:443, http:80 added when absent), and with the query re-encoded the legacy way,
 * since Twilio has signed each of these forms.
 */
export function isValidTwilioSignature(authToken: string, signature: string | null | undefined, url: string, params: TwilioParams): boolean {
  if (!signature) return false;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  const forms = [withoutPort(parsed), withPort(parsed)];
  const candidates = new Set([url, ...forms, ...forms.map(withLegacyQuery)]);
  let valid = false;
  // Every form is compared, so the time taken says nothing about which one matched.
  for (const candidate of candidates) valid = sameText(signature, twilioSignature(authToken, candidate, params)) || valid;
  return valid;
}
