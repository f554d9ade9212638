/**
 * Text cut to at most `max` UTF-16 units (the measure chat services' limits use), ending in "…"
 * when it was cut, never splitting a character written with two units (an emoji, some CJK).
 */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = Math.max(0, max - 1);
  if (end > 0 && isHighSurrogate(text.charCodeAt(end - 1))) end--;
  return `${text.slice(0, end).trimEnd()}…`;
}

/**
 * Like `clip`, for text that is escaped before it is sent: cut so that the escaped text fits, and
 * never inside an escape ("&amp;" is kept whole or left out).
 */
export function clipEscaped(text: string, max: number, escape: (character: string) => string): string {
  const whole = Array.from(text, escape).join("");
  if (whole.length <= max) return whole;
  let out = "";
  for (const character of text) {
    const piece = escape(character);
    if (out.length + piece.length > max - 1) break;
    out += piece;
  }
  return `${out.trimEnd()}…`;
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
