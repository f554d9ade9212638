/** A ride's invoice as its page shows it: what the provider's sales say it cost. Pure and isomorphic. */

export type InvoiceLine = {
  code: string;
  invoiceDate: string;
  currency: string;
  totalMinor: number;
  taxMinor: number;
  taxRate: number;
  taxType: string;
  /** The sale this one corrects; null for the ride's own sale. */
  rectifiesCode: string | null;
};

export type RideInvoice = {
  /** The sales and their corrections, oldest invoice first. */
  lines: InvoiceLine[];
  /** Their sum per currency: what the ride was invoiced, tax included, and the tax in it. */
  totals: { currency: string; totalMinor: number; taxMinor: number }[];
};

export const NO_INVOICE: RideInvoice = { lines: [], totals: [] };
