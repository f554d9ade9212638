import { renderToStaticMarkup } from "react-dom/server";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { InLanguage } from "@/lib/i18n/testing";
import { ProductOptions } from "./product-options";
import { ProductsSection } from "./products-section";
import type { Estimate } from "./types";

const product = (id: string, name: string, amount: number, eta: string) => ({
  id,
  name,
  description: "",
  price: { amount, currency: "EUR" },
  eta,
  lowAvailability: false,
  seal: "s",
});
const estimate: Estimate = {
  createdAt: 1,
  startAt: null,
  zone: "Europe/Madrid",
  route: null,
  distanceM: null,
  durationS: null,
  hub: null,
  receivedAt: 1,
  products: [product("lite", "Lite", 1200, "7 min"), product("exec", "Executive", 2400, "3 min"), product("xl", "XL", 1800, "5 min")],
};
const noop = () => {};
const render = (node: ReactNode) => renderToStaticMarkup(<InLanguage>{node}</InLanguage>);

describe("ProductsSection and its options", () => {
  it("marks the cheapest and the fastest ride, each on its own product", () => {
    const html = render(<ProductOptions estimate={estimate} expired={false} selected={null} onSelect={noop} />);
    const rows = html.split('data-testid="product-option"').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows.map((r) => [...r.matchAll(/data-testid="product-badge"[^>]*>([^<]+)</g)].map((m) => m[1]))).toEqual([["Cheapest"], ["Fastest"], []]);
  });

  it("says a known product's description in the reader's words, and marks an unknown one's as the provider's English", () => {
    const described = {
      ...estimate,
      products: [
        { ...product("c", "Cabify", 1200, "4 min"), description: "Everyday rides in comfortable cars for up to 4 people." },
        { ...product("k", "Kids", 1500, "6 min"), description: "Cars with child seats." },
      ],
    };
    const es = renderToStaticMarkup(
      <InLanguage locale="es">
        <ProductOptions estimate={described} expired={false} selected={null} onSelect={noop} />
      </InLanguage>,
    );
    expect(es).toContain("Viajes del día a día en coches cómodos, hasta 4 personas.");
    expect(es).not.toContain("Everyday rides");
    expect(es).toMatch(/En palabras del servicio de viajes, en inglés:<\/span><span lang="en" translate="no">Cars with child seats\.</);
    const en = render(<ProductOptions estimate={described} expired={false} selected={null} onSelect={noop} />);
    expect(en).not.toContain("In the ride service's words");
  });

  it("offers fresh prices once they expire", () => {
    const html = render(
      <ProductsSection estimate={estimate} loading={false} error={null} canRetry expired selected="lite" onSelect={noop} onRefresh={noop} waitingFor={null} />,
    );
    expect(html).toContain("Get fresh prices");
    // Prices still fresh: no offer of new ones.
    const fresh = render(
      <ProductsSection
        estimate={estimate}
        loading={false}
        error={null}
        canRetry
        expired={false}
        selected="lite"
        onSelect={noop}
        onRefresh={noop}
        waitingFor={null}
      />,
    );
    expect(fresh).toContain("Ride");
    expect(fresh).not.toContain("Get fresh prices");
    // Expired prices dim the options they were for.
    expect(render(<ProductOptions estimate={estimate} expired selected="lite" onSelect={noop} />)).toContain("opacity-60");
    expect(render(<ProductOptions estimate={estimate} expired={false} selected="lite" onSelect={noop} />)).not.toContain("opacity-60");
  });
});
