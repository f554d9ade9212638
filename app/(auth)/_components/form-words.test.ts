import { describe, expect, it } from "vitest";
import { setPasswordSchema, setupSchema, signInSchema } from "@/lib/accounts/schemas";
import { messageRef } from "@/lib/i18n/message-ref";
import { wordsFor } from "@/lib/i18n/server-translator";
import { LOCALES } from "@/lib/locales";
import { FORM_REFS } from "./form-words";

const TOKEN = "t".repeat(24);
const long = (n: number) => `${"a".repeat(n)}@example.com`;
/** Input that breaks each rule of the three forms once. */
const refused = [
  signInSchema.safeParse({ email: "", password: "" }),
  signInSchema.safeParse({ email: "not an address", password: "x".repeat(257) }),
  signInSchema.safeParse({ email: long(320), password: "x" }),
  setupSchema.safeParse({ name: "", email: "ana@example.com", password: "short", confirm: "short" }),
  setupSchema.safeParse({ name: "A".repeat(121), email: "ana@example.com", password: "x".repeat(257), confirm: "" }),
  setupSchema.safeParse({ name: "Ana", email: "ana@example.com", password: "123456789012", confirm: "123456789012" }),
  setupSchema.safeParse({ name: "Ana", email: "ana@example.com", password: "aaaaaaaaaaaaaa", confirm: "aaaaaaaaaaaaaa" }),
  setPasswordSchema.safeParse({ token: TOKEN, email: "marta.lopez@example.com", password: "marta.lopez is here", confirm: "marta.lopez is here" }),
  setPasswordSchema.safeParse({ token: TOKEN, email: "ana@example.com", password: "a long enough passphrase", confirm: "another one" }),
];

describe("the words the sign-in, setup and welcome forms get from the server", () => {
  it("cover every message reference their rules give in the browser", () => {
    const refs = new Set(refused.flatMap((r) => (r.success ? [] : r.error.issues.map((i) => i.message))).filter((m) => m.startsWith("$")));
    // The inputs above reach every rule (a server out of reach is useAction's, not a rule's).
    expect(FORM_REFS.filter((ref) => !refs.has(ref))).toEqual([messageRef("noServer")]);
    expect([...refs].filter((ref) => !FORM_REFS.includes(ref))).toEqual([]);
  });

  it("have their own words in every language, never the generic message", async () => {
    for (const locale of LOCALES) {
      const generic = await wordsFor(messageRef("unexpected"), locale);
      for (const ref of FORM_REFS) {
        const words = await wordsFor(ref, locale);
        expect(words, `${ref} in ${locale}`).not.toBe(generic);
        expect(words).not.toContain("{");
      }
    }
  });
});
