import "server-only";
import { messageRef } from "@/lib/i18n/message-ref";
import { MAX_SHEET_COLUMNS } from "./columns";
import { MAX_EVENT_ROWS } from "./fields";
import { MAX_CELL_CHARS, MAX_LISTED_ROWS, MAX_UNPACKED_MB, type SheetLine, type SheetLines } from "./sheet-limits";
import { columnOf, storedCellText, type StoredCell } from "./xlsx-cells";
import { readWorkbook, type Workbook } from "./xlsx-workbook";
import { streamXml } from "./xlsx-xml";
import { openXlsxZip, ZipLimitError, type XlsxZip } from "./xlsx-zip";

/** A worksheet or its shared strings: a sheet of 500 rides is well under a megabyte of XML. */
const MAX_PART_BYTES = MAX_UNPACKED_MB * 1024 * 1024;

/** A cell as read: its text, or the shared string it points to, looked up once the rows are read. */
type Cell = string | { shared: number };
type Row = { rowNumber: number; cells: Cell[] };

/** Stops the read with a message reference; the limits below throw it the moment they are passed. */
class Refusal extends Error {
  constructor(readonly ref: string) {
    super(ref);
  }
}

const tooLong = (row: number) => new Refusal(messageRef("events.sheet.cellTooLong", { row, max: MAX_CELL_CHARS }));

/**
 * The first visible sheet with anything in it, row by row, within limits checked as the file
 * unpacks: at most MAX_UNPACKED_MB of XML for the sheet and for its shared strings, 500 rides (the
 * read stops at the 502nd row with anything in it: the header and one too many), MAX_LISTED_ROWS
 * rows listed, empty or not, 100 columns with anything in them, and MAX_CELL_CHARS characters a
 * cell. Memory and time stay bounded whatever the file holds.
 */
export async function readXlsx(bytes: Uint8Array): Promise<SheetLines> {
  let zip: XlsxZip;
  try {
    zip = await openXlsxZip(bytes);
  } catch (error) {
    return refusal(error);
  }
  try {
    const workbook = await readWorkbook(zip);
    if (!workbook) return { ok: false, error: messageRef("events.sheet.unreadable") };
    for (const sheet of workbook.sheets) {
      if (sheet.hidden) continue;
      const rows = await readRows(zip, sheet.part, workbook);
      if (rows.length > 0) return { ok: true, lines: await withSharedStrings(zip, workbook, rows) };
    }
    return { ok: true, lines: [] };
  } catch (error) {
    return refusal(error);
  } finally {
    zip.close();
  }
}

function refusal(error: unknown): SheetLines {
  if (error instanceof Refusal) return { ok: false, error: error.ref };
  if (error instanceof ZipLimitError) return { ok: false, error: messageRef("events.sheet.unpacksTooLarge", { mb: MAX_UNPACKED_MB, max: MAX_EVENT_ROWS }) };
  return { ok: false, error: messageRef("events.sheet.unreadable") };
}

const filled = (cell: Cell | undefined) => cell !== undefined && (typeof cell !== "string" || cell.trim() !== "");

async function readRows(zip: XlsxZip, part: string, workbook: Workbook): Promise<Row[]> {
  const rows: Row[] = [];
  let row: Row | null = null;
  let column = 0;
  let cell: StoredCell | null = null;
  let capture: "value" | "inline" | null = null;
  let inPhonetic = false;
  let listed = 0;
  const push = (text: string) => {
    if (!cell || !capture || inPhonetic) return;
    cell[capture] += text;
    if (cell[capture].length > MAX_CELL_CHARS) throw tooLong(row?.rowNumber ?? 0);
  };
  await streamXml(zip, part, MAX_PART_BYTES, {
    open: (tag) => {
      const a = tag.attributes;
      if (tag.name === "row") {
        if (++listed > MAX_LISTED_ROWS) throw new Refusal(messageRef("events.sheet.tooManyEmptyRows", { max: MAX_LISTED_ROWS, rides: MAX_EVENT_ROWS }));
        row = { rowNumber: Number(a.r) || (rows.at(-1)?.rowNumber ?? 0) + 1, cells: [] };
        column = 0;
      } else if (tag.name === "c" && row) {
        column = (a.r ? columnOf(a.r) : null) ?? column + 1;
        cell = { type: a.t ?? "n", value: "", inline: "", format: workbook.formats[Number(a.s ?? 0)] ?? "" };
      } else if (tag.name === "v") capture = "value";
      else if (tag.name === "t" && cell?.type === "inlineStr") capture = "inline";
      else if (tag.name === "rPh") inPhonetic = true;
    },
    text: push,
    close: (name) => {
      if (name === "v" || name === "t") capture = null;
      else if (name === "rPh") inPhonetic = false;
      else if (name === "c" && row && cell) {
        const value: Cell = cell.type === "s" ? { shared: Number(cell.value) } : storedCellText(cell, workbook.date1904);
        if (filled(value)) {
          if (column > MAX_SHEET_COLUMNS) throw new Refusal(messageRef("events.sheet.tooManyColumns", { max: MAX_SHEET_COLUMNS }));
          row.cells[column - 1] = value;
        }
        cell = null;
      } else if (name === "row" && row) {
        if (row.cells.some(filled)) rows.push(row);
        row = null;
        // The header and one ride too many are enough to say the sheet holds too many.
        if (rows.length > MAX_EVENT_ROWS + 1) throw new Refusal(messageRef("events.sheet.tooManyRows", { max: MAX_EVENT_ROWS }));
      }
    },
  });
  return rows;
}

/** Reads the shared strings up to the last one the rows use, keeping only those. */
async function withSharedStrings(zip: XlsxZip, workbook: Workbook, rows: Row[]): Promise<SheetLine[]> {
  const wanted = new Set(rows.flatMap((row) => row.cells.flatMap((cell) => (typeof cell === "object" ? [cell.shared] : []))));
  const strings = new Map<number, string>();
  const last = Math.max(-1, ...wanted);
  if (last >= 0 && workbook.sharedStrings) {
    let index = -1;
    let text = "";
    let inText = false;
    let inPhonetic = false;
    await streamXml(zip, workbook.sharedStrings, MAX_PART_BYTES, {
      open: (tag) => {
        if (tag.name === "si") {
          index += 1;
          text = "";
        } else if (tag.name === "t") inText = true;
        else if (tag.name === "rPh") inPhonetic = true;
      },
      text: (chunk) => {
        // Only the strings the rows use are kept, and none longer than a cell may be.
        if (inText && !inPhonetic && wanted.has(index)) text += chunk.slice(0, MAX_CELL_CHARS + 1 - text.length);
      },
      close: (name) => {
        if (name === "t") inText = false;
        else if (name === "rPh") inPhonetic = false;
        else if (name === "si") {
          if (wanted.has(index)) strings.set(index, text);
          if (index >= last) return "stop";
        }
      },
    });
  }
  return rows.map((row) => ({
    rowNumber: row.rowNumber,
    cells: Array.from(row.cells, (cell) => {
      const text = cell === undefined ? "" : typeof cell === "string" ? cell : (strings.get(cell.shared) ?? "");
      if (text.length > MAX_CELL_CHARS) throw tooLong(row.rowNumber);
      return text;
    }),
  }));
}
