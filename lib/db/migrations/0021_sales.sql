CREATE TABLE "sales" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"invoice_date" text NOT NULL,
	"currency" text NOT NULL,
	"total_minor" bigint NOT NULL,
	"discount_minor" bigint DEFAULT 0 NOT NULL,
	"tax_rate" integer NOT NULL,
	"tax_type" text NOT NULL,
	"tax_minor" bigint NOT NULL,
	"net_minor" bigint NOT NULL,
	"charge_code" text,
	"country" text,
	"region" text,
	"description" text,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"pickup" jsonb,
	"dropoff" jsonb,
	"journey_id" text,
	"requester_id" text,
	"rectifies_code" text,
	"booking_id" uuid,
	"received" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_sweeps" (
	"period" text NOT NULL,
	"currency" text NOT NULL,
	"pass_date" text NOT NULL,
	"next_page" integer DEFAULT 1 NOT NULL,
	"done" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_sweeps_period_currency_pk" PRIMARY KEY("period","currency")
);
--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_journey" ON "sales" USING btree ("journey_id");--> statement-breakpoint
CREATE INDEX "sales_booking" ON "sales" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "sales_rectifies" ON "sales" USING btree ("rectifies_code");--> statement-breakpoint
CREATE INDEX "sales_invoice_date" ON "sales" USING btree ("invoice_date","currency");