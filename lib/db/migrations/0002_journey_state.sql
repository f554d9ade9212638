ALTER TABLE "bookings" ADD COLUMN "journey_state" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "end_state" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "finished" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "state_times" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "driver" jsonb;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "vehicle" jsonb;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "waypoints" jsonb;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "totals" jsonb;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "journey_read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "journey_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "journey_read_error" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "journey_settled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "bookings_to_refresh" ON "bookings" USING btree ("journey_settled","status");