import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { inEnglish } from "@/lib/i18n/in-english";
import { MAX_EVENT_ROWS } from "./fields";
import { readSheet } from "./read-sheet";
import { MAX_CELL_CHARS } from "./sheet-limits";
import { bombs, inlineRow, MEGABYTE, SHEET_HEAD, SHEET_TAIL, workbookOf } from "./xlsx-bombs.testing";

const refusal = async (bytes: Buffer, name = "event.xlsx") => {
  const sheet = await readSheet({ name, bytes });
  return sheet.ok ? `read ${sheet.rows.length} rows` : inEnglish(sheet.error);
};

const UNPACKS = "This .xlsx file unpacks to more than 8 MB, far more than a sheet of 500 rides needs. Copy the rides into a new sheet and upload that.";
const TOO_MANY = "This sheet has more than 500 rides; an event holds at most 500. Split the rides into several sheets.";
const UNREADABLE = "This .xlsx file cannot be read. Open it in Excel, save it again as .xlsx and upload it again.";

/** A sheet of a header and `rides` rows of one inline string each. */
const ridesSheet = (rides: number) =>
  workbookOf({
    head: `${SHEET_HEAD}${inlineRow(1, ["Guest name"])}${Array.from({ length: rides }, (_, i) => inlineRow(i + 2, [`Guest ${i + 1}`])).join("")}${SHEET_TAIL}`,
  });

describe("an .xlsx is read within limits that hold while it unpacks", () => {
  it("refuses the bombs met in the wild, each under 1 MB, in words", async () => {
    expect(await refusal(bombs.hugeCell())).toBe(UNPACKS);
    expect(await refusal(bombs.emptyRows())).toBe(UNPACKS);
    expect(await refusal(bombs.sharedStrings())).toBe(UNPACKS);
  });

  it("stops at the size a part declares: one that unpacks to more is not read on", async () => {
    const lying = workbookOf({
      head: `${SHEET_HEAD}${inlineRow(1, ["Guest name"])}<row r="2"><c r="A2" t="inlineStr"><is><t>`,
      repeat: { chunk: "A".repeat(MEGABYTE), times: 100 },
      tail: `</t></is></c></row>${SHEET_TAIL}`,
      declaredSize: 2_000,
    });
    expect(await refusal(lying)).toBe(UNREADABLE);
  });

  it("stops reading at the 501st ride, however many follow", async () => {
    expect(await refusal(ridesSheet(MAX_EVENT_ROWS))).toBe(`read ${MAX_EVENT_ROWS} rows`);
    expect(await refusal(ridesSheet(MAX_EVENT_ROWS + 1))).toBe(TOO_MANY);
    // 100,000 rows after the header, and empty rows between them: only rows with something count.
    const spaced = workbookOf({
      head: `${SHEET_HEAD}${inlineRow(1, ["Guest name"])}<row r="2"/><row r="3"/>`,
      repeat: {
        chunk: inlineRow(4, ["Ana"])
          .replace(/ r="[A-Z]?\d+"/g, "")
          .repeat(1_000),
        times: 100,
      },
      tail: SHEET_TAIL,
    });
    expect(await refusal(spaced)).toBe(TOO_MANY);
  });

  it("lists at most 50,000 rows, empty ones included", async () => {
    const empty = '<row ht="12.8" customHeight="1"/>';
    // The header, empty rows (in chunks of 1,000, so the file stays small), and one ride last.
    const listing = (rows: number) =>
      workbookOf({
        head: `${SHEET_HEAD}${inlineRow(1, ["Guest name"])}${empty.repeat((rows - 2) % 1_000)}`,
        repeat: { chunk: empty.repeat(1_000), times: Math.floor((rows - 2) / 1_000) },
        tail: `${inlineRow(rows, ["Ana"])}${SHEET_TAIL}`,
      });
    expect(await refusal(listing(50_000))).toBe("read 1 rows");
    expect(await refusal(listing(50_001))).toBe(
      "This sheet lists more than 50,000 rows, nearly all of them empty, and an event holds at most 500 rides. Delete the empty rows below the rides and upload it again.",
    );
  });

  it("refuses a cell longer than any field takes, naming its row, from the sheet or its shared strings", async () => {
    const cell = (text: string) =>
      workbookOf({ head: `${SHEET_HEAD}${inlineRow(1, ["Guest name"])}${inlineRow(2, ["Ana"])}${inlineRow(3, [text])}${SHEET_TAIL}` });
    expect(await refusal(cell("x".repeat(MAX_CELL_CHARS)))).toBe("read 2 rows");
    expect(await refusal(cell("x".repeat(MAX_CELL_CHARS + 1)))).toBe("Row 3 has a cell of more than 2000 characters. Shorten it and upload the sheet again.");
    const shared = workbookOf(
      { head: `${SHEET_HEAD}${inlineRow(1, ["Guest name"])}<row r="7"><c r="A7" t="s"><v>1</v></c></row>${SHEET_TAIL}` },
      { head: `<sst><si><t>short</t></si><si><r><t>${"y".repeat(MAX_CELL_CHARS)}</t></r><r><t>z</t></r></si>`, tail: "</sst>" },
    );
    expect(await refusal(shared)).toBe("Row 7 has a cell of more than 2000 characters. Shorten it and upload the sheet again.");
  });

  it("refuses something in a column past the 100th, and passes over empty cells there", async () => {
    const far = (cell: string) =>
      workbookOf({ head: `${SHEET_HEAD}${inlineRow(1, ["Guest name"])}<row r="2"><c r="A2" t="inlineStr"><is><t>Ana</t></is></c>${cell}</row>${SHEET_TAIL}` });
    expect(await refusal(far(`<c r="CV2"><v>1</v></c>`))).toBe("read 1 rows");
    expect(await refusal(far(`<c r="CW2"><v>1</v></c>`))).toMatch(/more than 100 columns/);
    expect(await refusal(far(`<c r="XFD2" s="0"/>`))).toBe("read 1 rows");
  });

  it("reads the shared strings only as far as the rows use them, phonetic runs aside", async () => {
    const file = workbookOf(
      { head: `${SHEET_HEAD}<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row>${SHEET_TAIL}` },
      // Broken XML after the strings the sheet uses is never reached.
      { head: `<sst><si><t>Nombre</t></si><si><t>東京</t><rPh sb="0" eb="2"><t>トウキョウ</t></rPh></si><si><t>unused</t></si><broken`, tail: "" },
    );
    const sheet = await readSheet({ name: "event.xlsx", bytes: file });
    expect(sheet).toMatchObject({ ok: true, headers: ["Nombre", "東京"], rows: [] });
  });
});

