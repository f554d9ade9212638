/**
 * CSV as spreadsheets open it cleanly: RFC 4180 quoting, CRLF line ends, and a byte order mark so
 * Excel reads UTF-8. Isomorphic and pure.
 */

export const CSV_BOM = "\uFEFF";

/** Characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell: a text that could run as a formula gets a leading apostrophe so it shows as text, and
 * a cell holding a comma, a quote or a line break is quoted with its quotes doubled.
 * Numbers are written as they are: a negative amount is a number, not a formula.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvRow(cells: readonly (string | number | null | undefined)[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}
