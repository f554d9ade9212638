/** Money is written once, for every feature (lib/money.ts); reports read it from there. */
export { currencyDigits, formatMoney, minorToDecimal } from "@/lib/money";
