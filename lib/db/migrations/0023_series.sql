CREATE TABLE "company_holidays" (
	"day" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ride_series" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"intent_id" uuid NOT NULL,
	"created_by" uuid,
	"status" text DEFAULT 'active' NOT NULL,
	"weekdays" jsonb NOT NULL,
	"start_date" text NOT NULL,
	"time" text NOT NULL,
	"until_date" text,
	"rides" integer,
	"zone" text NOT NULL,
	"template" jsonb NOT NULL,
	"requester_id" text NOT NULL,
	"rider_name" text NOT NULL,
	"pickup_label" text NOT NULL,
	"destination_label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ride_series_intent_id_unique" UNIQUE("intent_id")
);
--> statement-breakpoint
CREATE TABLE "series_occurrences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"series_id" uuid NOT NULL,
	"day" text NOT NULL,
	"start_at" text,
	"pickup_at" timestamp with time zone NOT NULL,
	"stops" jsonb,
	"status" text DEFAULT 'planned' NOT NULL,
	"skip" jsonb,
	"revision" integer DEFAULT 0 NOT NULL,
	"booking_id" uuid,
	"problem" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_holidays" ADD CONSTRAINT "company_holidays_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_series" ADD CONSTRAINT "ride_series_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_occurrences" ADD CONSTRAINT "series_occurrences_series_id_ride_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."ride_series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_occurrences" ADD CONSTRAINT "series_occurrences_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ride_series_created_by" ON "ride_series" USING btree ("created_by","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "series_occurrences_day" ON "series_occurrences" USING btree ("series_id","day");--> statement-breakpoint
CREATE INDEX "series_occurrences_due" ON "series_occurrences" USING btree ("status","pickup_at");