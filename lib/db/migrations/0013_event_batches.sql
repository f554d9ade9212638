CREATE TABLE "event_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_by" uuid,
	"status" text DEFAULT 'checking' NOT NULL,
	"sheet" jsonb,
	"picks" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"progress" jsonb,
	"product_rule" text DEFAULT 'cheapest' NOT NULL,
	"product_name" text,
	"file_name" text,
	"file_hash" text,
	"confirmed_at" timestamp with time zone,
	"confirmed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_rows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"row_key" text NOT NULL,
	"row_number" integer,
	"group_name" text,
	"cells" jsonb NOT NULL,
	"draft" jsonb,
	"errors" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"choices" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"basket_key" text,
	"status" text NOT NULL,
	"estimate" jsonb,
	"confirmed_price" jsonb,
	"booking_id" uuid,
	"problem" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "event_batch_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "event_group" text;--> statement-breakpoint
ALTER TABLE "company_policy" ADD COLUMN "price_tolerance_pct" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "event_batches" ADD CONSTRAINT "event_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_batches" ADD CONSTRAINT "event_batches_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_rows" ADD CONSTRAINT "event_rows_batch_id_event_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."event_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_rows" ADD CONSTRAINT "event_rows_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_batches_created" ON "event_batches" USING btree ("created_by","created_at");--> statement-breakpoint
CREATE INDEX "event_batches_file" ON "event_batches" USING btree ("file_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "event_rows_key" ON "event_rows" USING btree ("batch_id","row_key");--> statement-breakpoint
CREATE INDEX "event_rows_batch_status" ON "event_rows" USING btree ("batch_id","status");--> statement-breakpoint
CREATE INDEX "bookings_event_batch" ON "bookings" USING btree ("event_batch_id","event_group");