import Papa from "papaparse";
import { LABEL_CSV_MAX_ROWS, labelDescriptionSchema, labelNameSchema } from "./schemas";
import { labelSlug } from "./slug";

/** One data row of a labels CSV, as read: what to create, or why it cannot be. */
export type CsvLabelRow = {
  /** The row's number as a spreadsheet shows it: the header is row 1. */
  row: number;
  name: string;
  description: string;
  active: boolean;
  slug: string;
  problem: string | null;
};

export type CsvLabels = { ok: true; rows: CsvLabelRow[]; delimiter: "," | ";" } | { ok: false; error: string };

const TRUE = new Set(["", "true", "yes", "y", "1", "active", "sí", "si"]);
const FALSE = new Set(["false", "no", "n", "0", "inactive"]);

/**
 * Reads a labels CSV: UTF-8 with or without a byte-order mark, comma- or semicolon-separated (as
 * Excel writes it where the decimal separator is a comma), a header row naming `name` and
 * optionally `description` and `active`, in any order and case. Empty lines are skipped; a name
 * whose slug an earlier row already has is refused, so a file never creates a label twice.
 */
export function parseLabelsCsv(text: string): CsvLabels {
  const input = text.replace(/^\uFEFF/, "");
  if (input.trim() === "") return { ok: false, error: "The file is empty." };
  const parsed = Papa.parse<string[]>(input, { delimitersToGuess: [",", ";"], skipEmptyLines: false });
  const delimiter = parsed.meta.delimiter === ";" ? ";" : ",";
  const records = parsed.data;
  const headerAt = records.findIndex((r) => r.some((cell) => cell.trim() !== ""));
  const header = records[headerAt]!.map((h) => h.trim().toLowerCase());
  const column = (name: string) => header.indexOf(name);
  const [nameAt, descriptionAt, activeAt] = [column("name"), column("description"), column("active")];
  if (nameAt < 0) return { ok: false, error: 'The first row must name the columns, with one called "name" (and optionally "description" and "active").' };

  const brokenRows = new Map<number, string>();
  for (const e of parsed.errors) {
    if (e.row !== undefined && e.type === "Quotes") brokenRows.set(e.row, "has a quote that is never closed.");
  }

  const rows: CsvLabelRow[] = [];
  const slugsSeen = new Map<string, number>();
  for (let i = headerAt + 1; i < records.length; i++) {
    const cells = records[i]!;
    if (cells.every((c) => c.trim() === "")) continue;
    if (rows.length >= LABEL_CSV_MAX_ROWS) return { ok: false, error: `The file has more than ${LABEL_CSV_MAX_ROWS} labels. Split it into smaller files.` };
    const cell = (at: number) => (at >= 0 ? (cells[at] ?? "") : "");
    const row: CsvLabelRow = { row: i + 1, name: cell(nameAt).trim(), description: cell(descriptionAt).trim(), active: true, slug: "", problem: null };
    row.slug = labelSlug(row.name);
    row.problem = brokenRows.get(i) ?? problemOf(row, cells.length, header.length, cell(activeAt), slugsSeen);
    if (!row.problem) slugsSeen.set(row.slug, row.row);
    rows.push(row);
  }
  return { ok: true, rows, delimiter };
}

function problemOf(row: CsvLabelRow, cells: number, columns: number, active: string, slugsSeen: Map<string, number>): string | null {
  if (cells > columns) return `has ${cells} values but the header names ${columns} columns (a value with a comma or semicolon needs quotes).`;
  const name = labelNameSchema.safeParse(row.name);
  if (!name.success) return `name: ${name.error.issues[0]!.message}`;
  const description = labelDescriptionSchema.safeParse(row.description);
  if (!description.success) return `description: ${description.error.issues[0]!.message}`;
  const flag = active.trim().toLowerCase();
  if (TRUE.has(flag)) row.active = true;
  else if (FALSE.has(flag)) row.active = false;
  else return `active: "${active.trim()}" is neither true nor false.`;
  const earlier = slugsSeen.get(row.slug);
  if (earlier !== undefined) return `gives the slug "${row.slug}", as row ${earlier} does.`;
  return null;
}
