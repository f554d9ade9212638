import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { TEST_ENGINES, useFreshDatabase } from "@/lib/db/testing";
import { DIFFERENCE_THRESHOLD } from "@/lib/sales/reconciliation-month";
import { ELSEWHERE, NOVEMBER, seedReconciliation } from "@/lib/sales/reconciliation.testing";
import { readCsv } from "./csv-read";
import { reconciliationCsvStream, reconciliationXlsxStream } from "./reconciliation-export";
import { RECONCILIATION_COLUMNS, SECTIONS, type ReconciliationColumn, type Section } from "./reconciliation-rows";

const NOW = new Date("2026-12-10T00:00:00Z");

describe.each(TEST_ENGINES)("the reconciliation's downloads on %s", (engine) => {
  const h = useFreshDatabase(engine);
  let world: Awaited<ReturnType<typeof seedReconciliation>>;
  beforeAll(async () => {
    world = await seedReconciliation(h.db);
  }, 60_000);
  // Batches of 2 so every section takes more than one keyset read.
  const scope = () => ({ db: h.db, month: NOVEMBER, now: NOW, threshold: DIFFERENCE_THRESHOLD, batch: 2 });

  it("writes every section in one CSV, amounts in their currency's decimals, across batches", async () => {
    const bytes = new Uint8Array(await new Response(reconciliationCsvStream(scope())).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = readCsv(new TextDecoder().decode(bytes).replace(/^\uFEFF/, ""));
    expect(header).toEqual([...RECONCILIATION_COLUMNS]);
    const records = rows.map((r) => Object.fromEntries(RECONCILIATION_COLUMNS.map((c, i) => [c, r[i]])));
    const count = (s: Section) => records.filter((r) => r.section === s).length;
    expect(SECTIONS.map(count)).toEqual([6, 2, 2, 2, 4]);
    expect(records.find((r) => r.sale_code === world.outside.clp.code)).toMatchObject({
      section: "outside",
      currency: "CLP",
      invoiced: "5000",
      tax_rate: "19",
      requester: ELSEWHERE,
      label: "sales-emea",
    });
    expect(records.find((r) => r.section === "matched" && r.invoiced === "-0.50")).toMatchObject({
      rectifies: world.sale.code,
      ride_id: world.rides.corrected.id,
    });
    expect(records.find((r) => r.section === "difference")).toMatchObject({
      ride_id: world.rides.overcharged.id,
      final: "20.00",
      invoiced: "23.00",
      difference: "3.00",
    });
    expect(records.find((r) => r.section === "without_sale")).toMatchObject({
      ride_id: world.rides.unbilled.id,
      final: "15.00",
      pickup_utc: "2026-11-20T09:00:00.000Z",
    });
    expect(records.filter((r) => r.section === "total").map((r) => [r.currency, r.tax_rate, r.invoiced])).toEqual([
      ["EUR", "10", "141.00"],
      ["EUR", "21", "15.00"],
      ["CLP", "19", "5000"],
      ["USD", "0", "19.50"],
    ]);
    expect(records.find((r) => r.ride_id === world.rides.otherCurrency.id && r.section === "difference")).toMatchObject({
      currency: "EUR",
      final: "18.00",
      invoiced: "",
      difference: "",
      invoiced_currency: "USD",
    });
  });

  it("writes a workbook with a sheet per section in the reader's words, amounts as numbers with their currency", async () => {
    const sheets = Object.fromEntries(SECTIONS.map((s) => [s, `S ${s}`])) as Record<Section, string>;
    const headings = Object.fromEntries(RECONCILIATION_COLUMNS.map((c) => [c, `H ${c}`])) as Record<ReconciliationColumn, string>;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await new Response(reconciliationXlsxStream(scope(), { sheets, headings })).arrayBuffer());
    expect(workbook.worksheets.map((s) => [s.name, s.rowCount - 1])).toEqual([
      ["S matched", 6],
      ["S outside", 2],
      ["S without_sale", 2],
      ["S difference", 2],
      ["S total", 4],
    ]);
    const outside = workbook.getWorksheet("S outside")!;
    expect(outside.getRow(1).getCell(1).value).toBe("H sale_code");
    const invoiced = RECONCILIATION_COLUMNS.indexOf("invoiced"); // the section column is the sheet
    const clp = outside.getRow(3).getCell(invoiced);
    expect([clp.value, clp.numFmt]).toEqual([5000, '#,##0 "CLP"']);
    const eur = outside.getRow(2).getCell(invoiced);
    expect([eur.value, eur.numFmt]).toEqual([15, '#,##0.00 "EUR"']);
  });
});
