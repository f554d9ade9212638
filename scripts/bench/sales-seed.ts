import type { createSandbox } from "@/lib/sandbox";
import type { SaleRecord } from "@/lib/sandbox/state";

const REQUESTER = "3c9e1f0a7b2d4e6f8a1b2c3d4e5f6a7b";

/** `n` sales of January 2027 in the sandbox, spread over its days, each for a journey booked elsewhere. */
export function seedSales(sandbox: ReturnType<typeof createSandbox>, n: number) {
  const clientId = sandbox.credentials.clientId;
  for (let i = 0; i < n; i++) {
    const code = `B${i.toString(16).toUpperCase().padStart(11, "0")}`;
    const journeyId = crypto.randomUUID();
    const day = `2027-01-${String(1 + (i % 28)).padStart(2, "0")}`;
    const record: SaleRecord = {
      code,
      client_id: clientId,
      requester_id: REQUESTER,
      journey_id: journeyId,
      seq: i + 1,
      sale: {
        code,
        currency: "EUR",
        invoice_date: day,
        price_details: { total: 900 + (i % 3000), discount: 0, tax_rate: 10, tax_type: "iva" },
        concept: {
          type: "journey",
          type_object: {
            id: journeyId,
            charge_code: `cc-${i % 40}`,
            country: "ES",
            description: "Cabify ride",
            region: "madrid",
            start_at: `${day}T08:00:00.000Z`,
            end_at: `${day}T08:25:00.000Z`,
            pickup: { id: `${journeyId}-0`, loc: [40.4169, -3.7035], name: "Puerta del Sol", contacts: [], hit_at: `${day}T08:00:00.000Z` },
            dropoff: { id: `${journeyId}-1`, loc: [40.4626, -3.689], name: "Castellana 200", contacts: [], hit_at: `${day}T08:25:00.000Z` },
          },
        },
      },
    };
    sandbox.state.sales[code] = record;
  }
}
