/** Amounts as the provider sends them, in integer minor units of their currency. Isomorphic and pure. */

const digitsCache = new Map<string, number>();

/** How many decimals a currency has (EUR 2, JPY 0, KWD 3), by ISO 4217 as the runtime knows it. */
export function currencyDigits(currency: string): number {
  const code = currency.toUpperCase();
  let digits = digitsCache.get(code);
  if (digits === undefined) {
    try {
      digits = new Intl.NumberFormat("en", { style: "currency", currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      digits = 2; // an unknown code: the common case
    }
    digitsCache.set(code, digits);
  }
  return digits;
}

/**
 * Minor units as a plain decimal ("1234" EUR → "12.34", "-5" → "-0.05", JPY 500 → "500"), with
 * integer arithmetic so no float rounding creeps in, and no grouping so spreadsheets read a number.
 */
export function minorToDecimal(amount: number, currency: string): string {
  const digits = currencyDigits(currency);
  const whole = Math.trunc(amount);
  if (digits === 0) return String(whole);
  const sign = whole < 0 ? "-" : "";
  const text = String(Math.abs(whole)).padStart(digits + 1, "0");
  return `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/**
 * An amount for people, in their locale's way of writing money. A currency the runtime does not
 * know is shown with its code ("12.34 XTS"), never refused: a price must not break the page.
 */
export function formatMoney(amount: number, currency: string, locale = "en-GB"): string {
  const digits = currencyDigits(currency);
  try {
    return new Intl.NumberFormat(locale, { style: "currency", currency }).format(amount / 10 ** digits);
  } catch {
    return `${minorToDecimal(amount, currency)} ${currency}`;
  }
}

/** Why a typed amount is not one: not a number, below zero, or finer than the currency's smallest unit. */
export type DecimalProblem = "notNumber" | "negative" | "tooManyDecimals";

/**
 * An amount a person typed ("12.5", "12,50", "1500") in minor units of its currency, by string
 * arithmetic so "0.1" + "0.2" never drifts. A comma or a point separates the decimals; grouping is
 * refused, since "1.500" means 1.5 to some readers and 1500 to others.
 */
export function decimalToMinor(text: string, currency: string): { ok: true; minor: number } | { ok: false; problem: DecimalProblem } {
  const m = /^([+-]?)(\d*)(?:[.,](\d*))?$/.exec(text.trim());
  if (!m || (m[2] === "" && !m[3])) return { ok: false, problem: "notNumber" };
  const [, sign, whole, fraction = ""] = m;
  const digits = currencyDigits(currency);
  const significant = fraction.replace(/0+$/, "");
  if (significant.length > digits) return { ok: false, problem: "tooManyDecimals" };
  // Past 15 digits a number is no longer exact; no amount anyone means is that long.
  if (whole!.replace(/^0+/, "").length > 15) return { ok: false, problem: "notNumber" };
  const minor = Number(whole || "0") * 10 ** digits + Number(significant.padEnd(digits, "0") || "0");
  if (sign === "-" && minor !== 0) return { ok: false, problem: "negative" };
  return { ok: true, minor };
}
