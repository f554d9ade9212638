import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { mayHoldUnstorableText, NUL_MESSAGE, storableText, SURROGATE_MESSAGE, unstorableText } from "./storable-text";
import { safeParseInput, z } from "./zod";

describe("text PostgreSQL cannot store", () => {
  it("is found in any string or key of plain objects and arrays, by path", () => {
    expect(unstorableText({ name: "Ana", stops: [{ note: "ok" }, { note: "a\u0000" }], "k\u0000": 1, broken: "x\ud83d" })).toEqual([
      { path: ["stops", 1, "note"], message: NUL_MESSAGE },
      { path: ["k\u0000"], message: NUL_MESSAGE },
      { path: ["broken"], message: SURROGATE_MESSAGE },
    ]);
    expect(unstorableText("\u0000")).toEqual([{ path: [], message: NUL_MESSAGE }]);
    // Whole emoji, accents and other control characters are stored as they are.
    expect(unstorableText({ a: "🎉 Ñandú \u0001\t", b: [1, null, true, new Date(0)] })).toEqual([]);
  });

  it("stops counting after twenty, however large the input", () => {
    expect(unstorableText(Array.from({ length: 100_000 }, () => "\u0000"))).toHaveLength(20);
  });

  it("is cleaned out of provider data: NULs removed, half emoji replaced, the rest untouched", () => {
    expect(storableText({ name: "Night\u0000shift", tags: ["a\ud83c", 3], "k\u0000ey": null, ok: "🎉" })).toEqual({
      name: "Nightshift",
      tags: ["a\ufffd", 3],
      key: null,
      ok: "🎉",
    });
    fc.assert(
      fc.property(fc.json(), (json) => {
        const cleaned = storableText(JSON.parse(json) as unknown);
        expect(unstorableText(cleaned)).toEqual([]);
        if (!mayHoldUnstorableText(json)) expect(cleaned).toEqual(JSON.parse(json));
      }),
    );
  });

  it("can only reach a JSON answer as a \\u escape", () => {
    expect(mayHoldUnstorableText(JSON.stringify({ a: "x\u0000" }))).toBe(true);
    expect(mayHoldUnstorableText(JSON.stringify({ a: "x\udc00" }))).toBe(true);
    expect(mayHoldUnstorableText(JSON.stringify({ a: "plain 🎉 text" }))).toBe(false);
  });
});

describe("parsing input", () => {
  const schema = z.strictObject({ name: z.string().min(2, "Too short."), note: z.string() });

  it("refuses a NUL at its field whatever the schema says, alongside the schema's own issues", () => {
    const result = safeParseInput(schema, { name: "A", note: "hi\u0000" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["note", NUL_MESSAGE],
      ["name", "Too short."],
    ]);
  });

  it("gives the schema's result when the input can be stored", () => {
    expect(safeParseInput(schema, { name: "Ana", note: "" })).toMatchObject({ success: true, data: { name: "Ana", note: "" } });
  });
});
