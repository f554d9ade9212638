import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { BatchProgress, EventBatchStatus, EventRowStatus, PendingSheet, ProductRule, RowEstimate, SameRide } from "@/lib/events/kinds";
import { at, created } from "./columns";
// Only read inside references' callbacks: schema.ts, which re-exports this file, has made them by then.
import { bookings, users } from "./schema";

/**
 * An event's rides, booked from one spreadsheet: the agent who uploaded it, how each row's product is
 * chosen, and how far booking has gone. A corrected sheet is uploaded into the same batch.
 */
export const eventBatches = pgTable(
  "event_batches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    /** draft: checked and priced, not confirmed; booking: confirmed, rows being booked; done: every row has its outcome. */
    status: text("status").$type<EventBatchStatus>().notNull().default("checking"),
    /** The last sheet uploaded (its text and which column is which): checked again after each pick of a place. */
    sheet: jsonb("sheet").$type<PendingSheet | null>(),
    /** The agent's picks where a cell named several places, by the cell's text: one pick serves every row that typed it. */
    picks: jsonb("picks").$type<Record<string, unknown>>().notNull().default({}),
    /** How far checking or pricing has gone. */
    progress: jsonb("progress").$type<BatchProgress | null>(),
    productRule: text("product_rule").$type<ProductRule>().notNull().default("cheapest"),
    /** The product a "named" rule asks for, as the provider names it. */
    productName: text("product_name"),
    fileName: text("file_name"),
    /** SHA-256 of the last file uploaded: the same file uploaded again is recognised. */
    fileHash: text("file_hash"),
    confirmedAt: at("confirmed_at"),
    confirmedBy: uuid("confirmed_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: created(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [index("event_batches_created").on(t.createdBy, t.createdAt), index("event_batches_file").on(t.fileHash)],
);

/**
 * One ride of an event: its cells as uploaded, what the checks found, its estimate, and its booking.
 * A row is known by its key (its ride's content), so a corrected sheet keeps the rows already fine,
 * and the booking intent of a row is derived from the batch and that key: booked once, whatever happens.
 */
export const eventRows = pgTable(
  "event_rows",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    batchId: uuid("batch_id")
      .notNull()
      .references(() => eventBatches.id, { onDelete: "cascade" }),
    rowKey: text("row_key").notNull(),
    /** Its row in the last sheet uploaded (the header is row 1); null once a later sheet no longer has it. */
    rowNumber: integer("row_number"),
    groupName: text("group_name"),
    cells: jsonb("cells").$type<Record<string, string>>().notNull(),
    /** What booking it needs, as the checks worked it out; null while the row has errors. */
    draft: jsonb("draft").$type<Record<string, unknown> | null>(),
    /** Message references by column, for the cells at fault. */
    errors: jsonb("errors").$type<Record<string, string>>().notNull().default({}),
    /** Places to choose between, by column, when a cell named more than one. */
    choices: jsonb("choices").$type<Record<string, unknown[]>>().notNull().default({}),
    basketKey: text("basket_key"),
    status: text("status").$type<EventRowStatus>().notNull(),
    /** The product and price chosen for the row, and when they were estimated (ms). */
    estimate: jsonb("estimate").$type<RowEstimate | null>(),
    /** The price the agent confirmed: a fresh estimate dearer than this by more than the tolerance waits for the agent. */
    confirmedPrice: jsonb("confirmed_price").$type<{ amount: number; currency: string } | null>(),
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "set null" }),
    /** Why the row was not booked: a message reference or the provider's words. */
    problem: text("problem"),
    /** A ride already booked or waiting elsewhere (another event, or booked one by one) that this row repeats; null when none. */
    sameAs: jsonb("same_as").$type<SameRide | null>(),
    /** The agent ticked a repeated row back in: confirming books it all the same. */
    keepSame: boolean("keep_same").notNull().default(false),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("event_rows_key").on(t.batchId, t.rowKey), index("event_rows_batch_status").on(t.batchId, t.status)],
);
