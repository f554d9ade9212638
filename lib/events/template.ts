import ExcelJS from "exceljs";
import { Temporal } from "temporal-polyfill";
import { LOCALES, type Locale } from "@/lib/locales";
import { wallTime } from "@/lib/reports/xlsx-cells";
import { CSV_BOM, csvRow } from "@/lib/reports/csv";
import { EVENT_FIELDS, MAX_EVENT_ROWS, MAX_STOPS_BETWEEN, REQUIRED_FIELDS, STOP_FIELDS, type EventField } from "./fields";
import { columnHeader, eventWords, isStop, type EventWords } from "./words";

type Example = Partial<Record<EventField, string>>;

/**
 * Places as a desk in Madrid writes them, which the sandbox's geocoder finds as they are and whose
 * pickups lie in its service area (and a real Photon finds too): they are data, the same in every language.
 */
const STATION = "Estación de Madrid Puerta de Atocha";
const HOTEL = "Meliá Castilla, Calle del Capitán Haya 43, Madrid";
const OFFICE = "Paseo de la Castellana 95, Madrid";
const VENUE = "IFEMA Madrid, Avenida del Partenón 5, Madrid";
const AUDITORIUM = "40.4459, -3.6772";
/** A label the sandbox's company has; a desk writes its own. */
const LABEL = "Events 2026";
/** The examples' first day, this many days ahead: always inside the 60 days a reservation may be made. */
const DAYS_AHEAD = 14;

/** "YYYY-MM-DD HH:MM" on Madrid's clock, `days` after `now`'s date there. */
function madridTime(now: number, days: number, time: string): string {
  const date = Temporal.Instant.fromEpochMilliseconds(now).toZonedDateTimeISO("Europe/Madrid").toPlainDate().add({ days });
  return `${date.toString()} ${time}`;
}

/**
 * A train arrival with its meeting point, a hotel pickup with a stop and a time, and a pickup at
 * coordinates as soon as possible: each row books on the sandbox as it is (Spanish mobiles, the
 * agent's default requester, a label the company has), with times a fortnight ahead.
 */
function examples(t: EventWords, now: number): Example[] {
  const reason = t("template.examples.reason");
  return [
    {
      guestName: t("template.examples.station.guestName"),
      mobile: "+34 612 345 678",
      email: "emma.wilson@example.com",
      language: "en",
      pickup: STATION,
      meetingPoint: t("template.examples.station.meetingPoint"),
      destination: HOTEL,
      pickupTime: madridTime(now, DAYS_AHEAD, "09:30"),
      label: LABEL,
      reason,
      message: t("template.examples.station.message"),
      group: t("template.examples.station.group"),
    },
    {
      guestName: t("template.examples.address.guestName"),
      mobile: "+34 623 456 789",
      language: "es",
      pickup: HOTEL,
      stop1: OFFICE,
      destination: VENUE,
      pickupTime: madridTime(now, DAYS_AHEAD + 1, "08:15"),
      label: LABEL,
      reason,
      message: t("template.examples.address.message"),
      group: t("template.examples.address.group"),
    },
    {
      guestName: t("template.examples.coordinates.guestName"),
      mobile: "+34 634 567 890",
      email: "joao.souza@example.com",
      language: "pt",
      pickup: AUDITORIUM,
      destination: STATION,
      label: LABEL,
      reason,
      message: t("template.examples.coordinates.message"),
      group: t("template.examples.coordinates.group"),
    },
  ];
}

/** The template's rows as text: the header in the reader's language, then the examples. */
export function templateRows(locale: Locale, now = Date.now()): string[][] {
  const t = eventWords(locale);
  return [EVENT_FIELDS.map((field) => columnHeader(field, t)), ...examples(t, now).map((example) => EVENT_FIELDS.map((field) => example[field] ?? ""))];
}

/** The CSV template, for desks that keep their sheets as CSV. */
export const templateCsv = (locale: Locale, now = Date.now()): string => CSV_BOM + templateRows(locale, now).map(csvRow).join("");

export const templateFileName = (locale: Locale, format: "xlsx" | "csv") => `ridedesk-event-template-${locale}.${format}`;

