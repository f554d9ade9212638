import type { Sale } from "@/lib/provider/sales-schemas";

/** Sales as the provider's client gives them, for tests of what we do with them. */

let next = 0;
export const saleCode = () => `T${String(++next).padStart(6, "0")}${Math.random().toString(16).slice(2, 7).toUpperCase()}`;

export function journeySale(
  journeyId: string,
  over: { code?: string; total?: number; currency?: string; invoiceDate?: string; taxRate?: number; chargeCode?: string } = {},
): Sale {
  return {
    code: over.code ?? saleCode(),
    currency: over.currency ?? "EUR",
    invoice_date: over.invoiceDate ?? "2027-01-12",
    price_details: { total: over.total ?? 1234, discount: 0, tax_rate: over.taxRate ?? 10, tax_type: "iva" },
    concept: {
      type: "journey",
      type_object: {
        id: journeyId,
        charge_code: over.chargeCode ?? "sales-emea",
        country: "ES",
        description: "Cabify ride",
        region: "madrid",
        start_at: "2027-01-12T17:06:00.000Z",
        end_at: "2027-01-12T17:31:00.000Z",
        pickup: { id: `${journeyId}-0`, loc: [40.4169, -3.7035], name: "Puerta del Sol", addr: "Puerta del Sol, 1" },
        dropoff: { id: `${journeyId}-1`, loc: [40.4153, -3.6845], name: "Retiro", addr: null },
      },
    },
  };
}

export function rectificationOf(code: string, total: number, over: { code?: string; invoiceDate?: string; currency?: string; taxRate?: number } = {}): Sale {
  return {
    code: over.code ?? saleCode(),
    currency: over.currency ?? "EUR",
    invoice_date: over.invoiceDate ?? "2027-01-14",
    price_details: { total, discount: 0, tax_rate: over.taxRate ?? 10, tax_type: "iva" },
    concept: { type: "rectification", type_object: { description: "Detour refunded", rectified_sale_id: code } },
  };
}
