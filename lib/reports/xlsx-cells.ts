import { currencyDigits } from "@/lib/money";

/** What spreadsheet cells hold, shared by every workbook the desk writes. Isomorphic and pure. */

/** "2026-11-01 00:30:00" or "2026-10-31T23:30:00Z" as a date whose UTC fields are that wall time, as spreadsheets keep times. */
export function wallTime(text: string): Date {
  const [date = "", time = "00:00:00"] = text.replace("Z", "").split(/[ T]/);
  const [y, m, d] = date.split("-").map(Number);
  const [h, mi, s] = time.split(":").map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!, h ?? 0, mi ?? 0, s ?? 0));
}

/** A number format that shows an amount with its currency's decimals and code, in any spreadsheet's language. */
export const amountFormat = (currency: string) => {
  const digits = currencyDigits(currency);
  return `#,##0${digits > 0 ? `.${"0".repeat(digits)}` : ""} "${currency.replace(/"/g, "")}"`;
};
