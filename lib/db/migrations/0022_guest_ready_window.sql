ALTER TABLE "bookings" ADD COLUMN "ready_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "ready_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "bookings_ready_until" ON "bookings" USING btree ("status","ready_until");