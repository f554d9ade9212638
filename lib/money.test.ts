import { describe, expect, it } from "vitest";
import { currencyDigits, decimalToMinor, formatMoney, minorToDecimal } from "./money";

describe("amounts in minor units", () => {
  it("know each currency's decimals", () => {
    expect(currencyDigits("EUR")).toBe(2);
    expect(currencyDigits("eur")).toBe(2);
    expect(currencyDigits("JPY")).toBe(0);
    expect(currencyDigits("CLP")).toBe(0);
    expect(currencyDigits("KWD")).toBe(3);
    expect(currencyDigits("XXQ")).toBe(2);
  });

  it("become plain decimals, exactly", () => {
    expect(minorToDecimal(1234, "EUR")).toBe("12.34");
    expect(minorToDecimal(630, "EUR")).toBe("6.30");
    expect(minorToDecimal(5, "EUR")).toBe("0.05");
    expect(minorToDecimal(0, "EUR")).toBe("0.00");
    expect(minorToDecimal(-5, "EUR")).toBe("-0.05");
    expect(minorToDecimal(-123456, "EUR")).toBe("-1234.56");
    expect(minorToDecimal(500, "JPY")).toBe("500");
    expect(minorToDecimal(12345, "KWD")).toBe("12.345");
    expect(minorToDecimal(123456789012, "EUR")).toBe("1234567890.12");
  });

  it("read for people in their locale", () => {
    expect(formatMoney(1234, "EUR", "en-GB")).toBe("€12.34");
    expect(formatMoney(500, "JPY", "en-GB")).toBe("JP¥500");
    expect(formatMoney(1265, "EUR")).toBe("€12.65");
    expect(formatMoney(1265, "EUR", "es-ES").replace(/\s/g, " ")).toBe("12,65 €");
    expect(formatMoney(4500, "CLP", "es-CL")).toMatch(/4\.500/);
  });

  it("show a currency the runtime cannot write with its code, and never throw", () => {
    expect(formatMoney(1234, "EURO", "en-GB")).toBe("12.34 EURO");
    expect(formatMoney(1234, "XTS", "en-GB").replace(/\s/g, " ")).toBe("XTS 12.34");
  });
});

describe("decimalToMinor", () => {
  it("reads a typed amount exactly, with a point or a comma, in the currency's decimals", () => {
    expect(decimalToMinor("12.34", "EUR")).toEqual({ ok: true, minor: 1234 });
    expect(decimalToMinor(" 12,5 ", "EUR")).toEqual({ ok: true, minor: 1250 });
    expect(decimalToMinor("0.1", "EUR")).toEqual({ ok: true, minor: 10 });
    expect(decimalToMinor(".5", "EUR")).toEqual({ ok: true, minor: 50 });
    expect(decimalToMinor("7.", "EUR")).toEqual({ ok: true, minor: 700 });
    expect(decimalToMinor("1500", "JPY")).toEqual({ ok: true, minor: 1500 });
    expect(decimalToMinor("1.500", "KWD")).toEqual({ ok: true, minor: 1500 });
    expect(decimalToMinor("10.50", "JPY")).toEqual({ ok: false, problem: "tooManyDecimals" });
    expect(decimalToMinor("10.00", "JPY")).toEqual({ ok: true, minor: 10 });
  });

  it("refuses what is not an amount, below zero, or finer than the currency's smallest unit", () => {
    for (const text of ["", ".", "abc", "1e3", "1.000,00", "1 000", "12.3.4", "Infinity", "0x10", "9".repeat(16)])
      expect(decimalToMinor(text, "EUR"), text).toEqual({ ok: false, problem: "notNumber" });
    expect(decimalToMinor("-5", "EUR")).toEqual({ ok: false, problem: "negative" });
    expect(decimalToMinor("1.001", "EUR")).toEqual({ ok: false, problem: "tooManyDecimals" });
  });
});
