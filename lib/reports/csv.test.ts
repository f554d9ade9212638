import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CSV_BOM, csvCell, csvRow } from "./csv";
import { readCsv } from "./csv-read";

describe("csv cells", () => {
  it("quote commas, quotes and line breaks, doubling the quotes", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell("Ruiz, Ana")).toBe('"Ruiz, Ana"');
    expect(csvCell('the "big" one')).toBe('"the ""big"" one"');
    expect(csvCell("line\nbreak")).toBe('"line\nbreak"');
    expect(csvCell("carriage\rreturn")).toBe('"carriage\rreturn"');
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell("")).toBe("");
  });

  it("neutralise cells a spreadsheet would run as formulas", () => {
    expect(csvCell("=1+1")).toBe("'=1+1");
    expect(csvCell("+34 600 111 222")).toBe("'+34 600 111 222");
    expect(csvCell("-2")).toBe("'-2");
    expect(csvCell("@SUM(A1:A2)")).toBe("'@SUM(A1:A2)");
    expect(csvCell("\tcmd")).toBe("'\tcmd");
    expect(csvCell("\rcmd")).toBe("\"'\rcmd\"");
    expect(csvCell('=HYPERLINK("http://x", "y")')).toBe(`"'=HYPERLINK(""http://x"", ""y"")"`);
    // Only the first character matters.
    expect(csvCell("a=b")).toBe("a=b");
    expect(csvCell("Marketing - Spain")).toBe("Marketing - Spain");
  });

  it("write numbers as numbers, negative ones included", () => {
    expect(csvCell(-12.5)).toBe("-12.5");
    expect(csvCell(0)).toBe("0");
    expect(csvCell(Number.NaN)).toBe("");
  });

  it("end rows with CRLF and read back as the cells written, formulas aside", () => {
    expect(csvRow(["a", "b,c", null])).toBe('a,"b,c",\r\n');
    expect(CSV_BOM).toBe("\uFEFF");
    fc.assert(
      fc.property(fc.array(fc.array(fc.string({ unit: "grapheme" }), { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 5 }), (rows) => {
        const text = rows.map(csvRow).join("");
        const back = readCsv(text);
        expect(back).toEqual(rows.map((r) => r.map((c) => (/^[=+\-@\t\r]/.test(c) ? `'${c}` : c))));
      }),
    );
  });
});
