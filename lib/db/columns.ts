import { timestamp } from "drizzle-orm/pg-core";

/** A moment, with its time zone, read as a Date. */
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
/** When a row was made. */
export const created = () => at("created_at").notNull().defaultNow();
