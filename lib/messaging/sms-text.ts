import { SegmentedMessage } from "sms-segments-calculator";

/**
 * What an SMS costs: carriers bill per segment. A text all in the GSM-7 alphabet (its extension's
 * characters counting two) fits 160 characters in one segment, 153 a segment once split; one
 * character outside it (an "á", a curly quote) sends the whole text as UCS-2, 70 or 67 a segment.
 * Counted by Twilio's own calculator, so our figure is the one on the invoice.
 */
export type SmsCost = { segments: number; encoding: "GSM-7" | "UCS-2"; characters: number };

export function smsCost(text: string): SmsCost {
  const m = new SegmentedMessage(text, "auto");
  return { segments: m.segmentsCount, encoding: m.encodingName, characters: m.numberOfCharacters };
}

/** Typography that GSM-7 lacks, said with the characters it has. */
const PLAIN: Record<string, string> = {
  "\u2018": "'",
  "\u2019": "'",
  "\u201a": "'",
  "\u201b": "'",
  "\u00b4": "'",
  "\u201c": '"',
  "\u201d": '"',
  "\u201e": '"',
  "\u00ab": '"',
  "\u00bb": '"',
  "\u2010": "-",
  "\u2011": "-",
  "\u2012": "-",
  "\u2013": "-",
  "\u2014": "-",
  "\u2212": "-",
  "\u2026": "...",
  "\u00a0": " ",
  "\u202f": " ",
  "\u2009": " ",
  "\u2007": " ",
  "\u00aa": "a",
  "\u00ba": "o",
};

const gsmChar = new Map<string, boolean>();
const isGsm = (ch: string) => {
  let known = gsmChar.get(ch);
  if (known === undefined) gsmChar.set(ch, (known = new SegmentedMessage(ch, "auto").encodingName === "GSM-7"));
  return known;
};

/**
 * A character GSM-7 lacks, as the nearest one it has: typography as plain marks, a letter without the
 * accent GSM-7 cannot carry ("á" → "a", "ã" → "a", "ç" → "c"), or null when nothing safe stands in.
 */
function plain(ch: string): string | null {
  if (PLAIN[ch] !== undefined) return PLAIN[ch];
  const bare = ch.normalize("NFD").replace(/\p{M}+/gu, "");
  return bare !== ch && [...bare].every(isGsm) ? bare : null;
}

/**
 * The text as an SMS should carry it: when every character outside GSM-7 has a safe stand-in and
 * that saves segments, the stand-ins (a Spanish or Portuguese message then costs about half);
 * otherwise the text as written (a name in another script keeps its letters).
 */
export function smsText(text: string): string {
  let folded = "";
  for (const ch of text) {
    if (isGsm(ch)) folded += ch;
    else {
      const p = plain(ch);
      if (p === null) return text;
      folded += p;
    }
  }
  return folded !== text && smsCost(folded).segments < smsCost(text).segments ? folded : text;
}
