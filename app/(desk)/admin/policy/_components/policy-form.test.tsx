import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import type { Locale } from "@/lib/locales";
import { InLanguage } from "@/lib/i18n/testing";
import { defaultPolicy } from "@/lib/policy/rules";
import { PolicyForm } from "./policy-form";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: () => {} }) }));
vi.mock("@/app/(desk)/admin/policy/actions", () => ({ savePolicyAction: vi.fn() }));

const render = (priceTolerancePct: number, locale: Locale = "en") =>
  renderToStaticMarkup(
    <InLanguage locale={locale}>
      <PolicyForm initial={{ ...defaultPolicy(false), priceTolerancePct }} savedAt={null} />
    </InLanguage>,
  );

describe("the policy form's price tolerance for events", () => {
  it("is a number field from 0 to 100, labelled, with its help text read with it", () => {
    const html = render(15);
    const input = /<input[^>]*data-testid="policy-price-tolerance"[^>]*>/.exec(html)![0];
    expect(input).toContain('type="number"');
    expect(input).toContain('min="0"');
    expect(input).toContain('max="100"');
    expect(input).toContain('name="priceTolerancePct"');
    const id = /id="([^"]+)"/.exec(input)![1]!;
    expect(html).toContain(`<label for="${id}" class="block text-sm font-medium text-slate-800">Price tolerance for events (%)</label>`);
    expect(input).toContain(`aria-describedby="${id}-hint"`);
    expect(html).toContain(
      `<p id="${id}-hint" class="text-xs text-slate-500">An event&#x27;s ride whose fresh price is more than this much above the confirmed one waits for the agent.</p>`,
    );
  });

  it("speaks Spanish and Portuguese", () => {
    expect(render(10, "es")).toContain("Tolerancia de precio en los eventos (%)");
    expect(render(10, "pt")).toContain("Tolerância de preço nos eventos (%)");
  });
});