describe("on a server's small heap", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ridedesk-sheets-"));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("a bomb or a sheet of 100,000 rides is refused in words, and the process lives on", () => {
    const files = {
      "huge-cell.xlsx": bombs.hugeCell(),
      "empty-rows.xlsx": bombs.emptyRows(),
      "shared-strings.xlsx": bombs.sharedStrings(),
      "100000-rides.xlsx": ridesSheet(100_000),
      "150000-rides.csv": Buffer.from(`Guest name\n${"Ana\n".repeat(150_000)}`),
      "500-rides.xlsx": ridesSheet(MAX_EVENT_ROWS),
    };
    for (const [name, bytes] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), bytes);
    // 96 MB of heap: the whole-workbook reader this replaced died on each bomb with "Reached heap limit".
    const child = spawnSync(
      process.execPath,
      [
        "--max-old-space-size=96",
        "--conditions=react-server",
        "--import",
        "tsx",
        path.join(import.meta.dirname, "read-sheet-capped.testing.ts"),
        ...Object.keys(files).map((name) => path.join(dir, name)),
      ],
      { encoding: "utf8", cwd: process.cwd() },
    );
    expect(child.stderr).toBe("");
    expect(child.status).toBe(0);
    const answers = child.stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { file: string; rows: number | null; error: string | null })
      .map((answer) => ({ ...answer, error: inEnglish(answer.error) }));
    expect(answers).toEqual([
      { file: "huge-cell.xlsx", rows: null, error: UNPACKS },
      { file: "empty-rows.xlsx", rows: null, error: UNPACKS },
      { file: "shared-strings.xlsx", rows: null, error: UNPACKS },
      { file: "100000-rides.xlsx", rows: null, error: TOO_MANY },
      { file: "150000-rides.csv", rows: null, error: TOO_MANY },
      { file: "500-rides.xlsx", rows: MAX_EVENT_ROWS, error: null },
    ]);
  });
});
