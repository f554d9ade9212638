CREATE TABLE "booking_corrections" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"field" text NOT NULL,
	"old_value" text,
	"new_value" text,
	"actor_id" uuid,
	"actor_email" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_policy" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"labels_enabled" boolean NOT NULL,
	"label_required" boolean NOT NULL,
	"reason_required" boolean NOT NULL,
	"reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"own_fleet" boolean NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "labels" (
	"slug" text PRIMARY KEY NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "labels_id_unique" UNIQUE("id")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "pickup_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "rider_phone" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "guest_token" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "rebook_of" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "attention_resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "attention_resolved_by" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "attention_resolution" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "report_reason" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "report_label_slug" text;--> statement-breakpoint
ALTER TABLE "booking_corrections" ADD CONSTRAINT "booking_corrections_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_corrections" ADD CONSTRAINT "booking_corrections_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_policy" ADD CONSTRAINT "company_policy_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_corrections_booking" ON "booking_corrections" USING btree ("booking_id","at");--> statement-breakpoint
CREATE INDEX "labels_active_name" ON "labels" USING btree ("active","name");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_attention_resolved_by_users_id_fk" FOREIGN KEY ("attention_resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_pickup_at" ON "bookings" USING btree ("pickup_at","id");--> statement-breakpoint
CREATE INDEX "bookings_requester_pickup_at" ON "bookings" USING btree ("requester_id","pickup_at");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_guest_token_unique" UNIQUE("guest_token");