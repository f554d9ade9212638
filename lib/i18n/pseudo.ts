import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { printAST } from "@formatjs/icu-messageformat-parser/printer";
import type { Messages } from "./messages";

/**
 * The pseudo-locale: every translated text is English with its letters accented and wrapped in
 * ⟦ ⟧, so a page shown in it reveals at a glance, and to a test, any text that did not come from
 * the translations. Placeholders, plurals and tags keep working, since only literal text changes.
 */
export const PSEUDO_OPEN = "⟦";
export const PSEUDO_CLOSE = "⟧";

const ACCENTED: Record<string, string> = {
  a: "á",
  e: "é",
  i: "í",
  o: "ó",
  u: "ú",
  A: "Á",
  E: "É",
  I: "Í",
  O: "Ó",
  U: "Ú",
  n: "ñ",
  c: "ç",
  y: "ý",
};

const accent = (text: string) => text.replace(/[aeiouAEIOUncy]/g, (ch) => ACCENTED[ch] ?? ch);

function accentElements(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((element) => {
    if (element.type === TYPE.literal) return { ...element, value: accent(element.value) };
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      const options = Object.fromEntries(Object.entries(element.options).map(([key, option]) => [key, { ...option, value: accentElements(option.value) }]));
      return { ...element, options };
    }
    if (element.type === TYPE.tag) return { ...element, children: accentElements(element.children) };
    return element;
  });
}

export function pseudoMessage(message: string): string {
  return `${PSEUDO_OPEN}${printAST(accentElements(parse(message)))}${PSEUDO_CLOSE}`;
}

export function pseudoMessages(messages: Messages): Messages {
  const walk = (value: unknown): unknown =>
    typeof value === "string"
      ? pseudoMessage(value)
      : value && typeof value === "object"
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v)]))
        : value;
  return walk(messages) as Messages;
}
