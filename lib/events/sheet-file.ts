import { messageRef } from "@/lib/i18n/message-ref";

/**
 * What a sheet's file may be, checked in the browser as it is chosen and again on the server as
 * it is read. Pure and isomorphic: the upload form imports it without the sheet readers.
 */

/** A sheet of 500 rides in CSV is about 150 KB, an .xlsx less; with the form around it, a request carries at most 1 MB (MAX_PROXIED_BODY_BYTES). */
export const MAX_SHEET_BYTES = 900 * 1024;

/** The file input's `accept`: the two kinds of sheet Ridedesk reads. */
export const SHEET_ACCEPT = ".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv";

/** "xlsx" or "csv" from a file's name, or null for any other file. */
export const sheetExtension = (name: string): "xlsx" | "csv" | null =>
  (/\.(xlsx|csv)$/i.exec(name.trim())?.[1]?.toLowerCase() as "xlsx" | "csv" | undefined) ?? null;

export const sheetTooLarge = messageRef("events.sheet.tooLarge", { mb: Math.round((MAX_SHEET_BYTES / 1024 / 1024) * 10) / 10 });

/** Control characters (NUL and the like): no file system writes them, and a multipart header cannot carry them. */
const CONTROL = /[\u0000-\u001f\u007f]/g;

/** A file's name without control characters, as the upload form sends it: "ev\u0000ent.csv" goes as "event.csv". */
export const cleanFileName = (name: string) => name.replace(CONTROL, "");

/** The file the upload sends: the same bytes, its name without control characters (see cleanFileName). */
export function withCleanName(file: File): File {
  const name = cleanFileName(file.name);
  return name === file.name ? file : new File([file], name, { type: file.type, lastModified: file.lastModified });
}

/** Why a file cannot be an event's sheet (a message reference), or null when it may be read. */
export function sheetFileProblem(file: { name: string; size: number }): string | null {
  if (cleanFileName(file.name) !== file.name) return messageRef("events.sheet.controlInName");
  if (!sheetExtension(file.name)) return messageRef("events.sheet.unknownType", { name: file.name });
  if (file.size === 0) return messageRef("events.sheet.missing");
  if (file.size > MAX_SHEET_BYTES) return sheetTooLarge;
  return null;
}
