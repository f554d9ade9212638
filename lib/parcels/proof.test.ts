import { describe, expect, it } from "vitest";
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
    expect(proofText(null)).toBe("None");
    expect(proofText({ ...NO_PROOF, code: true })).toBe("Code");
    expect(proofText({ ...NO_PROOF, idCheck: true })).toBe("ID check");
    expect(proofText({ code: false, photo: true, idCheck: true, comment: false })).toBe("Photo and ID check");
    expect(proofText({ code: false, photo: true, idCheck: true, comment: true })).toBe("Photo, ID check and comment");
  });
});
