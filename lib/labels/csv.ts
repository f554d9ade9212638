import Papa from "papaparse";
import { messageRef, parseMessage } from "@/lib/i18n/message-ref";
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
  /** Why the row cannot be created, as a message reference (lib/i18n/message-ref.ts). */
  problem: string | null;
};

/** A file that cannot be read at all says why as a message reference. */
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
  if (input.trim() === "") return { ok: false, error: messageRef("labels.csv.empty") };
  const parsed = Papa.parse<string[]>(input, { delimitersToGuess: [",", ";"], skipEmptyLines: false });
  const delimiter = parsed.meta.delimiter === ";" ? ";" : ",";
  const records = parsed.data;
  const headerAt = records.findIndex((r) => r.some((cell) => cell.trim() !== ""));
  const header = records[headerAt]!.map((h) => h.trim().toLowerCase());
  const column = (name: string) => header.indexOf(name);
  const [nameAt, descriptionAt, activeAt] = [column("name"), column("description"), column("active")];
  if (nameAt < 0) return { ok: false, error: messageRef("labels.csv.noNameColumn") };

  const brokenRows = new Map<number, string>();
  for (const e of parsed.errors) {
    if (e.row !== undefined && e.type === "Quotes") brokenRows.set(e.row, messageRef("labels.csv.row.quoteNotClosed"));
  }

  const rows: CsvLabelRow[] = [];
  const slugsSeen = new Map<string, number>();
  for (let i = headerAt + 1; i < records.length; i++) {
    const cells = records[i]!;
    if (cells.every((c) => c.trim() === "")) continue;
    if (rows.length >= LABEL_CSV_MAX_ROWS) return { ok: false, error: messageRef("labels.csv.tooManyRows", { max: LABEL_CSV_MAX_ROWS }) };
    const cell = (at: number) => (at >= 0 ? (cells[at] ?? "") : "");
    const row: CsvLabelRow = { row: i + 1, name: cell(nameAt).trim(), description: cell(descriptionAt).trim(), active: true, slug: "", problem: null };
    row.slug = labelSlug(row.name);
    row.problem = brokenRows.get(i) ?? problemOf(row, cells.length, header.length, cell(activeAt), slugsSeen);
    if (!row.problem) slugsSeen.set(row.slug, row.row);
    rows.push(row);
  }
  return { ok: true, rows, delimiter };
}

/** A value the label schema refused (labels.nameRequired…), said of a row of the file (labels.csv.row.nameRequired…). */
function rowProblem(message: string): string {
  const parsed = parseMessage(message);
  if ("text" in parsed) return parsed.text;
  return messageRef(`labels.csv.row.${parsed.key.replace(/^labels\./, "")}`, parsed.params);
}

function problemOf(row: CsvLabelRow, cells: number, columns: number, active: string, slugsSeen: Map<string, number>): string | null {
  if (cells > columns) return messageRef("labels.csv.row.tooManyValues", { values: cells, columns });
  const name = labelNameSchema.safeParse(row.name);
  if (!name.success) return rowProblem(name.error.issues[0]!.message);
  const description = labelDescriptionSchema.safeParse(row.description);
  if (!description.success) return rowProblem(description.error.issues[0]!.message);
  const flag = active.trim().toLowerCase();
  if (TRUE.has(flag)) row.active = true;
  else if (FALSE.has(flag)) row.active = false;
  else return messageRef("labels.csv.row.activeUnknown", { value: active.trim() });
  const earlier = slugsSeen.get(row.slug);
  if (earlier !== undefined) return messageRef("labels.csv.row.slugRepeated", { slug: row.slug, row: earlier });
  return null;
}
