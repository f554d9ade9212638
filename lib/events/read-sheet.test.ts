import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { inEnglish } from "@/lib/i18n/in-english";
import { CSV_BOM, csvRow } from "@/lib/reports/csv";
import { MAX_EVENT_ROWS } from "./fields";
import { delimiterOf, readSheet, type ReadSheet, type SheetFile } from "./read-sheet";

const read = async (file: SheetFile) => {
  const sheet = await readSheet(file);
  if (!sheet.ok) throw new Error(inEnglish(sheet.error)!);
  return sheet;
};
const refusal = async (file: SheetFile) => {
  const sheet: ReadSheet = await readSheet(file);
  return sheet.ok ? "read" : inEnglish(sheet.error);
};
const csv = (text: string, name = "event.csv") => ({ name, bytes: new TextEncoder().encode(text) });

async function xlsx(build: (workbook: ExcelJS.Workbook) => void): Promise<SheetFile> {
  const workbook = new ExcelJS.Workbook();
  build(workbook);
  return { name: "Event.XLSX", bytes: new Uint8Array(await workbook.xlsx.writeBuffer()) };
}

describe("reading an .xlsx", () => {
  it("turns every kind of cell into its text, as the sheet shows it", async () => {
    const file = await xlsx((workbook) => {
      workbook.addWorksheet("Empty");
      const sheet = workbook.addWorksheet("Rides");
      sheet.addRow(["Guest name", "Mobile", "Pickup", "Pickup time", "Label", "Message to the driver", "Group"]);
      const row = sheet.addRow([
        { richText: [{ text: "Ana " }, { font: { bold: true }, text: "García" }] },
        34612345678,
        40.4168,
        new Date(Date.UTC(2026, 11, 1, 9, 30)),
        { formula: 'CONCATENATE("EVT","-",2026)', result: "EVT-2026" },
        { text: "See the map", hyperlink: "https://maps.example.com/x" },
        true,
      ]);
      row.getCell(4).numFmt = "dd/mm/yyyy hh:mm";
      sheet.addRow([]);
      const second = sheet.addRow([
        "Bea",
        "+34 600 000 000",
        "Sol",
        new Date(Date.UTC(2026, 11, 2)),
        { formula: "1/3", result: 1 / 3 },
        null,
        { formula: "DATE(2026,12,3)", result: new Date(Date.UTC(2026, 11, 3, 7, 5)) },
      ]);
      second.getCell(4).numFmt = "dd/mm/yyyy";
      second.getCell(7).numFmt = "yyyy-mm-dd hh:mm";
      const third = sheet.addRow(["Caio", "", "Atocha", new Date(Date.UTC(1899, 11, 30, 18, 45, 0, 999))]);
      third.getCell(4).numFmt = "hh:mm";
    });
    const sheet = await read(file);
    expect(sheet.headers).toEqual(["Guest name", "Mobile", "Pickup", "Pickup time", "Label", "Message to the driver", "Group"]);
    expect(sheet.rows).toEqual([
      ["Ana García", "34612345678", "40.4168", "2026-12-01 09:30", "EVT-2026", "See the map", "TRUE"],
      ["Bea", "+34 600 000 000", "Sol", "2026-12-02", String(1 / 3), "", "2026-12-03 07:05"],
      ["Caio", "", "Atocha", "18:45", "", "", ""],
    ]);
    // The empty row 3 is skipped and the numbers stay the sheet's.
    expect(sheet.rowNumbers).toEqual([2, 4, 5]);
  });

  it("reads a date cell as the sheet's wall-clock time whatever the server's zone", async () => {
    const file = await xlsx((workbook) => {
      const sheet = workbook.addWorksheet("Rides");
      sheet.addRow(["Pickup time"]);
      sheet.addRow([new Date(Date.UTC(2026, 2, 29, 2, 30))]).getCell(1).numFmt = "yyyy-mm-dd hh:mm";
    });
    expect((await read(file)).rows).toEqual([["2026-03-29 02:30"]]);
  });

  it("skips hidden sheets and starts at the first row with anything in it", async () => {
    const file = await xlsx((workbook) => {
      workbook.addWorksheet("Notes", { state: "hidden" }).addRow(["Nothing to book"]);
      const sheet = workbook.addWorksheet("Rides");
      sheet.getCell("B3").value = "Name";
      sheet.getCell("C3").value = "Mobile";
      sheet.getCell("B4").value = "Ana";
      sheet.getCell("E4").value = "extra";
    });
    const sheet = await read(file);
    expect(sheet).toMatchObject({ headers: ["", "Name", "Mobile", "", ""], rows: [["", "Ana", "", "", "extra"]], rowNumbers: [4] });
  });

  it("refuses a file that is not an .xlsx inside, and a workbook with nothing in it", async () => {
    expect(await refusal({ name: "event.xlsx", bytes: new TextEncoder().encode("name,mobile\nAna,1") })).toMatch(/cannot be read/);
    expect(await refusal(await xlsx((workbook) => workbook.addWorksheet("Rides")))).toMatch(/sheet is empty/);
  });
});

