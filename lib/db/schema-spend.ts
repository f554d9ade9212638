import { bigint, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { Breach, RuleOverrides, SpendRules } from "@/lib/spend/rules";
import { at, created } from "./columns";
// Only read inside references' callbacks: schema.ts, which re-exports this file, has made them by then.
import { bookings, users } from "./schema";

/** Money in minor units; JavaScript numbers hold them exactly far past any budget (2^53). */
const minor = (name: string) => bigint(name, { mode: "number" });

/** The company's spend rules and how approvals run, one row (id 1); absent until an admin first saves them. */
export const spendPolicy = pgTable("spend_policy", {
  id: integer("id").primaryKey().default(1),
  rules: jsonb("rules").$type<SpendRules>().notNull(),
  updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  updatedAt: at("updated_at").notNull().defaultNow(),
});

/**
 * A label's or a requester's own ride rules, in place of the company's for their rides: a rule
 * present with a value is its own, present as null is not capped for them, absent is the company's.
 */
export const spendRuleOverrides = pgTable(
  "spend_rule_overrides",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    scope: text("scope", { enum: ["label", "requester"] }).notNull(),
    /** The label's slug or the requester's id. */
    subject: text("subject").notNull(),
    rules: jsonb("rules").$type<RuleOverrides>().notNull(),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("spend_rule_overrides_subject").on(t.scope, t.subject)],
);

/**
 * A budget: an amount per period for one label (cost centre) or one requester, in one currency.
 * Rides priced in another currency do not count against it.
 */
export const budgets = pgTable(
  "budgets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    scope: text("scope", { enum: ["label", "requester"] }).notNull(),
    /** The label's slug or the requester's id. */
    subject: text("subject").notNull(),
    period: text("period", { enum: ["month", "week"] }).notNull(),
    amountMinor: minor("amount_minor").notNull(),
    currency: text("currency").notNull(),
    /** What a ride that does not fit does: refused, or waits for an approver's yes. */
    onExceed: text("on_exceed", { enum: ["refuse", "approve"] })
      .notNull()
      .default("refuse"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: created(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("budgets_scope_subject").on(t.scope, t.subject)],
);

/**
 * A budget's running totals for one period. A ride is committed against it in the same statement
 * that checks there is room (a conditional UPDATE), so two bookings at once cannot both take the last of it.
 */
export const budgetPeriods = pgTable(
  "budget_periods",
  {
    budgetId: uuid("budget_id")
      .notNull()
      .references(() => budgets.id, { onDelete: "cascade" }),
    /** The period's first day (YYYY-MM-DD): the 1st of the month, or the week's Monday. */
    periodStart: text("period_start").notNull(),
    /** Estimates of rides booked (or waiting for approval) and not yet ended. */
    committedMinor: minor("committed_minor").notNull().default(0),
    /** Final prices of rides that ended. */
    spentMinor: minor("spent_minor").notNull().default(0),
    /** The highest share (80, 100) its approvers were alerted of: once per period and threshold. */
    alertedPct: integer("alerted_pct").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.budgetId, t.periodStart] })],
);

/** What one ride counts against one budget, and whether that is still an estimate, spent, or given back. */
export const budgetCharges = pgTable(
  "budget_charges",
  {
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    budgetId: uuid("budget_id")
      .notNull()
      .references(() => budgets.id, { onDelete: "cascade" }),
    /** The pickup's date on its own clock (YYYY-MM-DD): a period changed mid-month counts the ride again by it. */
    pickupDate: text("pickup_date").notNull(),
    periodStart: text("period_start").notNull(),
    amountMinor: minor("amount_minor").notNull(),
    state: text("state", { enum: ["committed", "spent", "released"] })
      .notNull()
      .default("committed"),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.budgetId] }), index("budget_charges_budget_period").on(t.budgetId, t.periodStart)],
);

/** Who answers approvals for a label's rides; admins answer every label's. */
export const labelApprovers = pgTable(
  "label_approvers",
  {
    labelSlug: text("label_slug").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.labelSlug, t.userId] })],
);

export const APPROVAL_STATUSES = ["pending", "approved", "declined", "expired", "cancelled"] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** A ride outside the rules, held before the provider is called until a person says yes or no (or its deadline passes). */
export const approvals = pgTable(
  "approvals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .unique()
      .references(() => bookings.id, { onDelete: "cascade" }),
    status: text("status", { enum: APPROVAL_STATUSES }).notNull().default("pending"),
    /** The rules the ride breaks, as checked when it was asked (and again when its price moved). */
    breaches: jsonb("breaches").$type<Breach[]>().notNull(),
    labelSlug: text("label_slug"),
    /** The event the ride was booked from: an event's held rides are asked about, and may be answered, together. */
    eventBatchId: uuid("event_batch_id"),
    requestedBy: uuid("requested_by").references(() => users.id, { onDelete: "set null" }),
    /** The last moment an answer still lets the ride be booked as asked. */
    dueAt: at("due_at").notNull(),
    /** What happens when no one answers in time. */
    fallback: text("fallback", { enum: ["decline", "approve", "cheaper"] }).notNull(),
    priceMinor: minor("price_minor"),
    currency: text("currency"),
    /** When the price was estimated: a yes more than 5 minutes later estimates again before booking. */
    estimatedAt: at("estimated_at").notNull(),
    decidedBy: uuid("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: at("decided_at"),
    note: text("note"),
    createdAt: created(),
  },
  (t) => [
    index("approvals_status_due").on(t.status, t.dueAt),
    index("approvals_label_status").on(t.labelSlug, t.status),
    index("approvals_event_status").on(t.eventBatchId, t.status),
  ],
);

/**
 * What was sent about an approval, once per recipient: each approver's email, the desk's channels,
 * the agent's word of the answer. A retried job sends only what has no sent_at yet.
 */
export const approvalNotices = pgTable(
  "approval_notices",
  {
    approvalId: uuid("approval_id")
      .notNull()
      .references(() => approvals.id, { onDelete: "cascade" }),
    /** "approver:<user id>", "slack", "teams", or "asker:<answer>". */
    target: text("target").notNull(),
    sentAt: at("sent_at"),
    error: text("error"),
    createdAt: created(),
  },
  (t) => [primaryKey({ columns: [t.approvalId, t.target] })],
);
