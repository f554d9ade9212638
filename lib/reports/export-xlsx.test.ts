import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { TEST_ENGINES, useFreshDatabase } from "@/lib/db/testing";
import { CSV_HEADER } from "./export-csv";
import { amountFormat, reportXlsxStream, wallTime, type ExportColumn } from "./export-xlsx";
import { NOVEMBER, reportRide, seedReport } from "./testing";
import { englishState } from "./english.testing";

const headings = Object.fromEntries(CSV_HEADER.map((k) => [k, `H ${k}`])) as Record<ExportColumn, string>;

async function open(stream: ReadableStream<Uint8Array>) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await new Response(stream).arrayBuffer());
  const sheet = workbook.worksheets[0]!;
  const rows: Record<string, unknown>[] = [];
  sheet.eachRow((row, n) => {
    if (n === 1) return;
    rows.push(Object.fromEntries(CSV_HEADER.map((k, i) => [k, row.getCell(i + 1)])));
  });
  return { sheet, rows: rows as Record<ExportColumn, ExcelJS.Cell>[] };
}

describe("wallTime and amountFormat", () => {
  it("keeps the wall time in the UTC fields, as a spreadsheet shows it", () => {
    expect(wallTime("2026-11-01 00:30:00").toISOString()).toBe("2026-11-01T00:30:00.000Z");
    expect(wallTime("2026-10-31T23:30:00Z").toISOString()).toBe("2026-10-31T23:30:00.000Z");
  });

  it("gives each currency its own decimals", () => {
    expect(amountFormat("EUR")).toBe('#,##0.00 "EUR"');
    expect(amountFormat("JPY")).toBe('#,##0 "JPY"');
  });
});

describe.each(TEST_ENGINES)("the .xlsx export on %s", (engine) => {
  const h = useFreshDatabase(engine);
  let seed: Awaited<ReturnType<typeof seedReport>>;
  beforeAll(async () => {
    seed = await seedReport(h.db);
  }, 60_000);

  it("opens with the reader's headings, real dates, numbers and booleans, states in words, and the same rows as the CSV", async () => {
    const { sheet, rows } = await open(
      reportXlsxStream(
        h.db,
        { viewer: { id: seed.admin.id, role: "admin" }, ...NOVEMBER, companyZone: "Europe/Madrid" },
        { sheet: "Viajes", headings, state: englishState },
      ),
    );
    expect(sheet.name).toBe("Viajes");
    expect(sheet.getRow(1).getCell(1).value).toBe("H pickup_local");
    expect(rows).toHaveLength(6);
    const first = rows[0]!;
    expect(first.pickup_local.value).toBeInstanceOf(Date);
    expect((first.pickup_local.value as Date).toISOString()).toBe("2026-11-01T00:30:00.000Z");
    expect((first.pickup_utc.value as Date).toISOString()).toBe("2026-10-31T23:30:00.000Z");
    expect(first.pickup_local.numFmt).toBe("yyyy-mm-dd hh:mm");
    expect(first.estimated_price.value).toBe(5);
    expect(first.estimated_price.numFmt).toBe('#,##0.00 "EUR"');
    expect(first.corrected.value).toBe(false);
    expect(first.corrected.type).toBe(ExcelJS.ValueType.Boolean);
    // Booked, never answered by the provider: the reports' own word, not the CSV's "booked".
    expect(first.state.value).toBe("Booked");
    const finished = rows.find((r) => r.journey_id.value === seed.rides.finished.journeyId)!;
    expect(finished.final_price.value).toBe(13.5);
    expect(finished.invoiced_price.value).toBe(13.5);
    expect(finished.invoiced_price.numFmt).toBe('#,##0.00 "EUR"');
    // The CSV keeps the provider's "drop off"; people read the board's words.
    expect(finished.state.value).toBe("Completed");
    const cancelled = rows.find((r) => r.journey_id.value === seed.rides.cancelled.journeyId)!;
    expect(cancelled.state.value).toBe("Cancelled");
  });

  it("keeps text as text, so a formula typed as a reason is never run", async () => {
    const at = new Date("2026-12-02T08:00:00Z");
    await reportRide(h.db, { createdBy: seed.admin.id, riderName: '=HYPERLINK("x")', reason: "x;=cmd|' /C calc'!A0", pickupAt: at });
    const december = { start: new Date("2026-11-30T23:00:00Z"), end: new Date("2026-12-31T23:00:00Z") };
    const { rows } = await open(
      reportXlsxStream(
        h.db,
        { viewer: { id: seed.admin.id, role: "admin" }, ...december, companyZone: "Europe/Madrid", batch: 1 },
        { sheet: "Rides", headings, state: englishState },
      ),
    );
    expect(rows[0]!.rider.value).toBe('=HYPERLINK("x")');
    expect(rows[0]!.rider.type).toBe(ExcelJS.ValueType.String);
    expect(rows[0]!.reason.formula).toBeUndefined();
  });
});
