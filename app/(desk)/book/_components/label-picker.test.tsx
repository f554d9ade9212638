import { renderToStaticMarkup } from "react-dom/server";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { InLanguage } from "@/lib/i18n/testing";
import { LabelPicker, matchLabels } from "./label-picker";

const labels = [
  { slug: "marketing-espana", name: "Márketing España" },
  { slug: "rd", name: "R&D" },
  { slug: "sales-emea", name: "Sales EMEA" },
  { slug: "emea-travel", name: "Travel (EMEA)" },
];
const noop = () => {};
const render = (node: ReactNode) => renderToStaticMarkup(<InLanguage>{node}</InLanguage>);

describe("matchLabels", () => {
  it("finds labels by name or slug, accents and case aside, every word typed", () => {
    expect(matchLabels(labels, "marketing").map((l) => l.slug)).toEqual(["marketing-espana"]);
    expect(matchLabels(labels, "ESPAÑA").map((l) => l.slug)).toEqual(["marketing-espana"]);
    expect(matchLabels(labels, "rd").map((l) => l.slug)).toEqual(["rd"]);
    expect(matchLabels(labels, "emea sales").map((l) => l.slug)).toEqual(["sales-emea"]);
    expect(matchLabels(labels, "zzz")).toEqual([]);
    expect(matchLabels(labels, "  ")).toHaveLength(4);
  });
  it("puts names that start with the text first", () => {
    expect(matchLabels(labels, "emea").map((l) => l.slug)).toEqual(["sales-emea", "emea-travel"]);
    expect(matchLabels(labels, "travel").map((l) => l.slug)).toEqual(["emea-travel"]);
  });
  it("stays quick with hundreds of cost centres", () => {
    const many = Array.from({ length: 2000 }, (_, i) => ({ slug: `cc-${i}`, name: `Cost centre ${i}` }));
    expect(matchLabels(many, "cost 1999").map((l) => l.slug)).toEqual(["cc-1999"]);
  });
});

describe("LabelPicker", () => {
  it("marks a required label before anything is submitted", () => {
    const html = render(<LabelPicker labels={labels} value="" onChange={noop} required />);
    expect(html).toContain('role="combobox"');
    expect(html).toContain('aria-required="true"');
    // Seen beside the name, heard through aria-required only: the name stays "Label (cost centre)".
    expect(html).toMatch(/Label \(cost centre\)<span aria-hidden="true"[^>]*>required<\/span>/);
  });
  it("shows the chosen label's name, its slug, and the complaint next to it", () => {
    const html = render(<LabelPicker labels={labels} value="rd" onChange={noop} required={false} error="Choose a label." />);
    expect(html).toContain('value="R&amp;D"');
    expect(html).toContain('Code: <span translate="no">rd</span>');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain("Choose a label.");
    expect(html).not.toContain(">required<");
  });
  it("says when the company requires a label but has none, or why there are none", () => {
    const html = render(<LabelPicker labels={[]} value="" onChange={noop} required />);
    expect(html).toContain("disabled");
    expect(html).toContain("ask an admin to create one");
    expect(render(<LabelPicker labels={[]} note="notSynced" value="" onChange={noop} required />)).toContain(
      "Labels have not been read from the ride service yet.",
    );
  });

  it("speaks the reader's language, the labels' names as they are", () => {
    const html = renderToStaticMarkup(
      <InLanguage locale="es">
        <LabelPicker labels={labels} value="rd" onChange={noop} required />
      </InLanguage>,
    );
    expect(html).toContain('value="R&amp;D"');
    expect(html).not.toContain("Label (cost centre)");
  });
});
