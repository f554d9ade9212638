import { z } from "@/lib/zod";

/**
 * Proof of delivery: how the courier proves a parcel reached its recipient (§4 proof_configuration).
 * One schema for the parcel page's form and its action. Isomorphic.
 */

export const PROOF_METHODS = ["code", "photo", "idCheck", "comment"] as const;
export type ProofMethod = (typeof PROOF_METHODS)[number];

export const PROOF_WORDS: Record<ProofMethod, { label: string; hint: string }> = {
  code: { label: "Code", hint: "The recipient tells the courier a 4-digit code, shown on this page once the courier has the parcel." },
  photo: { label: "Photo", hint: "The courier photographs the parcel where it was left." },
  idCheck: { label: "ID check", hint: "The courier notes the recipient's name and ID number." },
  comment: { label: "Comment", hint: "The courier writes a note about the delivery." },
};

export const COMBINED_CODE = "A code cannot be combined with a photo, an ID check or a comment: choose the code alone, or the others.";

/** The methods chosen. None at all is allowed: the courier then needs no proof. */
export const proofMethodsSchema = z
  .strictObject({ code: z.boolean(), photo: z.boolean(), idCheck: z.boolean(), comment: z.boolean() })
  .refine((m) => !(m.code && (m.photo || m.idCheck || m.comment)), { path: ["code"], message: COMBINED_CODE });
export type ProofMethods = z.infer<typeof proofMethodsSchema>;

export const NO_PROOF: ProofMethods = { code: false, photo: false, idCheck: false, comment: false };

const IN_A_LIST: Record<ProofMethod, string> = { code: "code", photo: "photo", idCheck: "ID check", comment: "comment" };

/** The methods in words, in the order above: "Code", "Photo and ID check", "Photo, ID check and comment", or "None". */
export function proofText(m: ProofMethods | null): string {
  const names = PROOF_METHODS.filter((k) => m?.[k]).map((k) => IN_A_LIST[k]);
  if (names.length === 0) return "None";
  const text = names.length === 1 ? names[0]! : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
  return text[0]!.toUpperCase() + text.slice(1);
}
