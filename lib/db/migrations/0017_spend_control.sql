ALTER TYPE "public"."role" ADD VALUE 'approver';--> statement-breakpoint
CREATE TABLE "approvals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"breaches" jsonb NOT NULL,
	"label_slug" text,
	"requested_by" uuid,
	"due_at" timestamp with time zone NOT NULL,
	"fallback" text NOT NULL,
	"price_minor" bigint,
	"currency" text,
	"estimated_at" timestamp with time zone NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approvals_booking_id_unique" UNIQUE("booking_id")
);
--> statement-breakpoint
CREATE TABLE "budget_charges" (
	"booking_id" uuid NOT NULL,
	"budget_id" uuid NOT NULL,
	"pickup_date" text NOT NULL,
	"period_start" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"state" text DEFAULT 'committed' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "budget_charges_booking_id_budget_id_pk" PRIMARY KEY("booking_id","budget_id")
);
--> statement-breakpoint
CREATE TABLE "budget_periods" (
	"budget_id" uuid NOT NULL,
	"period_start" text NOT NULL,
	"committed_minor" bigint DEFAULT 0 NOT NULL,
	"spent_minor" bigint DEFAULT 0 NOT NULL,
	"alerted_pct" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "budget_periods_budget_id_period_start_pk" PRIMARY KEY("budget_id","period_start")
);
--> statement-breakpoint
CREATE TABLE "budgets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"scope" text NOT NULL,
	"subject" text NOT NULL,
	"period" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"on_exceed" text DEFAULT 'refuse' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "label_approvers" (
	"label_slug" text NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "label_approvers_label_slug_user_id_pk" PRIMARY KEY("label_slug","user_id")
);
--> statement-breakpoint
CREATE TABLE "spend_policy" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"rules" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "policy_flags" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "approvals" ADD CONSTRAINT "approvals_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approvals" ADD CONSTRAINT "approvals_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approvals" ADD CONSTRAINT "approvals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_charges" ADD CONSTRAINT "budget_charges_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_charges" ADD CONSTRAINT "budget_charges_budget_id_budgets_id_fk" FOREIGN KEY ("budget_id") REFERENCES "public"."budgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_periods" ADD CONSTRAINT "budget_periods_budget_id_budgets_id_fk" FOREIGN KEY ("budget_id") REFERENCES "public"."budgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "label_approvers" ADD CONSTRAINT "label_approvers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spend_policy" ADD CONSTRAINT "spend_policy_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approvals_status_due" ON "approvals" USING btree ("status","due_at");--> statement-breakpoint
CREATE INDEX "approvals_label_status" ON "approvals" USING btree ("label_slug","status");--> statement-breakpoint
CREATE INDEX "budget_charges_budget_period" ON "budget_charges" USING btree ("budget_id","period_start");--> statement-breakpoint
CREATE UNIQUE INDEX "budgets_scope_subject" ON "budgets" USING btree ("scope","subject");