describe("reading a CSV", () => {
  it("takes semicolons and a byte order mark, as Excel writes them in Spain", async () => {
    const sheet = await read(csv('\uFEFFNombre;Teléfono;Origen\r\n"García; Ana";+34 600 000 000;"Calle Mayor, 1"\r\n'));
    expect(sheet.headers).toEqual(["Nombre", "Teléfono", "Origen"]);
    expect(sheet.rows).toEqual([["García; Ana", "+34 600 000 000", "Calle Mayor, 1"]]);
  });

  it("reads Latin-1 when the bytes are not UTF-8", async () => {
    const bytes = Uint8Array.from(Buffer.from("Nombre;Teléfono;Dirección\nJosé Muñoz;600;Plaza de España\n", "latin1"));
    const sheet = await read({ name: "evento.csv", bytes: bytes.buffer });
    expect(sheet.headers).toEqual(["Nombre", "Teléfono", "Dirección"]);
    expect(sheet.rows).toEqual([["José Muñoz", "600", "Plaza de España"]]);
  });

  it("reads Latin-1 saved with a UTF-8 byte order mark, the mark dropped", async () => {
    const bytes = Uint8Array.from([0xef, 0xbb, 0xbf, ...Buffer.from('"Guest name";Dirección\nJosé;Plaza de España\n', "latin1")]);
    const sheet = await read({ name: "evento.csv", bytes });
    expect(sheet.headers).toEqual(["Guest name", "Dirección"]);
    expect(sheet.rows).toEqual([["José", "Plaza de España"]]);
  });

  it("reads Excel's Unicode text: UTF-16 with tabs", async () => {
    const text = "Nome\tCelular\r\nJoão\t+55 11 91234 5678\r\n";
    const bytes = new Uint8Array([0xff, 0xfe, ...Buffer.from(text, "utf16le")]);
    expect((await read({ name: "evento.csv", bytes })).rows).toEqual([["João", "+55 11 91234 5678"]]);
  });

  it("keeps the sheet's row numbers past empty rows and line breaks inside a cell, and drops the apostrophe that guards a formula", async () => {
    const sheet = await read(csv('\n"Name",Mobile,Message\nAna,"\'+34 600 000 000","Line one\nline two"\n,,\n  , \nBea,600,x\n'));
    expect(sheet.rowNumbers).toEqual([3, 6]);
    expect(sheet.rows[0]).toEqual(["Ana", "+34 600 000 000", "Line one\nline two"]);
  });

  it("reads back what the desk's CSV writer guarded, coordinates and all", async () => {
    const values = ["40.4168, -3.7038", "=SUM(1)", "x;=cmd", "Plain, text", "@home"];
    const sheet = await read(csv(`${CSV_BOM}${csvRow(["Pickup", "A", "B", "C", "D"])}${csvRow(values)}`));
    expect(sheet.rows).toEqual([values]);
  });

  it("pads short rows and keeps long ones to the widest column with data", async () => {
    const sheet = await read(csv("Name,Mobile\nAna\nBea,600,extra,,\n"));
    expect(sheet.headers).toEqual(["Name", "Mobile", ""]);
    expect(sheet.rows).toEqual([
      ["Ana", "", ""],
      ["Bea", "600", "extra"],
    ]);
  });
});

describe("what a sheet may not be", () => {
  it("holds at most 500 rides", async () => {
    const rows = (n: number) => `Name\n${Array.from({ length: n }, (_, i) => `Guest ${i}`).join("\n")}\n`;
    expect((await read(csv(rows(MAX_EVENT_ROWS)))).rows).toHaveLength(MAX_EVENT_ROWS);
    expect(await refusal(csv(rows(MAX_EVENT_ROWS + 1)))).toBe(
      "This sheet has more than 500 rides; an event holds at most 500. Split the rides into several sheets.",
    );
  });

  it("is an .xlsx or a .csv of at most 0.9 MB, with a header row", async () => {
    expect(await refusal(csv("a,b", "event.xls"))).toBe("“event.xls” is not a sheet Ridedesk can read. Upload an .xlsx or a .csv file.");
    expect(await refusal({ name: "big.csv", bytes: new Uint8Array(900 * 1024 + 1) })).toBe(
      "The file is larger than 0.9 MB. Split the rides into smaller sheets.",
    );
    expect(await refusal(csv(""))).toMatch(/sheet is empty/);
    expect(await refusal(csv(" \n,,\n"))).toMatch(/sheet is empty/);
  });

  it("holds no NUL character, which cannot be stored: its row is named", async () => {
    expect(await refusal(csv("Name,Mobile\nAna,600\nBea\u0000,601\n"))).toBe(
      "Row 3 holds an invisible NUL character (\\u0000), which cannot be stored. Remove it in the sheet and upload it again.",
    );
    expect(await refusal(csv("Na\u0000me,Mobile\nAna,600\n"))).toMatch(/^Row 1 holds an invisible NUL/);
  });

  it("has at most 100 columns", async () => {
    expect(await refusal(csv(`${Array.from({ length: 101 }, (_, i) => `c${i}`).join(",")}\n`))).toMatch(/more than 100 columns/);
  });
});

describe("the separator", () => {
  it("is the one the header row uses most, quotes aside", () => {
    expect(delimiterOf("Name;Mobile\nAna;600\n\n")).toBe(";");
    expect(delimiterOf('\n"Name; full",Mobile,Pickup\n')).toBe(",");
    expect(delimiterOf("Name\tMobile\n")).toBe("\t");
    expect(delimiterOf("Name\n")).toBe(",");
  });
});
