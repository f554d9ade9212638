import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { at, created } from "./columns";
// Only read inside references' callbacks: schema.ts, which re-exports this file, has made them by then.
import { bookings } from "./schema";

/** Money in minor units of its currency (whole units for CLP, which has none): exact in JavaScript numbers far past any invoice. */
const minor = (name: string) => bigint(name, { mode: "number" });

/** A stop of a sale as the provider described it: where, and the words it gave the place. */
export type SalePlace = { loc: [number, number] | null; name: string | null; addr: string | null };

/**
 * The provider's sales: what it invoiced, tax included, one row per sale code, rectifications too
 * (a rectification is a sale of its own that names the one it corrects). Read again and again, a
 * sale is updated in place, never counted twice.
 */
export const sales = pgTable(
  "sales",
  {
    code: text("code").primaryKey(),
    /** The concept: "journey", "rectification", or a kind the provider added later, kept as it came. */
    kind: text("kind").notNull(),
    /** The invoice's day, YYYY-MM-DD. */
    invoiceDate: text("invoice_date").notNull(),
    currency: text("currency").notNull(),
    /** The total with tax (negative in a refund or a downward rectification). */
    totalMinor: minor("total_minor").notNull(),
    discountMinor: minor("discount_minor").notNull().default(0),
    /** Percent, a whole number (10 for Spain's IVA on rides). */
    taxRate: integer("tax_rate").notNull(),
    taxType: text("tax_type").notNull(),
    /** Derived from the total and the rate (lib/sales/tax.ts says how it is rounded); net = total − tax. */
    taxMinor: minor("tax_minor").notNull(),
    netMinor: minor("net_minor").notNull(),
    /** The label the ride was charged to, as the provider had it. */
    chargeCode: text("charge_code"),
    country: text("country"),
    region: text("region"),
    description: text("description"),
    startAt: at("start_at"),
    endAt: at("end_at"),
    pickup: jsonb("pickup").$type<SalePlace | null>(),
    dropoff: jsonb("dropoff").$type<SalePlace | null>(),
    /** The provider's journey; a rectification's is the corrected sale's, once that one is known. */
    journeyId: text("journey_id"),
    /** Whose sale it is, when known: the booking's requester, or the user whose sales it was read among. */
    requesterId: text("requester_id"),
    /** The code of the sale a rectification corrects; it may arrive before that sale does. */
    rectifiesCode: text("rectifies_code"),
    /** The ride booked here that the sale bills; null: booked outside Ridedesk (or not matched yet). */
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "set null" }),
    /** The sale as last received, for receipts and for support. */
    received: jsonb("received").$type<Record<string, unknown>>().notNull(),
    firstSeenAt: created(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("sales_journey").on(t.journeyId),
    index("sales_booking").on(t.bookingId),
    index("sales_rectifies").on(t.rectifiesCode),
    index("sales_invoice_date").on(t.invoiceDate, t.currency),
  ],
);

/**
 * Where the daily sweep of one month's sales in one currency stands: the page to read next, so a
 * sweep cut off (a provider failure, a restart) resumes there instead of starting over.
 */
export const salesSweeps = pgTable(
  "sales_sweeps",
  {
    /** The month swept, YYYY-MM. */
    period: text("period").notNull(),
    currency: text("currency").notNull(),
    /** The day (YYYY-MM-DD, UTC) the current pass began. */
    passDate: text("pass_date").notNull(),
    nextPage: integer("next_page").notNull().default(1),
    done: boolean("done").notNull().default(false),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.period, t.currency] })],
);
