import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { EVENT_FIELDS } from "@/lib/events/fields";
import { InLanguage } from "@/lib/i18n/testing";
import type { Locale } from "@/lib/locales";
import { ColumnMappingStep, type ColumnMappingStepProps } from "./column-mapping-step";

const noop = () => {};
const SHEET = {
  fileName: "offsite.csv",
  headers: ["Nombre", "Pax phone", "Recogida", "Destino"],
  sample: [
    ["Ana Ruiz", "+34 600 111 222", "Atocha", "IFEMA"],
    ["Bruno Paz", "", "Barajas T4", "IFEMA"],
    ["Carla Gil", "+34 600 333 444", "Sol", "IFEMA"],
  ],
  guessed: ["guestName", null, "pickup", "destination"],
  repeated: [],
} satisfies Partial<ColumnMappingStepProps>;

const render = (props: Partial<ColumnMappingStepProps> = {}, locale: Locale = "en") =>
  renderToStaticMarkup(
    <InLanguage locale={locale}>
      <ColumnMappingStep {...SHEET} pending={false} onSubmit={noop} {...props} />
    </InLanguage>,
  );
/** Each column's row of the table. */
const rows = (html: string) => [...html.matchAll(/<tr data-column="([A-Z]+)"[^>]*>([\s\S]*?)<\/tr>/g)].map((m) => ({ column: m[1]!, html: m[2]! }));
const chosen = (row: string) => /<option value="([^"]*)" selected="">/.exec(row)?.[1];
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("the mapping step", () => {
  it("shows each column with its heading, its first values and the matcher's guess", () => {
    const html = render();
    const table = rows(html);
    expect(table.map((r) => r.column)).toEqual(["A", "B", "C", "D"]);
    expect(table.map((r) => chosen(r.html))).toEqual(["guestName", "", "pickup", "destination"]);
    // The sheet's words as they came: not for translation; the empty cell of B left out.
    expect(table[1]!.html).toMatch(/<th scope="row"[^>]*><span translate="no">Pax phone<\/span><\/th>/);
    expect(table[1]!.html).toMatch(/<ul translate="no"[^>]*><li[^>]*>\+34 600 111 222<\/li><li[^>]*>\+34 600 333 444<\/li><\/ul>/);
    expect(text(html)).toContain("Some columns of offsite.csv were not recognised.");
  });

  it("says which required field no column holds yet, where the agent will read it before checking", () => {
    const html = render();
    expect(html).toMatch(/data-testid="mapping-missing"[^>]*>[\s\S]*Still to choose[\s\S]*Choose the column with the guest&#x27;s mobile\./);
    expect(render({ guessed: ["guestName", "mobile", "pickup", "destination"] })).not.toContain("Still to choose");
  });

  it("flags a field chosen twice at the later column, tied to its select", () => {
    const html = render({
      headers: ["Name", "Mobile", "Pickup", "Destination", "Phone"],
      guessed: ["guestName", "mobile", "pickup", "destination", "mobile"],
      sample: [],
    });
    const e = rows(html)[4]!.html;
    expect(e).toContain('aria-invalid="true"');
    const errorId = /<p id="([^"]+)" class="mt-1 text-sm text-rose-700">Already chosen for column B\. Choose another, or none\.<\/p>/.exec(e)?.[1];
    expect(errorId).toBeDefined();
    expect(e).toMatch(new RegExp(`aria-describedby="[^"]*${errorId}"`));
    expect(rows(html)[1]!.html).not.toContain("aria-invalid");
  });

  it("says which columns looked like a field another column got, and shows the server's complaints", () => {
    const html = render({
      headers: ["Name", "Mobile", "Phone", "Pickup", "Destination"],
      guessed: ["guestName", "mobile", null, "pickup", "destination"],
      repeated: ["mobile"],
      sample: [],
      errors: { "mapping.3": "Choose one of the listed columns, or none.", mapping: "The sheet's columns changed: choose which column is which again." },
    });
    const table = rows(html);
    expect(text(table[2]!.html)).toContain("This column looks like Mobile too: only one column can hold it.");
    expect(text(table[1]!.html)).not.toContain("looks like");
    expect(table[3]!.html).toContain('aria-invalid="true"');
    expect(text(table[3]!.html)).toContain("Choose one of the listed columns, or none.");
    expect(text(html)).toContain("The sheet&#x27;s columns changed");
  });

  it("is used from the keyboard: native selects, each labelled by its column and described by its heading, and one submit button", () => {
    const html = render();
    const selects = [...html.matchAll(/<select([^>]*)>/g)].map((m) => m[1]!);
    expect(selects).toHaveLength(4);
    for (const [i, attributes] of selects.entries()) {
      const id = /id="([^"]+)"/.exec(attributes)![1]!;
      const letter = "ABCD"[i];
      expect(html).toContain(`<label for="${id}" class="sr-only">What column ${letter} holds</label>`);
      const headingId = /aria-describedby="([^" ]+)/.exec(attributes)![1]!;
      expect(html).toMatch(new RegExp(`<th scope="row" id="${headingId}"`));
    }
    // Every field once, the required ones first, and a way to leave a column out.
    const options = [...rows(html)[1]!.html.matchAll(/<option value="([^"]*)"/g)].map((m) => m[1]);
    expect(options.slice(0, 5)).toEqual(["", "guestName", "mobile", "pickup", "destination"]);
    expect(options).toHaveLength(1 + EVENT_FIELDS.length);
    expect(rows(html)[1]!.html).toMatch(/<optgroup label="Required">[\s\S]*<optgroup label="Optional">/);
    expect(html.match(/<button[^>]*type="submit"[^>]*>/g)).toHaveLength(1);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Check the sheet<\/button>/);
    expect(html).not.toMatch(/tabindex="[1-9]/);
    // The heading takes the focus when the step appears.
    expect(html).toMatch(/<h3 id="[^"]+" tabindex="-1"[^>]*>Which column is which\?<\/h3>/);
  });

  it("speaks the reader's language, the sheet's words as they are", () => {
    const html = render({}, "es");
    expect(text(html)).toContain("¿Qué es cada columna?");
    expect(rows(html)[1]!.html).toContain(">Ignorar esta columna</option>");
    expect(rows(html)[1]!.html).toContain('<option value="mobile">Móvil</option>');
    expect(rows(html)[1]!.html).toContain('<option value="stop3">Parada 3</option>');
    expect(text(html)).toContain("Elige la columna con el móvil del invitado.");
    expect(html).toContain('<span translate="no">Pax phone</span>');
  });
});
