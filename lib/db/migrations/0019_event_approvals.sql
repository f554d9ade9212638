ALTER TABLE "approvals" ADD COLUMN "event_batch_id" uuid;--> statement-breakpoint
CREATE INDEX "approvals_event_status" ON "approvals" USING btree ("event_batch_id","status");