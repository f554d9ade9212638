import "server-only";
import Papa from "papaparse";
import { messageRef } from "@/lib/i18n/message-ref";
import { MAX_SHEET_COLUMNS } from "./columns";
import { MAX_EVENT_ROWS } from "./fields";
import { readXlsx } from "./read-xlsx";
import { MAX_SHEET_BYTES, sheetExtension, sheetTooLarge } from "./sheet-file";
import { MAX_CELL_CHARS, type SheetLine, type SheetLines } from "./sheet-limits";

// The server's modules keep finding the limit beside the reader; the browser's take it from sheet-file.ts.
export { MAX_SHEET_BYTES } from "./sheet-file";

export type SheetFile = { name: string; bytes: Uint8Array | ArrayBuffer };

/**
 * A sheet as text: its header row, and its data rows with their numbers in the sheet (the header
 * is row 1 when nothing is above it), all as wide as the widest. A file that cannot be read says
 * why as a message reference.
 */
export type ReadSheet = { ok: true; headers: string[]; rows: string[][]; rowNumbers: number[] } | { ok: false; error: string };

export async function readSheet(file: SheetFile): Promise<ReadSheet> {
  const extension = sheetExtension(file.name);
  if (!extension) return { ok: false, error: messageRef("events.sheet.unknownType", { name: file.name }) };
  const bytes = file.bytes instanceof Uint8Array ? file.bytes : new Uint8Array(file.bytes);
  if (bytes.byteLength > MAX_SHEET_BYTES) return { ok: false, error: sheetTooLarge };
  const read = extension === "csv" ? csvLines(bytes) : await readXlsx(bytes);
  return read.ok ? grid(read.lines) : read;
}

const isFilled = (line: SheetLine) => line.cells.some((cell) => cell.trim() !== "");

function grid(lines: SheetLine[]): ReadSheet {
  const filled = lines.filter(isFilled);
  const [header, ...data] = filled;
  if (!header) return { ok: false, error: messageRef("events.sheet.noHeader") };
  if (data.length > MAX_EVENT_ROWS) return { ok: false, error: messageRef("events.sheet.tooManyRows", { max: MAX_EVENT_ROWS }) };
  // PostgreSQL stores no NUL: say where it is rather than fail when the sheet is saved.
  const nul = filled.find((line) => line.cells.some((cell) => cell.includes("\u0000")));
  if (nul) return { ok: false, error: messageRef("events.sheet.nul", { row: nul.rowNumber }) };
  // As wide as the last column with anything in it, header or data.
  const width = Math.max(...filled.map((line) => line.cells.findLastIndex((cell) => cell.trim() !== "") + 1));
  if (width > MAX_SHEET_COLUMNS) return { ok: false, error: messageRef("events.sheet.tooManyColumns", { max: MAX_SHEET_COLUMNS }) };
  const row = (cells: string[]) => Array.from({ length: width }, (_, i) => cells[i] ?? "");
  return {
    ok: true,
    headers: row(header.cells).map((h) => h.trim()),
    rows: data.map((line) => row(line.cells)),
    rowNumbers: data.map((line) => line.rowNumber),
  };
}

/**
 * UTF-8 (with or without a byte order mark), UTF-16 as Excel's "Unicode text", or else Windows-1252,
 * as Excel in Spain and Brazil saves CSV. A UTF-8 byte order mark before text that is not UTF-8 (an
 * editor added it to a Latin-1 file) is dropped all the same.
 */
export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder("utf-16le").decode(bytes.subarray(2));
  const text = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(text);
  } catch {
    return new TextDecoder("windows-1252").decode(text);
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

/**
 * A CSV's lines, read one at a time: the read stops at the 502nd line with anything in it (the
 * header and one ride too many) or at a cell longer than any field takes.
 */
function csvLines(bytes: Uint8Array): SheetLines {
  const text = decodeText(bytes);
  const lines: SheetLine[] = [];
  let filled = 0;
  let error: string | null = null;
  Papa.parse<string[]>(text, {
    delimiter: delimiterOf(text),
    skipEmptyLines: false,
    step: (result, parser) => {
      const line = { rowNumber: lines.length + 1, cells: result.data.map((cell) => cell.replace(FORMULA_GUARD, "$1")) };
      lines.push(line);
      if (line.cells.some((cell) => cell.length > MAX_CELL_CHARS)) error = messageRef("events.sheet.cellTooLong", { row: line.rowNumber, max: MAX_CELL_CHARS });
      else if (isFilled(line) && ++filled > MAX_EVENT_ROWS + 1) error = messageRef("events.sheet.tooManyRows", { max: MAX_EVENT_ROWS });
      if (error) parser.abort();
    },
  });
  return error ? { ok: false, error } : { ok: true, lines };
}
