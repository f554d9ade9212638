import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { readCsv } from "@/lib/reports/csv-read";
import type { EventField } from "./fields";
import { RESULTS_CSV_HEADER, resultsCsv, resultsFileName, resultsXlsx, type EventResults } from "./results-sheet";

const results: EventResults = {
  headers: ["Nombre", "Móvil", "Asiento", "Origen", "Destino"],
  mapping: ["guestName", "mobile", null, "pickup", "destination"],
  rows: [
    {
      rowNumber: 4,
      cells: ["Bea", "", "12C", "40.4168, -3.7038", "Atocha"],
      status: "invalid",
      guestLink: null,
      price: null,
      product: null,
      problem: "Write the guest's mobile.",
    },
    {
      rowNumber: 2,
      cells: ["Ana", "+34 600 000 000", "3A", "Barajas T4", '=HYPERLINK("x")'],
      status: "booked",
      guestLink: "https://guest.example.com/j/abc",
      price: { amount: 2350, currency: "EUR" },
      product: "Comfort",
      problem: null,
    },
    {
      rowNumber: 3,
      cells: ["Caio", "+55 11 91234 5678", "", "Sol", "Prado"],
      status: "uncertain",
      guestLink: "javascript:alert(1)",
      price: { amount: 1800, currency: "JPY" },
      product: "Van",
      problem: "The provider did not answer.",
    },
  ],
};

async function open(bytes: Uint8Array) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as Parameters<typeof workbook.xlsx.load>[0]);
  return workbook.worksheets[0]!;
}

describe("the results workbook", () => {
  it("keeps the sheet's columns and adds the outcome, in the reader's words, in row order", async () => {
    const sheet = await open(await resultsXlsx(results, "es"));
    expect(sheet.name).toBe("Resultados");
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      "Fila",
      "Nombre",
      "Móvil",
      "Asiento",
      "Origen",
      "Destino",
      "Estado",
      "Servicio",
      "Precio",
      "Enlace para el invitado",
      "Problema",
    ]);
    expect(sheet.getColumn(1).values.slice(2)).toEqual([2, 3, 4]);
    expect(sheet.getRow(2).getCell(7).value).toBe("Reservado");
    expect(sheet.getRow(4).getCell(7).value).toBe("Hay que corregirlo");
    expect(sheet.getRow(4).getCell(11).value).toBe("Write the guest's mobile.");
    expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
  });

  it("writes prices as numbers in their currency and guest links as links", async () => {
    const sheet = await open(await resultsXlsx(results, "en"));
    const [ana, caio] = [sheet.getRow(2), sheet.getRow(3)];
    expect(ana.getCell(9).type).toBe(ExcelJS.ValueType.Number);
    expect(ana.getCell(9).value).toBe(23.5);
    expect(ana.getCell(9).numFmt).toBe('#,##0.00 "EUR"');
    expect(caio.getCell(9).value).toBe(1800);
    expect(caio.getCell(9).numFmt).toBe('#,##0 "JPY"');
    expect(ana.getCell(10).type).toBe(ExcelJS.ValueType.Hyperlink);
    expect(ana.getCell(10).value).toEqual({ text: "https://guest.example.com/j/abc", hyperlink: "https://guest.example.com/j/abc" });
    // Anything but a web address stays text.
    expect(caio.getCell(10).type).toBe(ExcelJS.ValueType.String);
    expect(caio.getCell(7).value).toBe("Not sure it was booked: check before booking it again");
  });

  it("keeps a formula typed into the sheet as text", async () => {
    const cell = (await open(await resultsXlsx(results, "en"))).getRow(2).getCell(6);
    expect(cell.type).toBe(ExcelJS.ValueType.String);
    expect(cell.value).toBe('=HYPERLINK("x")');
  });
});

describe("the results CSV", () => {
  it("has stable column names, the fields by the mapping, codes and plain amounts", () => {
    const text = resultsCsv(results);
    expect(text.startsWith("\uFEFF")).toBe(true);
    const [header, ...rows] = readCsv(text.slice(1));
    expect(header).toEqual([...RESULTS_CSV_HEADER]);
    expect(header!.slice(0, 8)).toEqual(["row_number", "guest_name", "mobile", "email", "language", "pickup", "meeting_point", "stop_1"]);
    const column = (name: string) => header!.indexOf(name);
    const value = (row: string[], field: EventField | "status" | "price" | "currency" | "guest_link" | "problem" | "row_number") =>
      row[column(field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`))];
    expect(rows.map((r) => value(r, "row_number"))).toEqual(["2", "3", "4"]);
    expect(rows.map((r) => value(r, "status"))).toEqual(["booked", "uncertain", "invalid"]);
    expect([value(rows[0]!, "price"), value(rows[0]!, "currency"), value(rows[1]!, "price")]).toEqual(["23.50", "EUR", "1800"]);
    expect(value(rows[0]!, "guestName")).toBe("Ana");
    expect(value(rows[0]!, "mobile")).toBe("'+34 600 000 000");
    expect(value(rows[0]!, "guest_link")).toBe("https://guest.example.com/j/abc");
    expect(value(rows[2]!, "problem")).toBe("Write the guest's mobile.");
    expect(header).not.toContain("Asiento");
  });

  it("names the files after the sheet that was uploaded", () => {
    expect(resultsFileName("Congreso Lisboa 2026.xlsx", "xlsx")).toBe("ridedesk-event-results-congreso-lisboa-2026.xlsx");
    expect(resultsFileName("Événement São Paulo.csv", "csv")).toBe("ridedesk-event-results-evenement-sao-paulo.csv");
    expect(resultsFileName(".csv", "csv")).toBe("ridedesk-event-results.csv");
  });
});
