/**
 * Text PostgreSQL can store. It refuses a NUL character (\u0000) in any text or JSON value, and a
 * lone UTF-16 surrogate (half of an emoji, "\ud800" in JSON) in JSON: one such character makes the
 * whole write fail. Input from people is refused at its field; data from the provider is cleaned.
 * Pure and isomorphic.
 */
import { messageRef } from "@/lib/i18n/message-ref";

export const NUL_MESSAGE = messageRef("text.nul");
export const SURROGATE_MESSAGE = messageRef("text.brokenCharacter");

export type Unstorable = { path: PropertyKey[]; message: string };

/** Nobody needs more than this many to see what to fix; past it the walk stops. */
const MAX_FOUND = 20;

const problemOf = (text: string): string | null => (text.includes("\u0000") ? NUL_MESSAGE : text.isWellFormed() ? null : SURROGATE_MESSAGE);

/** Plain objects and arrays are walked: what forms, JSON, path and query parameters give. */
const isPlainObject = (value: object) => {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
};

/** Every string value or object key in an input that cannot be stored, by path, in the input's order. */
export function unstorableText(input: unknown): Unstorable[] {
  const found: Unstorable[] = [];
  const stack: [unknown, PropertyKey[]][] = [[input, []]];
  while (stack.length > 0 && found.length < MAX_FOUND) {
    const [value, path] = stack.pop()!;
    if (typeof value === "string") {
      const message = problemOf(value);
      if (message) found.push({ path, message });
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push([value[i], [...path, i]]);
    } else if (value !== null && typeof value === "object" && isPlainObject(value)) {
      // A key that cannot be stored is reported at its own path, in its turn (the key stands in for its value).
      for (const [key, item] of Object.entries(value).reverse()) stack.push([problemOf(key) ? key : item, [...path, key]]);
    }
  }
  return found;
}

const cleanString = (text: string) => text.replaceAll("\u0000", "").toWellFormed();

/**
 * A copy of provider data that can be stored: NUL characters removed and lone surrogates replaced
 * (U+FFFD) in every string and key. Values that need nothing are returned as they are.
 */
export function storableText<T>(value: T): T {
  if (typeof value === "string") return cleanString(value) as T;
  if (Array.isArray(value)) return value.map(storableText) as T;
  if (value !== null && typeof value === "object" && isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [cleanString(k), storableText(v)])) as T;
  }
  return value;
}

/**
 * Whether a JSON text may decode to something `storableText` would change: a NUL or a surrogate can
 * only reach a JSON string as a \u escape (raw control characters are invalid JSON, and decoding
 * UTF-8 never yields a lone surrogate), so most answers are passed through without a walk.
 */
export const mayHoldUnstorableText = (json: string) => /\\u(0000|[dD][89a-fA-F])/.test(json);
