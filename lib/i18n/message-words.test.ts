import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import type { LooseTranslator } from "./loose";
import { messageRef } from "./message-ref";
import { messageWords } from "./message-words";

const t = createTranslator({
  locale: "en",
  messages: {
    errors: {
      unexpected: "Something went wrong.",
      outer: "{problem} Try again.",
      refused: "Refused: {said}.",
      count: "{n, plural, one {# row} other {# rows}}",
    },
  },
  namespace: "errors",
}) as unknown as LooseTranslator;

describe("messageWords", () => {
  it("puts a reference into words and leaves other text as it is", () => {
    expect(messageWords(messageRef("count", { n: 2 }), t)).toBe("2 rows");
    expect(messageWords("As the provider said it", t)).toBe("As the provider said it");
  });

  it("puts a reference given as a parameter into words first", () => {
    expect(messageWords(messageRef("outer", { problem: messageRef("refused", { said: "no {drivers}" }) }), t)).toBe("Refused: no {drivers}. Try again.");
  });

  it("leaves a parameter that only looks like a reference as it came", () => {
    expect(messageWords(messageRef("refused", { said: "$notAKey" }), t)).toBe("Refused: $notAKey.");
  });

  it("answers an unknown key with the generic words, or as told", () => {
    expect(messageWords(messageRef("nope"), t)).toBe("Something went wrong.");
    expect(messageWords(messageRef("nope"), t, (key) => `(no words for ${key})`)).toBe("(no words for nope)");
  });
});
