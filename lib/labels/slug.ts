/**
 * The slug the provider will give a label's name, shown before creating it and used to find a
 * name that already exists. The provider documents its rule (lower-case, transliterated,
 * punctuation stripped, spaces to "-"); its own answer is what counts once a label is created.
 */
const WHOLE_LETTERS: Record<string, string> = { ß: "ss", æ: "ae", œ: "oe", ø: "o", đ: "d", ð: "d", þ: "th", ł: "l", ı: "i", ħ: "h" };

export function labelSlug(name: string): string {
  const ascii = name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[ßæœøđðþłıħ]/g, (c) => WHOLE_LETTERS[c] ?? c);
  return ascii
    .replace(/[^a-z0-9\s-]/g, "")
    .split(/[\s-]+/)
    .filter(Boolean)
    .join("-");
}
