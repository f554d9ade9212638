/**
 * Event sheets that would take a server down: each zip bomb and an oversized sheet, read in this
 * process as the upload does. Figures: the time to the refusal, the memory it took, and the longest
 * the event loop waited meanwhile (the server's other requests wait that long at most).
 */
import { monitorEventLoopDelay } from "node:perf_hooks";
import { readSheet } from "@/lib/events/read-sheet";
import { bombs, inlineRow, MEGABYTE, SHEET_HEAD, SHEET_TAIL, workbookOf } from "@/lib/events/xlsx-bombs.testing";

export type SheetFigure = { name: string; kb: number; refused: boolean; ms: number; rssMb: number; loopMaxMs: number };

const files: Record<string, () => Buffer> = {
  "one 400 MB cell": bombs.hugeCell,
  "millions of empty rows": bombs.emptyRows,
  "millions of shared strings": bombs.sharedStrings,
  "a 100 MB cell that declares 2 KB": () =>
    workbookOf({
      head: `${SHEET_HEAD}${inlineRow(1, ["Guest name"])}<row r="2"><c r="A2" t="inlineStr"><is><t>`,
      repeat: { chunk: "A".repeat(MEGABYTE), times: 100 },
      tail: `</t></is></c></row>${SHEET_TAIL}`,
      declaredSize: 2_000,
    }),
  "100,000 rides": () =>
    workbookOf({
      head: `${SHEET_HEAD}${inlineRow(1, ["Guest name"])}`,
      repeat: { chunk: '<row><c t="inlineStr"><is><t>Ana</t></is></c></row>'.repeat(1_000), times: 100 },
      tail: SHEET_TAIL,
    }),
  "49,000 formatted empty rows, then 1 ride": () =>
    workbookOf({
      head: `${SHEET_HEAD}${inlineRow(1, ["Guest name"])}`,
      repeat: { chunk: '<row spans="1:1" ht="12.8" customHeight="1"/>'.repeat(1_000), times: 49 },
      tail: `<row><c t="inlineStr"><is><t>Ana</t></is></c></row>${SHEET_TAIL}`,
    }),
  "500 rides of 20 cells of 600 characters": () =>
    workbookOf({
      head: `${SHEET_HEAD}${inlineRow(
        1,
        Array.from({ length: 20 }, (_, i) => `Column ${i}`),
      )}`,
      repeat: { chunk: `<row>${`<c t="inlineStr"><is><t>${"Calle de Alcalá, 1 ".repeat(30)}</t></is></c>`.repeat(20)}</row>`, times: 500 },
      tail: SHEET_TAIL,
    }),
  "7 MB of rows with attributes, then 1 ride": () =>
    workbookOf({
      head: `${SHEET_HEAD}${inlineRow(1, ["Guest name"])}`,
      repeat: { chunk: '<row spans="1:1" ht="12.8"/>'.repeat(MEGABYTE / 32), times: 7 },
      tail: `<row><c t="inlineStr"><is><t>Ana</t></is></c></row>${SHEET_TAIL}`,
    }),
};

export async function sheetRefusals(): Promise<SheetFigure[]> {
  const figures: SheetFigure[] = [];
  for (const [name, build] of Object.entries(files)) {
    const bytes = build();
    global.gc?.();
    const rss = process.memoryUsage().rss;
    const loop = monitorEventLoopDelay({ resolution: 1 });
    loop.enable();
    const start = performance.now();
    const sheet = await readSheet({ name: "sheet.xlsx", bytes });
    const ms = performance.now() - start;
    loop.disable();
    figures.push({
      name,
      kb: bytes.byteLength / 1024,
      refused: !sheet.ok,
      ms,
      rssMb: Math.max(0, process.memoryUsage().rss - rss) / 1e6,
      loopMaxMs: loop.max / 1e6,
    });
  }
  return figures;
}
