import { describe, expect, it } from "vitest";
import english from "@/lib/i18n/messages/en/parcels.json";
import spanish from "@/lib/i18n/messages/es/parcels.json";
import { COMBINED_CODE, NO_PROOF, proofMethodsSchema, proofText } from "./proof";

describe("proof-of-delivery methods", () => {
  it("takes a code alone, or any of the others together, or none", () => {
    for (const ok of [NO_PROOF, { ...NO_PROOF, code: true }, { code: false, photo: true, idCheck: true, comment: true }]) {
      expect(proofMethodsSchema.safeParse(ok).success, JSON.stringify(ok)).toBe(true);
    }
  });

  it("refuses a code combined with another method, under the code", () => {
    for (const other of ["photo", "idCheck", "comment"] as const) {
      const r = proofMethodsSchema.safeParse({ ...NO_PROOF, code: true, [other]: true });
      expect(r.success).toBe(false);
      expect(r.error!.issues).toEqual([expect.objectContaining({ path: ["code"], message: COMBINED_CODE })]);
    }
    expect(proofMethodsSchema.safeParse({ ...NO_PROOF, signature: true }).success).toBe(false);
  });

  it("names the methods as the page shows them", () => {
    const words = (m: typeof english.proof) => ({ none: m.none, method: (k: keyof typeof m.method) => m.method[k].inList });
    const inEnglish = (methods: Parameters<typeof proofText>[0]) => proofText(methods, words(english.proof), "en-GB");
    expect(inEnglish(null)).toBe("None");
    expect(inEnglish({ ...NO_PROOF, code: true })).toBe("Code");
    expect(inEnglish({ ...NO_PROOF, idCheck: true })).toBe("ID check");
    expect(inEnglish({ code: false, photo: true, idCheck: true, comment: false })).toBe("Photo and ID check");
    expect(inEnglish({ code: false, photo: true, idCheck: true, comment: true })).toBe("Photo, ID check and comment");
    expect(proofText({ code: false, photo: true, idCheck: false, comment: true }, words(spanish.proof), "es-ES")).toBe("Foto y comentario");
  });
});
