CREATE TABLE "approval_notices" (
	"approval_id" uuid NOT NULL,
	"target" text NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_notices_approval_id_target_pk" PRIMARY KEY("approval_id","target")
);
--> statement-breakpoint
ALTER TABLE "approval_notices" ADD CONSTRAINT "approval_notices_approval_id_approvals_id_fk" FOREIGN KEY ("approval_id") REFERENCES "public"."approvals"("id") ON DELETE cascade ON UPDATE no action;