ALTER TABLE "event_rows" ADD COLUMN "same_as" jsonb;--> statement-breakpoint
ALTER TABLE "event_rows" ADD COLUMN "keep_same" boolean DEFAULT false NOT NULL;