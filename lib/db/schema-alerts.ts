// Alerts to the desk; messages to guests are in schema-messaging.ts, the settings both follow in schema-notifications.ts.
import { index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { AlertStatus, AlertTarget, DeskProblem } from "@/lib/channels";
import { at, created } from "./columns";
// Only read inside references' callbacks: schema.ts, which re-exports this file, has made them by then.
import { bookings } from "./schema";

/** Alerts to the desk: one per booking, problem and target. */
export const deskAlerts = pgTable(
  "desk_alerts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    problem: text("problem").$type<DeskProblem>().notNull(),
    target: text("target").$type<AlertTarget>().notNull(),
    status: text("status").$type<AlertStatus>().notNull().default("pending"),
    error: text("error"),
    attempts: integer("attempts").notNull().default(0),
    createdAt: created(),
    sentAt: at("sent_at"),
  },
  (t) => [uniqueIndex("desk_alerts_once").on(t.bookingId, t.problem, t.target), index("desk_alerts_created_at").on(t.createdAt)],
);
