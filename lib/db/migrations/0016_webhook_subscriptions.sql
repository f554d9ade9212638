CREATE TABLE "webhook_subscriptions" (
	"hook" text PRIMARY KEY NOT NULL,
	"subscription" jsonb,
	"read_at" timestamp with time zone NOT NULL
);