const WIDTHS: Partial<Record<EventField, number>> = {
  guestName: 22,
  mobile: 18,
  email: 28,
  language: 10,
  pickup: 40,
  meetingPoint: 30,
  destination: 44,
  pickupTime: 18,
  requester: 26,
  label: 26,
  reason: 22,
  message: 44,
  group: 26,
};
const REQUIRED_FILL: ExcelJS.Fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FFFFF2CC" } };
const TIME_FORMAT = "yyyy-mm-dd hh:mm";

/**
 * The .xlsx template in the reader's language: the rides sheet (frozen header, required columns
 * shaded, mobiles kept as text, times as date cells, the guest's language from a list) and a
 * second sheet that says how to fill it in.
 */
export async function templateXlsx(locale: Locale, now = Date.now()): Promise<Uint8Array> {
  const t = eventWords(locale);
  const [headers = [], ...rows] = templateRows(locale, now);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(t("template.sheet"), { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = EVENT_FIELDS.map((field, i) => ({
    key: field,
    header: headers[i],
    width: isStop(field) ? 24 : (WIDTHS[field] ?? 16),
    // Typed into a General cell, "+34 612…" would start a formula.
    style: field === "mobile" ? { numFmt: "@" } : field === "pickupTime" ? { numFmt: TIME_FORMAT } : {},
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  for (const field of REQUIRED_FIELDS) header.getCell(field).fill = REQUIRED_FILL;
  for (const row of rows) {
    const added = sheet.addRow(EVENT_FIELDS.map((field, i) => (field === "pickupTime" && row[i] ? wallTime(row[i]) : row[i] || null)));
    added.getCell("pickupTime").numFmt = TIME_FORMAT;
  }
  // One range, not a validation per cell: exceljs merges per-cell ones into overlapping ranges (it sorts "D10" before "D2").
  const language = sheet.getColumn("language").letter;
  (sheet as unknown as { dataValidations: { add(address: string, validation: ExcelJS.DataValidation): void } }).dataValidations.add(
    `${language}2:${language}${MAX_EVENT_ROWS + 1}`,
    {
      type: "list",
      allowBlank: true,
      formulae: [`"${LOCALES.join(",")}"`],
      showErrorMessage: true,
      errorStyle: "stop",
      errorTitle: headers[EVENT_FIELDS.indexOf("language")],
      error: t("template.languageError"),
    },
  );
  addHelpSheet(workbook, t);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

function addHelpSheet(workbook: ExcelJS.Workbook, t: EventWords) {
  const help = workbook.addWorksheet(t("template.help.sheet"));
  help.columns = [{ width: 30 }, { width: 14 }, { width: 90 }];
  const wrap: Partial<ExcelJS.Alignment> = { wrapText: true, vertical: "top" };
  const paragraph = (text: string) => {
    const row = help.addRow([text]);
    help.mergeCells(row.number, 1, row.number, 3);
    row.alignment = wrap;
    // A spreadsheet never fits a merged cell's height to its text: about 120 characters a line.
    row.height = Math.ceil(text.length / 120) * 15 + 3;
  };
  const title = help.addRow([t("template.help.title", { sheet: t("template.sheet") })]);
  title.font = { bold: true, size: 14 };
  paragraph(t("template.help.intro"));
  help.addRow([]);
  help.addRow([t("template.help.column"), t("template.help.required"), t("template.help.whatToWrite")]).font = { bold: true };
  for (const field of EVENT_FIELDS) {
    if (isStop(field) && field !== "stop1") continue;
    const name = isStop(field) ? `${columnHeader("stop1", t)} … ${columnHeader(STOP_FIELDS[MAX_STOPS_BETWEEN - 1]!, t)}` : columnHeader(field, t);
    const text = isStop(field) ? t("template.help.columns.stops", { max: MAX_STOPS_BETWEEN }) : t(`template.help.columns.${field}`);
    const required = REQUIRED_FIELDS.includes(field);
    const row = help.addRow([name, required ? t("template.help.required") : t("template.help.optional"), text]);
    row.alignment = wrap;
    if (required) row.getCell(2).fill = REQUIRED_FILL;
  }
  help.addRow([]);
  paragraph(t("template.help.time"));
  paragraph(t("template.help.limit", { max: MAX_EVENT_ROWS }));
}
