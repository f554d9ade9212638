import { messageRef } from "@/lib/i18n/message-ref";
import { z } from "@/lib/zod";

/**
 * Proof of delivery: how the courier proves a parcel reached its recipient (§4 proof_configuration).
 * One schema for the parcel page's form and its action. Isomorphic. Each method's words are in the
 * "parcels" messages (`proof.method.<method>`).
 */

export const PROOF_METHODS = ["code", "photo", "idCheck", "comment"] as const;
export type ProofMethod = (typeof PROOF_METHODS)[number];

export const COMBINED_CODE = messageRef("parcels.proof.combinedCode");

/** The methods chosen. None at all is allowed: the courier then needs no proof. */
export const proofMethodsSchema = z
  .strictObject({ code: z.boolean(), photo: z.boolean(), idCheck: z.boolean(), comment: z.boolean() })
  .refine((m) => !(m.code && (m.photo || m.idCheck || m.comment)), { path: ["code"], message: COMBINED_CODE });
export type ProofMethods = z.infer<typeof proofMethodsSchema>;

export const NO_PROOF: ProofMethods = { code: false, photo: false, idCheck: false, comment: false };

/**
 * The methods in words, in the order above, as a language lists them: "Code", "Photo and ID check",
 * "Photo, ID check and comment", or "None". `words` gives each method's name as it reads inside a
 * list; `tag` is the language's formatting tag (INTL_TAG).
 */
export function proofText(m: ProofMethods | null, words: { none: string; method: (method: ProofMethod) => string }, tag: string): string {
  const names = PROOF_METHODS.filter((k) => m?.[k]).map(words.method);
  if (names.length === 0) return words.none;
  const text = new Intl.ListFormat(tag, { type: "conjunction" }).format(names);
  return text.charAt(0).toLocaleUpperCase(tag) + text.slice(1);
}
