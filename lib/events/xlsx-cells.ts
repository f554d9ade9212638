/**
 * A worksheet cell's stored value as the text the sheet shows: numbers as written, booleans as
 * TRUE/FALSE, errors as their code, and numbers in a date or time format as "YYYY-MM-DD HH:mm",
 * "YYYY-MM-DD" or "HH:mm". Pure.
 */

/** The value of a `<c>` as stored: its type (`t`), the `<v>` text, or its inline string. */
export type StoredCell = { type: string; value: string; inline: string; format: string };

/** Days from Excel's epoch (1899-12-30, or 1904-01-01) to 1970-01-01. */
const EPOCH_DAYS = { 1900: 25569, 1904: 24107 } as const;

export function storedCellText(cell: StoredCell, date1904: boolean): string {
  switch (cell.type) {
    case "inlineStr":
      return cell.inline;
    case "str":
    case "e":
      return cell.value;
    case "b":
      return cell.value === "1" || cell.value === "true" ? "TRUE" : "FALSE";
    case "d":
      return dateText(
        new Date(cell.value.endsWith("Z") || /[+-]\d\d:\d\d$/.test(cell.value) ? cell.value : `${cell.value}Z`),
        cell.format || "yyyy-mm-dd hh:mm",
      );
    default: {
      if (cell.value.trim() === "") return "";
      const number = Number(cell.value);
      if (!Number.isFinite(number)) return "";
      if (!isDateFormat(cell.format)) return String(number);
      return dateText(new Date(Math.round((number - EPOCH_DAYS[date1904 ? 1904 : 1900]) * 86_400_000)), cell.format);
    }
  }
}

/** A format's code without its quoted text, bracketed parts ([Red], [$-409], [h]) and escaped characters. */
const bare = (format: string) => format.replace(/"[^"]*"|\[[^\]]*\]|\\./g, "").toLowerCase();

/** Whether a number format shows a date or a time: it has day, month, year, hour or second fields. */
export function isDateFormat(format: string): boolean {
  const code = bare(format);
  return code !== "general" && /[dmyhs]/.test(code);
}

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * A date cell as its wall-clock time (the sheet stores no zone, so UTC getters give what it shows).
 * The format says whether it holds a date, a time or both: a day without a time stays a day, so a
 * missing pickup time is not read as midnight.
 */
export function dateText(value: Date, format = ""): string {
  if (Number.isNaN(value.getTime())) return "";
  // A serial number's fraction of a day comes back a millisecond off at times.
  const at = new Date(Math.round(value.getTime() / 60_000) * 60_000);
  const day = `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;
  const time = `${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}`;
  const code = bare(format);
  const showsDay = code ? /[dy]/.test(code) : at.getUTCFullYear() > 1900;
  const showsTime = code ? /[hs]/.test(code) : true;
  if (showsDay && !showsTime) return day;
  if (showsTime && !showsDay) return time;
  return `${day} ${time}`;
}

/** A cell reference's column as a number from 1 ("A1" is 1, "AB7" is 28); null for a malformed reference. */
export function columnOf(reference: string): number | null {
  const letters = /^([A-Z]{1,3})\d*$/i.exec(reference)?.[1];
  if (!letters) return null;
  return [...letters.toUpperCase()].reduce((n, letter) => n * 26 + letter.charCodeAt(0) - 64, 0);
}
