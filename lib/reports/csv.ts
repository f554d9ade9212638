/**
 * CSV as spreadsheets open it cleanly: RFC 4180 quoting, CRLF line ends, and a byte order mark so
 * Excel reads UTF-8. Isomorphic and pure.
 */

export const CSV_BOM = "\uFEFF";

/** Characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A formula character after a separator or a line break (spaces or quotes between): Excel in a
 * semicolon locale (Spanish, among others) splits the file on ";" and does not see our quotes
 * there, so the text after "x;" would be a cell of its own, and "x;=cmd" a formula.
 */
const FORMULA_AFTER_SEPARATOR = /([;,\r\n][ "]*)(?=[=+\-@\t\r])/g;

/**
 * One cell. A text is always quoted, its quotes doubled, and anything that could start a formula
 * (at its start, or after a ";", a "," or a line break inside it) gets an apostrophe so it shows as text.
 * Numbers are written as they are: a negative amount is a number, not a formula.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  if (value === "") return "";
  const safe = (FORMULA_START.test(value) ? `'${value}` : value).replace(FORMULA_AFTER_SEPARATOR, "$1'");
  return `"${safe.replace(/"/g, '""')}"`;
}

export function csvRow(cells: readonly (string | number | null | undefined)[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}
