import { describe, expect, it } from "vitest";
import { inEnglish } from "@/lib/i18n/in-english";
import { parseLabelsCsv, type CsvLabelRow } from "./csv";
import { LABEL_CSV_MAX_ROWS } from "./schemas";

function rows(text: string): CsvLabelRow[] {
  const result = parseLabelsCsv(text);
  if (!result.ok) throw new Error(inEnglish(result.error)!);
  return result.rows;
}
const brief = (r: CsvLabelRow) => [r.row, r.name, r.slug, r.active, inEnglish(r.problem)];
const problems = (read: CsvLabelRow[]) => read.map((r) => inEnglish(r.problem));
const failure = (text: string) => {
  const result = parseLabelsCsv(text);
  return result.ok ? result : { ...result, error: inEnglish(result.error) };
};

describe("reading a labels CSV", () => {
  it("reads names, descriptions and active flags under a header in any order and case", () => {
    const read = rows("Description,NAME,Active\nVisits to clients,Sales EMEA,yes\n,R&D,false\nTrade fairs,Márketing España,\n");
    expect(read.map(brief)).toEqual([
      [2, "Sales EMEA", "sales-emea", true, null],
      [3, "R&D", "rd", false, null],
      [4, "Márketing España", "marketing-espana", true, null],
    ]);
    expect(read[0]!.description).toBe("Visits to clients");
  });

  it("strips a byte-order mark, so the first column is still called name", () => {
    expect(rows("\uFEFFname\nEngineering\n").map((r) => r.slug)).toEqual(["engineering"]);
  });

  it("takes semicolons as Excel writes them in much of Europe", () => {
    const result = parseLabelsCsv("name;description\nVentas, Madrid;Visitas; ferias\n");
    expect(result).toMatchObject({ ok: true, delimiter: ";" });
    // The unquoted semicolon gives a third value.
    expect(rows("name;description\nVentas, Madrid;Visitas\nOtra;a;b\n").map(brief)).toEqual([
      [2, "Ventas, Madrid", "ventas-madrid", true, null],
      [3, "Otra", "otra", true, expect.stringMatching(/3 values.*2 columns/)],
    ]);
  });

  it("keeps quoted commas, doubled quotes and line breaks inside a value", () => {
    const read = rows('name,description\n"Board, travel","The ""board"" only"\n"Events","Line one\nline two"\nLast,x\n');
    expect(read.map((r) => [r.name, r.description])).toEqual([
      ["Board, travel", 'The "board" only'],
      ["Events", "Line one\nline two"],
      ["Last", "x"],
    ]);
    expect(read[2]!.row).toBe(4); // counted as records, as a spreadsheet numbers them
  });

  it("skips empty lines, including blank ones before the header and at the end", () => {
    expect(rows("\n\nname\r\nA\r\n\r\n  \r\nB\r\n\r\n").map((r) => [r.row, r.name])).toEqual([
      [4, "A"],
      [7, "B"],
    ]);
  });

  it("refuses a second row with the slug of an earlier one, however it is spelt", () => {
    const read = rows("name\nMarketing España\nmarketing-espana\nMÁRKETING ESPAÑA!\nOther\n");
    expect(problems(read)).toEqual([null, 'gives the slug "marketing-espana", as row 2 does.', 'gives the slug "marketing-espana", as row 2 does.', null]);
  });

  it("says why a row is invalid: empty name, only punctuation, too long, unknown active flag", () => {
    const read = rows(`name,description,active\n,x,\n&&&,,\n${"n".repeat(81)},,\nOk,${"d".repeat(281)},\nFine,,maybe\n`);
    expect(problems(read)).toEqual([
      "name: Enter a name.",
      "name: Use at least one letter or digit.",
      "name: Use at most 80 characters.",
      "description: Use at most 280 characters.",
      'active: "maybe" is neither true nor false.',
    ]);
  });

  it("marks a row whose quote is never closed", () => {
    const read = rows('name,description\nGood,x\n"Broken,y\n');
    expect(read[0]!.problem).toBeNull();
    expect(inEnglish(read[1]!.problem)).toMatch(/quote/);
  });

  it("refuses a file without a name column, an empty one, and one with too many rows", () => {
    expect(failure("label,description\nA,b\n")).toMatchObject({ ok: false, error: expect.stringMatching(/"name"/) });
    expect(failure("\uFEFF\n \n")).toEqual({ ok: false, error: "The file is empty." });
    const big = "name\n" + Array.from({ length: LABEL_CSV_MAX_ROWS + 1 }, (_, i) => `L${i}`).join("\n");
    expect(failure(big)).toMatchObject({ ok: false, error: expect.stringMatching(/more than/) });
  });
});
