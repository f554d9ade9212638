import type { LooseTranslator } from "./loose";
import { parseMessage, type MessageParams } from "./message-ref";

/**
 * A message put into words with a translator of the errors namespace: a message reference in that
 * language, other text as it is. A parameter may itself be a message reference (a refusal quoted
 * inside a sentence, "{problem} It may have been created…"): it is put into words first. A
 * parameter that only looks like one (a name typed with a leading "$") stays as it came.
 * `unknown` answers for a reference whose key has no words.
 */
export function messageWords(message: string, t: LooseTranslator, unknown: (key: string) => string = () => t("unexpected")): string {
  const parsed = parseMessage(message);
  if ("text" in parsed) return parsed.text;
  if (!t.has(parsed.key)) return unknown(parsed.key);
  return t(parsed.key, innerWords(parsed.params, t, 0));
}

function innerWords(params: MessageParams, t: LooseTranslator, depth: number): MessageParams {
  if (depth > 2) return params;
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => {
      if (typeof value !== "string") return [name, value];
      const inner = parseMessage(value);
      return "key" in inner && t.has(inner.key) ? [name, t(inner.key, innerWords(inner.params, t, depth + 1))] : [name, value];
    }),
  );
}
