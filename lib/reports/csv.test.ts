import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CSV_BOM, csvCell, csvRow } from "./csv";
import { readCsv } from "./csv-read";

/** What a cell becomes once neutralised: the writer's rule, spelled out again for the round trip. */
const neutralised = (c: string) => (/^[=+\-@\t\r]/.test(c) ? `'${c}` : c).replace(/([;,\r\n][ "]*)(?=[=+\-@\t\r])/g, "$1'");

/** How Excel in a semicolon locale may read a double-clicked file: split on ";" and line breaks, our quotes unseen. */
const semicolonCells = (line: string) => line.replace(/\r\n$/, "").split(/;|\r\n|\r|\n/);

const FORMULA = /^[=+\-@\t\r]/;

describe("csv cells", () => {
  it("quote every text, doubling its quotes", () => {
    expect(csvCell("plain")).toBe('"plain"');
    expect(csvCell("Ruiz, Ana")).toBe('"Ruiz, Ana"');
    expect(csvCell('the "big" one')).toBe('"the ""big"" one"');
    expect(csvCell("line\nbreak")).toBe('"line\nbreak"');
    expect(csvCell("carriage\rreturn")).toBe('"carriage\rreturn"');
    expect(csvCell("2026-11-01 00:30:00")).toBe('"2026-11-01 00:30:00"');
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell("")).toBe("");
  });

  it("neutralise cells a spreadsheet would run as formulas", () => {
    expect(csvCell("=1+1")).toBe(`"'=1+1"`);
    expect(csvCell("+34 600 111 222")).toBe(`"'+34 600 111 222"`);
    expect(csvCell("-2")).toBe(`"'-2"`);
    expect(csvCell("@SUM(A1:A2)")).toBe(`"'@SUM(A1:A2)"`);
    expect(csvCell("\tcmd")).toBe(`"'\tcmd"`);
    expect(csvCell("\rcmd")).toBe(`"'\rcmd"`);
    expect(csvCell('=HYPERLINK("http://x", "y")')).toBe(`"'=HYPERLINK(""http://x"", ""y"")"`);
    expect(csvCell("a=b")).toBe('"a=b"');
    expect(csvCell("Marketing - Spain")).toBe('"Marketing - Spain"');
  });

  it("neutralise a formula that follows a separator or a line break inside a cell, for semicolon locales", () => {
    expect(csvCell("x;=cmd|' /C calc'!A0")).toBe(`"x;'=cmd|' /C calc'!A0"`);
    expect(csvCell("x, +1")).toBe(`"x, '+1"`);
    expect(csvCell('x;"=cmd')).toBe(`"x;""'=cmd"`);
    expect(csvCell("a;b,c")).toBe('"a;b,c"');
    expect(csvCell("x\n=cmd")).toBe(`"x\n'=cmd"`);
    // The reported row, as Spanish Excel splits it: no cell starts a formula.
    const line = csvRow(["2026-03-01 10:00:00", "x;=cmd|' /C calc'!A0", 12.5]);
    expect(semicolonCells(line)).toEqual([`"2026-03-01 10:00:00","x`, `'=cmd|' /C calc'!A0",12.5`]);
  });

  it("leave no cell that starts a formula, split on a comma by an RFC reader or on a semicolon by Excel", () => {
    const text = fc.string({ unit: fc.constantFrom("a", " ", '"', ";", ",", "=", "+", "-", "@", "\t", "\r", "\n", "x") });
    fc.assert(
      fc.property(fc.array(text, { minLength: 1, maxLength: 4 }), (cells) => {
        const line = csvRow(cells);
        for (const cell of readCsv(line)[0]!) expect(cell).not.toMatch(FORMULA);
        for (const cell of semicolonCells(line).slice(1)) expect(cell.replace(/^[ "]*/, "")).not.toMatch(FORMULA);
      }),
    );
  });

  it("write numbers as numbers, negative ones included", () => {
    expect(csvCell(-12.5)).toBe("-12.5");
    expect(csvCell(0)).toBe("0");
    expect(csvCell(Number.NaN)).toBe("");
  });

  it("end rows with CRLF and read back as the cells written, formulas aside", () => {
    expect(csvRow(["a", "b,c", null])).toBe('"a","b,c",\r\n');
    expect(CSV_BOM).toBe("\uFEFF");
    fc.assert(
      fc.property(fc.array(fc.array(fc.string({ unit: "grapheme" }), { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 5 }), (rows) => {
        const text = rows.map(csvRow).join("");
        const back = readCsv(text);
        expect(back).toEqual(rows.map((r) => r.map(neutralised)));
      }),
    );
  });
});
