CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"intent_id" uuid NOT NULL,
	"created_by" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"requester_id" text NOT NULL,
	"rider_name" text NOT NULL,
	"rider_locale" text,
	"journey_id" text,
	"public_url" text,
	"product_id" text NOT NULL,
	"product_name" text NOT NULL,
	"price_amount" integer,
	"price_currency" text,
	"start_at" text,
	"zone" text,
	"pickup_label" text NOT NULL,
	"destination_label" text NOT NULL,
	"stop_count" integer NOT NULL,
	"label_slug" text,
	"reason" text,
	"request" jsonb NOT NULL,
	"error" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_intent_id_unique" UNIQUE("intent_id"),
	CONSTRAINT "bookings_journey_id_unique" UNIQUE("journey_id")
);
--> statement-breakpoint
CREATE TABLE "saved_guests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"mobile_e164" text NOT NULL,
	"email" text,
	"locale" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_places" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"addr" text,
	"num" text,
	"city" text,
	"postal_code" text,
	"country" text,
	"instr" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_places_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_guests" ADD CONSTRAINT "saved_guests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_places" ADD CONSTRAINT "saved_places_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_created_at" ON "bookings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "bookings_created_by" ON "bookings" USING btree ("created_by","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_guests_name_mobile" ON "saved_guests" USING btree ("name","mobile_e164");