import { describe, expect, it } from "vitest";
import { createTranslator } from "next-intl";
import { pseudoMessage, pseudoMessages } from "./pseudo";

describe("pseudoMessage", () => {
  it("accents and wraps literal text", () => {
    expect(pseudoMessage("Book a ride")).toBe("⟦Bóók á rídé⟧");
  });

  it("keeps placeholders, plurals and tags working", () => {
    const messages = pseudoMessages({ t: { stops: "{count, plural, one {# stop} other {# stops}} for <b>{name}</b>" } });
    const t = createTranslator({ locale: "en", messages: messages as unknown as { t: { stops: string } }, namespace: "t" }) as unknown as {
      rich: (key: string, values: Record<string, unknown>) => unknown;
    };
    expect(t.rich("stops", { count: 3, name: "Ana", b: (chunks: unknown) => `[${chunks}]` })).toBe("⟦3 stóps fór [Ana]⟧");
    expect(t.rich("stops", { count: 1, name: "Ana", b: (chunks: unknown) => `[${chunks}]` })).toBe("⟦1 stóp fór [Ana]⟧");
  });
});
