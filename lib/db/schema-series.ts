// The company's holidays, and rides that repeat: a series and its occurrences, each booked as its own ride.
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { SeriesTemplate, OccurrenceStatus, SeriesStatus, SkipReason } from "@/lib/series/kinds";
import { at, created } from "./columns";
// Only read inside references' callbacks: schema.ts, which re-exports this file, has made them by then.
import { bookings, users } from "./schema";

/** A day the company does not work (YYYY-MM-DD): a series books no ride on it. */
export const companyHolidays = pgTable("company_holidays", {
  day: text("day").primaryKey(),
  name: text("name").notNull(),
  createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: created(),
});

/** A ride booked again on some days of the week, on the pickup's clock: its rule and what each ride books. */
export const rideSeries = pgTable(
  "ride_series",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The booking form's intent: a double click or a replay records the series once. */
    intentId: uuid("intent_id").notNull().unique(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    status: text("status").$type<SeriesStatus>().notNull().default("active"),
    /** ISO weekdays, 1 (Monday) to 7 (Sunday). */
    weekdays: jsonb("weekdays").$type<number[]>().notNull(),
    /** The first day and the pickup time (HH:MM) on the pickup's clock. */
    startDate: text("start_date").notNull(),
    time: text("time").notNull(),
    /** Until this day, or this many rides: one of the two. */
    untilDate: text("until_date"),
    rides: integer("rides"),
    zone: text("zone").notNull(),
    /** The booking every occurrence makes, but its time (lib/series/kinds.ts). */
    template: jsonb("template").$type<SeriesTemplate>().notNull(),
    requesterId: text("requester_id").notNull(),
    riderName: text("rider_name").notNull(),
    pickupLabel: text("pickup_label").notNull(),
    destinationLabel: text("destination_label").notNull(),
    createdAt: created(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [index("ride_series_created_by").on(t.createdBy, t.createdAt)],
);

/**
 * One day of a series: planned until it enters the provider's window, then booked as its own ride
 * (bookingId). `revision` grows when the day is changed ("this and the following"), so a changed day
 * books under a new intent while the same day and revision never book twice.
 */
export const seriesOccurrences = pgTable(
  "series_occurrences",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    seriesId: uuid("series_id")
      .notNull()
      .references(() => rideSeries.id, { onDelete: "cascade" }),
    /** The day on the pickup's clock, YYYY-MM-DD. */
    day: text("day").notNull(),
    /** The provider's start_at (local at the pickup); null for a day skipped. */
    startAt: text("start_at"),
    /** When the ride starts in UTC (the day's midnight for a skipped one): which days enter the window. */
    pickupAt: at("pickup_at").notNull(),
    /** The template's stops for this day on, when an edit changed them; null for the series's own. */
    stops: jsonb("stops").$type<SeriesTemplate["stops"] | null>(),
    status: text("status").$type<OccurrenceStatus>().notNull().default("planned"),
    skip: jsonb("skip").$type<SkipReason | null>(),
    revision: integer("revision").notNull().default(0),
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "set null" }),
    /** Why the last try did not book it (a message reference). */
    problem: text("problem"),
    attempts: integer("attempts").notNull().default(0),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("series_occurrences_day").on(t.seriesId, t.day), index("series_occurrences_due").on(t.status, t.pickupAt)],
);
