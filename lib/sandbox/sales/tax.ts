/**
 * How the sandbox bills a ride in each country it knows: the currency and the tax on passenger
 * transport. Data, not rules: a country is added here and nowhere else. Spain's rides carry 10 % IVA;
 * the others are the sandbox's stand-ins, close to each country's usual rate.
 */
export const SALES_TAX: Record<string, { currency: string; tax_rate: number; tax_type: string }> = {
  ES: { currency: "EUR", tax_rate: 10, tax_type: "iva" },
  PT: { currency: "EUR", tax_rate: 6, tax_type: "iva" },
  CL: { currency: "CLP", tax_rate: 19, tax_type: "iva" },
  PE: { currency: "PEN", tax_rate: 18, tax_type: "igv" },
  MX: { currency: "MXN", tax_rate: 16, tax_type: "iva" },
  CO: { currency: "COP", tax_rate: 19, tax_type: "iva" },
  AR: { currency: "ARS", tax_rate: 21, tax_type: "iva" },
  BR: { currency: "BRL", tax_rate: 5, tax_type: "iss" },
  UY: { currency: "USD", tax_rate: 10, tax_type: "iva" },
};

/** The currencies the sales endpoints accept (provider-api.md §2.10), in the provider's order. */
export const SALE_CURRENCIES = ["EUR", "CLP", "PEN", "MXN", "COP", "USD", "BRL", "ARS"] as const;

/** Currencies whose amounts the ride API gives in whole units rather than cents. */
export const WHOLE_UNIT_CURRENCIES = new Set(["CLP"]);

/** The country of a pickup's time zone, for the zones of the countries above. */
const ZONE_COUNTRY: Record<string, string> = {
  "Europe/Madrid": "ES",
  "Atlantic/Canary": "ES",
  "Africa/Ceuta": "ES",
  "Europe/Lisbon": "PT",
  "Atlantic/Madeira": "PT",
  "America/Santiago": "CL",
  "America/Lima": "PE",
  "America/Mexico_City": "MX",
  "America/Monterrey": "MX",
  "America/Tijuana": "MX",
  "America/Cancun": "MX",
  "America/Bogota": "CO",
  "America/Argentina/Buenos_Aires": "AR",
  "America/Sao_Paulo": "BR",
  "America/Montevideo": "UY",
};

export const countryOfZone = (zone: string): string | undefined => ZONE_COUNTRY[zone];
