import ExcelJS from "exceljs";
import Papa from "papaparse";
import { messageRef } from "@/lib/i18n/message-ref";
import { MAX_SHEET_COLUMNS } from "./columns";
import { MAX_EVENT_ROWS } from "./fields";
import { MAX_SHEET_BYTES, sheetExtension, sheetTooLarge } from "./sheet-file";

// The server's modules keep finding the limit beside the reader; the browser's take it from sheet-file.ts.
export { MAX_SHEET_BYTES } from "./sheet-file";

export type SheetFile = { name: string; bytes: Uint8Array | ArrayBuffer };

/**
 * A sheet as text: its header row, and its data rows with their numbers in the sheet (the header
 * is row 1 when nothing is above it), all as wide as the widest. A file that cannot be read says
 * why as a message reference.
 */
export type ReadSheet = { ok: true; headers: string[]; rows: string[][]; rowNumbers: number[] } | { ok: false; error: string };

type Line = { rowNumber: number; cells: string[] };

export async function readSheet(file: SheetFile): Promise<ReadSheet> {
  const extension = sheetExtension(file.name);
  if (!extension) return { ok: false, error: messageRef("events.sheet.unknownType", { name: file.name }) };
  const bytes = file.bytes instanceof Uint8Array ? file.bytes : new Uint8Array(file.bytes);
  if (bytes.byteLength > MAX_SHEET_BYTES) return { ok: false, error: sheetTooLarge };
  const lines = extension === "csv" ? csvLines(bytes) : await xlsxLines(bytes);
  return lines ? grid(lines) : { ok: false, error: messageRef("events.sheet.unreadable") };
}

function grid(lines: Line[]): ReadSheet {
  const filled = lines.filter((line) => line.cells.some((cell) => cell.trim() !== ""));
  const [header, ...data] = filled;
  if (!header) return { ok: false, error: messageRef("events.sheet.noHeader") };
  if (data.length > MAX_EVENT_ROWS) return { ok: false, error: messageRef("events.sheet.tooManyRows", { rows: data.length, max: MAX_EVENT_ROWS }) };
  // As wide as the last column with anything in it, header or data.
  const width = Math.max(...filled.map((line) => line.cells.findLastIndex((cell) => cell.trim() !== "") + 1));
  if (width > MAX_SHEET_COLUMNS) return { ok: false, error: messageRef("events.sheet.tooManyColumns", { max: MAX_SHEET_COLUMNS }) };
  const row = (cells: string[]) => Array.from({ length: width }, (_, i) => cells[i] ?? "");
  return { ok: true, headers: row(header.cells).map((h) => h.trim()), rows: data.map((line) => row(line.cells)), rowNumbers: data.map((line) => line.rowNumber) };
}

/** UTF-8 (with or without a byte order mark), UTF-16 as Excel's "Unicode text", or else Windows-1252, as Excel in Spain and Brazil saves CSV. */
export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder("utf-16le").decode(bytes.subarray(2));
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

/**
 * The apostrophe lib/reports/csv.ts puts before what could start a formula ("+34…", or "-3.70"
 * after the comma of coordinates) is not part of the value: our own CSVs read back as written.
 */
const FORMULA_GUARD = /(^|[;,\r\n][ "]*)'(?=[=+\-@\t\r])/g;

const DELIMITERS = [",", ";", "\t"] as const;

/**
 * The separator the header row uses most. Papaparse's own guess averages the fields per line and
 * so takes a two-column sheet with an empty line in it for a single column.
 */
export function delimiterOf(text: string): string {
  const header = text.split(/\r\n|\n|\r/).find((line) => line.trim() !== "") ?? "";
  const unquoted = header.replace(/"[^"]*"/g, "");
  const counts = DELIMITERS.map((d) => unquoted.split(d).length - 1);
  const most = Math.max(...counts);
  return most > 0 ? DELIMITERS[counts.indexOf(most)]! : ",";
}

function csvLines(bytes: Uint8Array): Line[] {
  const text = decodeText(bytes);
  const parsed = Papa.parse<string[]>(text, { delimiter: delimiterOf(text), skipEmptyLines: false });
  return parsed.data.map((cells, i) => ({ rowNumber: i + 1, cells: cells.map((cell) => cell.replace(FORMULA_GUARD, "$1")) }));
}

async function xlsxLines(bytes: Uint8Array): Promise<Line[] | null> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as unknown as Parameters<typeof workbook.xlsx.load>[0]);
  } catch {
    return null;
  }
  for (const sheet of workbook.worksheets) {
    if (sheet.state === "hidden" || sheet.state === "veryHidden") continue;
    const lines: Line[] = [];
    sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
      const cells: string[] = [];
      row.eachCell({ includeEmpty: true }, (cell, column) => {
        cells[column - 1] = cellText(cell.value, cell.numFmt);
      });
      lines.push({ rowNumber, cells: Array.from(cells, (cell) => cell ?? "") });
    });
    if (lines.some((line) => line.cells.some((cell) => cell.trim() !== ""))) return lines;
  }
  return [];
}

/** A cell's value as text: dates as YYYY-MM-DD HH:mm, numbers as written, rich text and links as their text, formulas as their result. */
export function cellText(value: ExcelJS.CellValue | undefined, numFmt?: string): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  if (value instanceof Date) return dateText(value, numFmt);
  if ("richText" in value) return value.richText.map((run) => run.text).join("");
  if ("hyperlink" in value) return cellText(value.text as ExcelJS.CellValue, numFmt);
  if ("formula" in value || "sharedFormula" in value) return cellText(value.result as ExcelJS.CellValue, numFmt);
  if ("error" in value) return value.error;
  return "";
}

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * exceljs reads a date cell as the UTC instant whose fields are the sheet's wall-clock time, so the
 * UTC getters give what the sheet shows. The cell's format says whether it holds a date, a time or
 * both: a day without a time stays a day, so a missing pickup time is not read as midnight.
 */
function dateText(value: Date, numFmt = ""): string {
  if (Number.isNaN(value.getTime())) return "";
  // A serial number's fraction of a day comes back a millisecond off at times.
  const at = new Date(Math.round(value.getTime() / 60_000) * 60_000);
  const day = `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;
  const time = `${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}`;
  const format = numFmt.replace(/"[^"]*"|\[[^\]]*\]|\\./g, "").toLowerCase();
  const showsDay = format ? /[dy]/.test(format) : at.getUTCFullYear() > 1900;
  const showsTime = format ? /[hs]/.test(format) : true;
  if (showsDay && !showsTime) return day;
  if (showsTime && !showsDay) return time;
  return `${day} ${time}`;
}
