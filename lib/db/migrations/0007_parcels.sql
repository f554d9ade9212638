CREATE TABLE "installation_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parcel_events" (
	"parcel_id" uuid NOT NULL,
	"state" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parcel_events_parcel_id_state_pk" PRIMARY KEY("parcel_id","state")
);
--> statement-breakpoint
CREATE TABLE "parcel_inbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"body" jsonb NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parcels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"external_id" text NOT NULL,
	"provider_id" text,
	"batch_id" uuid NOT NULL,
	"created_by" uuid,
	"status" text DEFAULT 'creating' NOT NULL,
	"description" text NOT NULL,
	"pickup" jsonb NOT NULL,
	"dropoff" jsonb NOT NULL,
	"dimensions" jsonb,
	"weight_grams" integer,
	"delivery_from" timestamp with time zone,
	"delivery_to" timestamp with time zone,
	"state" text,
	"state_at" timestamp with time zone,
	"requested" text,
	"requested_at" timestamp with time zone,
	"shipping_type_id" text,
	"shipping_type_name" text,
	"estimate" jsonb,
	"tracking_url" text,
	"proof_code" text,
	"failure_reason" text,
	"driver" jsonb,
	"asset" jsonb,
	"location" jsonb,
	"error" jsonb,
	"read_at" timestamp with time zone,
	"next_check_at" timestamp with time zone,
	"quiet_checks" integer DEFAULT 0 NOT NULL,
	"check_error" text,
	"settled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parcels_external_id_unique" UNIQUE("external_id"),
	CONSTRAINT "parcels_provider_id_unique" UNIQUE("provider_id")
);
--> statement-breakpoint
ALTER TABLE "parcel_events" ADD CONSTRAINT "parcel_events_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parcels_created_at" ON "parcels" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "parcels_to_check" ON "parcels" USING btree ("settled","next_check_at");--> statement-breakpoint
CREATE INDEX "parcels_batch" ON "parcels" USING btree ("batch_id");