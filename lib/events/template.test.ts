import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { LOCALES } from "@/lib/locales";
import { applyMapping, matchColumns } from "./columns";
import { EVENT_FIELDS } from "./fields";
import { readSheet } from "./read-sheet";
import { templateCsv, templateFileName, templateRows, templateXlsx } from "./template";

async function readBack(name: string, bytes: Uint8Array) {
  const sheet = await readSheet({ name, bytes });
  if (!sheet.ok) throw new Error(sheet.error);
  const match = matchColumns(sheet.headers);
  return { sheet, match, rows: applyMapping(sheet.rows, match.mapping, sheet.rowNumbers) };
}

/** The examples' times are a fortnight after the day the template is downloaded: on 17 November, 1 and 2 December. */
const NOW = Date.UTC(2026, 10, 17, 12);

describe.each(LOCALES)("the %s template", (locale) => {
  it("reads back with every column matched and its examples intact, as .xlsx and as CSV", async () => {
    const xlsx = await readBack(templateFileName(locale, "xlsx"), await templateXlsx(locale, NOW));
    const csv = await readBack(templateFileName(locale, "csv"), new TextEncoder().encode(templateCsv(locale, NOW)));
    for (const { match, rows } of [xlsx, csv]) {
      expect(match).toEqual({ mapping: [...EVENT_FIELDS], unmatched: [], duplicates: [], missingRequired: [] });
      expect(rows.map((r) => r.rowNumber)).toEqual([2, 3, 4]);
      const [station, address, coordinates] = rows.map((r) => r.cells);
      expect(station).toMatchObject({
        mobile: "+34 612 345 678",
        language: "en",
        pickup: "Estación de Madrid Puerta de Atocha",
        pickupTime: "2026-12-01 09:30",
        label: "Events 2026",
      });
      expect(station!.meetingPoint).toMatch(/Larga Distancia|Long-distance/);
      expect(station!.requester).toBeUndefined();
      expect(address).toMatchObject({ mobile: "+34 623 456 789", stop1: "Paseo de la Castellana 95, Madrid", pickupTime: "2026-12-02 08:15" });
      expect(coordinates).toMatchObject({ pickup: "40.4459, -3.6772", language: "pt" });
      expect(coordinates!.pickupTime).toBeUndefined();
      for (const row of rows) expect(row.cells.group).toBeTruthy();
    }
    expect(csv.sheet.rows).toEqual(xlsx.sheet.rows);
  });

  it("freezes the header, keeps mobiles as text, offers the three languages and explains each column", async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await templateXlsx(locale, NOW)) as unknown as Parameters<typeof workbook.xlsx.load>[0]);
    const [rides, help] = workbook.worksheets;
    expect(rides!.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    expect(rides!.getRow(1).getCell(1).font.bold).toBe(true);
    const column = (field: (typeof EVENT_FIELDS)[number]) => EVENT_FIELDS.indexOf(field) + 1;
    expect(rides!.getColumn(column("pickup")).width).toBe(40);
    expect(rides!.getCell(2, column("mobile")).numFmt).toBe("@");
    const time = rides!.getCell(2, column("pickupTime"));
    expect(time.value).toEqual(new Date(Date.UTC(2026, 11, 1, 9, 30)));
    for (const row of [2, 501]) expect(rides!.getCell(row, column("language")).dataValidation).toMatchObject({ type: "list", formulae: ['"en,es,pt"'] });
    expect(rides!.getCell(502, column("language")).dataValidation).toBeUndefined();

    const text = help!
      .getSheetValues()
      .flat()
      .filter((v): v is string => typeof v === "string");
    expect(help!.name).toBe({ en: "How to fill it in", es: "Cómo rellenarla", pt: "Como preencher" }[locale]);
    // A line per column (the stops share one), with whether it is required.
    expect(help!.rowCount).toBeGreaterThanOrEqual(4 + EVENT_FIELDS.length - 12 + 3);
    expect(text.some((v) => v.includes("500"))).toBe(true);
    expect(text.some((v) => v.includes("13"))).toBe(true);
    expect(text.some((v) => v.includes("2026-12-01 09:30"))).toBe(true);
  });
});

describe("the template's words", () => {
  it("are the reader's: Spanish for Spain, Portuguese for Brazil", () => {
    expect(templateRows("es")[0]!.slice(0, 7)).toEqual([
      "Nombre del invitado",
      "Móvil",
      "Correo electrónico",
      "Idioma",
      "Recogida",
      "Punto de encuentro",
      "Parada 1",
    ]);
    expect(templateRows("pt")[0]).toContain("Horário de embarque");
    expect(templateRows("en")[0]).toContain("Message to the driver");
  });
});
