ALTER TABLE "bookings" ADD COLUMN "ready_radius_m" integer;--> statement-breakpoint
ALTER TABLE "company_policy" ADD COLUMN "guest_radius_m" integer DEFAULT 0 NOT NULL;