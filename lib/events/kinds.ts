/** An event's states and rules, defined once for the database, the jobs and the page. Pure and isomorphic. */

/**
 * checking: its sheet is being checked; pricing: its rows are being estimated; draft: checked and
 * priced, waiting for the agent to confirm; booking: confirmed, rows being booked; done: every row has its outcome.
 */
export const EVENT_BATCH_STATUSES = ["checking", "pricing", "draft", "booking", "done"] as const;
export type EventBatchStatus = (typeof EVENT_BATCH_STATUSES)[number];

/**
 * A row's life:
 * - invalid: a cell is wrong; needs_choice: a place named more than one, the agent picks;
 * - ready: checked, not priced yet; priced: its product and price are chosen; unpriced: the provider gave no price;
 * - queued: confirmed, waiting for its job; booking: its job is booking it;
 * - booked, refused (in the provider's words), uncertain (no answer: it may exist);
 * - waiting_price: its fresh price rose past the tolerance, the agent decides; cancelled: taken out by the agent;
 * - waiting_approval, declined: its ride is held for an approver's yes, or was declined (shown from the ride's
 *   own state: the row itself records it as booked, its ride recorded).
 */
export const EVENT_ROW_STATUSES = [
  "invalid",
  "needs_choice",
  "ready",
  "priced",
  "unpriced",
  "queued",
  "booking",
  "booked",
  "refused",
  "uncertain",
  "waiting_price",
  "cancelled",
  "waiting_approval",
  "declined",
] as const;
export type EventRowStatus = (typeof EVENT_ROW_STATUSES)[number];

/** Rows whose booking has begun or ended: a new sheet never changes them. */
export const SETTLED_ROW_STATUSES: readonly EventRowStatus[] = ["queued", "booking", "booked", "refused", "uncertain", "waiting_price", "cancelled"];

/** Rows not booked yet (nor being booked this moment): what "cancel the rows not booked yet" takes out. */
export const UNBOOKED_ROW_STATUSES: readonly EventRowStatus[] = ["invalid", "needs_choice", "ready", "priced", "unpriced", "queued", "waiting_price"];

/** How a row's product is chosen from its estimate: the cheapest, the soonest driver, or one the agent names. */
export const PRODUCT_RULES = ["cheapest", "fastest", "named"] as const;
export type ProductRule = (typeof PRODUCT_RULES)[number];

export type RowEstimate = {
  /** Every product the estimate offered, so a change of rule picks again without asking the provider. */
  products: { id: string; name: string; price: { amount: number; currency: string } | null; eta: string | null }[];
  productId: string;
  productName: string;
  price: { amount: number; currency: string } | null;
  /** Minutes to pickup the provider said ("6 min"), when it said. */
  etaMinutes: number | null;
  /** When it was estimated, ms since the epoch; it is made again past five minutes. */
  createdAt: number;
};

/** A sheet waiting for its check: its headers, its rows as text, and which column is which. */
export type PendingSheet = { headers: string[]; rows: { rowNumber: number; cells: string[] }[]; mapping: (string | null)[] };

/** How far a batch's check or pricing has gone. */
export type BatchProgress = { done: number; total: number };

/**
 * The ride a row repeats (same guest, same time, same stops), already booked or waiting: a row of
 * another event, or a ride booked one by one. Such a row is left out of a confirm unless the agent keeps it.
 */
export type SameRide =
  { kind: "event"; batchId: string; eventName: string; rowNumber: number | null } | { kind: "booking"; bookingId: string; eventName: string | null };
