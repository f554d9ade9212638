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

/**
 * A sale that fits an uncertain booking (same requester, a pickup near the booking's, a start close to
 * its pickup time) and no booking here accounts for: evidence the ride was booked after all. Only
 * evidence: a person still decides, and links the journey it names.
 */
export type SaleEvidence = {
  code: string;
  journeyId: string;
  /** When the ride began, ISO 8601. */
  startAt: string;
  /** The pickup as the provider named it; null when it gave no words. */
  place: string | null;
  currency: string;
  totalMinor: number;
};
