import { renderToStaticMarkup } from "react-dom/server";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { InLanguage } from "@/lib/i18n/testing";
import { ProductsSection } from "./products-section";
import type { Estimate } from "./types";

const product = (id: string, name: string, amount: number, eta: string) => ({ id, name, description: "", price: { amount, currency: "EUR" }, eta, lowAvailability: false, seal: "s" });
const estimate: Estimate = {
  createdAt: 1, startAt: null, zone: "Europe/Madrid", route: null, distanceM: null, durationS: null, hub: null, receivedAt: 1,
  products: [product("lite", "Lite", 1200, "7 min"), product("exec", "Executive", 2400, "3 min"), product("xl", "XL", 1800, "5 min")],
};
const noop = () => {};
const render = (node: ReactNode) => renderToStaticMarkup(<InLanguage>{node}</InLanguage>);

describe("ProductsSection", () => {
  it("marks the cheapest and the fastest ride, each on its own product", () => {
    const html = render(<ProductsSection estimate={estimate} loading={false} error={null} canRetry expired={false} selected={null} onSelect={noop} onRefresh={noop} waitingFor={null} />);
    const rows = html.split('data-testid="product-option"').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows.map((r) => [...r.matchAll(/data-testid="product-badge"[^>]*>([^<]+)</g)].map((m) => m[1]))).toEqual([["Cheapest"], ["Fastest"], []]);
  });

  it("offers fresh prices once they expire", () => {
    const html = render(<ProductsSection estimate={estimate} loading={false} error={null} canRetry expired selected="lite" onSelect={noop} onRefresh={noop} waitingFor={null} />);
    expect(html).toContain("Get fresh prices");
  });
});
