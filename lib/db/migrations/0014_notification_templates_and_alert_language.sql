ALTER TABLE "notification_settings" ADD COLUMN "whatsapp_templates" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD COLUMN "alert_language" text;