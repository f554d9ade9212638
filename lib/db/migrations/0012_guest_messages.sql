CREATE TABLE "desk_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"problem" text NOT NULL,
	"target" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "guest_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"event" text NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"locale" text NOT NULL,
	"subject" text,
	"body" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"skip_reason" text,
	"provider_id" text,
	"error_code" text,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"attempt_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"status_at" timestamp with time zone,
	CONSTRAINT "guest_messages_provider_id_unique" UNIQUE("provider_id")
);
--> statement-breakpoint
CREATE TABLE "message_opt_outs" (
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_opt_outs_channel_recipient_pk" PRIMARY KEY("channel","recipient")
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"guest_channels" jsonb NOT NULL,
	"guest_events" jsonb NOT NULL,
	"reminder_minutes" integer NOT NULL,
	"alert_targets" jsonb NOT NULL,
	"no_driver_minutes" integer NOT NULL,
	"slack_webhook_url" text,
	"teams_webhook_url" text,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "message_channels" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "guest_email" text;--> statement-breakpoint
ALTER TABLE "desk_alerts" ADD CONSTRAINT "desk_alerts_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_messages" ADD CONSTRAINT "guest_messages_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "desk_alerts_once" ON "desk_alerts" USING btree ("booking_id","problem","target");--> statement-breakpoint
CREATE INDEX "desk_alerts_created_at" ON "desk_alerts" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "guest_messages_once" ON "guest_messages" USING btree ("booking_id","event","channel");--> statement-breakpoint
CREATE INDEX "guest_messages_created_at" ON "guest_messages" USING btree ("created_at");