import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { bookedJourney } from "@/lib/booking/testing";
import { TEST_ENGINES, useFreshDatabase } from "@/lib/db/testing";
import { saleInput } from "@/lib/sales/from-provider";
import { saveSales } from "@/lib/sales/queries";
import { journeySale, rectificationOf } from "@/lib/sales/testing";
import { EXPENSE_COLUMNS, expenseCsvStream, expenseLine, expenseXlsxStream } from "./expense-export";
import { expenseBatch, monthDays } from "./expense-queries";
import { endedRide } from "./testing";

const HEADINGS = Object.fromEntries(EXPENSE_COLUMNS.map((c) => [c, `H ${c}`])) as Record<(typeof EXPENSE_COLUMNS)[number], string>;

describe("a month's invoice days", () => {
  it("run from the first to the last of the month, February of a leap year included", () => {
    expect(monthDays("2027-01")).toEqual({ from: "2027-01-01", to: "2027-01-31" });
    expect(monthDays("2028-02")).toEqual({ from: "2028-02-01", to: "2028-02-29" });
    expect(monthDays("2027-12")).toEqual({ from: "2027-12-01", to: "2027-12-31" });
  });
});

describe.each(TEST_ENGINES)("the monthly expense export, on %s", (engine) => {
  const h = useFreshDatabase(engine);

  /**
   * A month (its own, apart from the other tests' in this file's database): a ride invoiced in it and
   * corrected the next, one invoiced the next month, one not invoiced, a sale booked outside Ridedesk,
   * and a ride with no driver or label kept.
   */
  async function month(year: number) {
    const m = (month: string, day: string) => `${year}-${month}-${day}`;
    const ride = await endedRide(h.db);
    const sale = { ...journeySale(ride.journeyId!, { total: 2000, invoiceDate: m("01", "31") }) };
    sale.price_details = { ...sale.price_details, discount: 300 };
    // Corrected in February: still part of what the January ride cost.
    const fix = rectificationOf(sale.code, -500, { invoiceDate: m("02", "02") });
    const later = await endedRide(h.db);
    const february = journeySale(later.journeyId!, { invoiceDate: m("02", "01") });
    await endedRide(h.db); // ended, not invoiced yet
    const outside = journeySale(crypto.randomUUID(), { invoiceDate: m("01", "20") });
    const other = await bookedJourney(h.db, { riderName: "Luis Mora" });
    const second = journeySale(other.journeyId!, { total: 990, invoiceDate: m("01", "05"), code: `A${year}0000001` });
    await saveSales(h.db, [saleInput(sale), saleInput(fix), saleInput(february), saleInput(outside), saleInput(second)]);
    return { ride, sale, second, scope: { month: `${year}-01`, companyZone: "Europe/Madrid" } };
  }

  it("has one line per ride invoiced in the month, with the receipt's fields and its corrections summed", async () => {
    const { ride, sale, second, scope } = await month(2031);
    const { rows, next } = await expenseBatch(h.db, { ...scope, after: null, limit: 10 });
    expect(next).toBeNull();
    // Invoice order; a ride invoiced in February, one not invoiced yet and a sale booked outside Ridedesk are not the month's rides.
    expect(rows.map((r) => r.code)).toEqual([second.code, sale.code]);
    expect(expenseLine(rows[1]!)).toEqual({
      operator: "Cabify",
      start_local: "2027-01-12 18:06:00",
      end_local: "2027-01-12 18:31:00",
      time_zone: "Europe/Madrid",
      pickup: "Atocha",
      dropoff: "Castellana 200",
      driver: "Jorge Pérez",
      plate: "1234 KLM",
      fare: 2300,
      discount: 300,
      corrections: -500,
      tax_rate: 10,
      tax_type: "iva",
      tax_amount: 182 - 45,
      net: 1818 - 455,
      total: 1500,
      currency: "EUR",
      cost_centre: "Sales EMEA",
      reason: "Client visit",
      rider: "Marta Gil",
      requester: "Ana Ruiz",
      sale_code: sale.code,
      invoice_date: "2031-01-31",
      journey_id: ride.journeyId,
    });
    // A ride without a driver or label kept still has its line, with those left empty.
    expect(expenseLine(rows[0]!)).toMatchObject({ driver: null, plate: null, cost_centre: null, rider: "Luis Mora", total: 990, corrections: 0 });
  });

  it("pages on the invoice day and code, so every line comes once", async () => {
    const { scope } = await month(2032);
    const first = await expenseBatch(h.db, { ...scope, after: null, limit: 1 });
    const second = await expenseBatch(h.db, { ...scope, after: first.next, limit: 1 });
    const third = await expenseBatch(h.db, { ...scope, after: second.next, limit: 1 });
    expect([...first.rows, ...second.rows].map((r) => r.invoiceDate)).toEqual(["2032-01-05", "2032-01-31"]);
    expect(third.rows).toEqual([]);
  });

  it("streams as CSV with amounts in the currency's units, and as a workbook with numbers in its cells", async () => {
    const { sale, scope } = await month(2033);
    // One line a batch: the last batch is full, and the one after it has nothing.
    const csv = await new Response(expenseCsvStream(h.db, { ...scope, batch: 1 })).text();
    const lines = csv
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe(EXPENSE_COLUMNS.map((c) => `"${c}"`).join(","));
    expect(lines).toHaveLength(3);
    expect(lines[2]).toContain(
      `"Cabify","2027-01-12 18:06:00","2027-01-12 18:31:00","Europe/Madrid","Atocha","Castellana 200","Jorge Pérez","1234 KLM",23,3,-5,10,"iva",1.37,13.63,15,"EUR","Sales EMEA","Client visit","Marta Gil","Ana Ruiz","${sale.code}"`,
    );

    const bytes = await new Response(expenseXlsxStream(h.db, { ...scope, batch: 1 }, { sheet: "Expenses", headings: HEADINGS })).arrayBuffer();
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes);
    const sheet = book.getWorksheet("Expenses")!;
    expect(sheet.getRow(1).getCell(1).value).toBe("H operator");
    const row = sheet.getRow(3);
    const cell = (c: (typeof EXPENSE_COLUMNS)[number]) => row.getCell(EXPENSE_COLUMNS.indexOf(c) + 1);
    expect(cell("total").value).toBe(15);
    expect(cell("tax_amount").value).toBe(1.37);
    expect(cell("total").numFmt).toBe('#,##0.00 "EUR"');
    expect(cell("start_local").value).toEqual(new Date(Date.UTC(2027, 0, 12, 18, 6)));
    expect(cell("sale_code").value).toBe(sale.code);
  });
});
