-- Issue 33: what an erased account leaves for its legal period, purged on time (docs/decisions/175-retention-and-purge.md);
-- the breach register (DPDP Rules 2025 r.7, decision 177); refund due dates and the
-- new return reasons (decisions 178, 179).

-- The copy of an erased account's personal data that DPDP Rules 2025 r.8(3) asks to keep for a year after the
-- processing; never read by the shop's screens, deleted by the daily purge once retain_until has passed.
CREATE TABLE "retained_personal_data" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject_id" uuid NOT NULL,
	"legal_basis" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retain_until" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX "retained_personal_data_until_idx" ON "retained_personal_data" USING btree ("retain_until");--> statement-breakpoint

-- When the purge removed what an erased customer's invoiced order kept for GST (orders.retain_until).
ALTER TABLE "orders" ADD COLUMN "personal_data_purged_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_retain_until_idx" ON "orders" USING btree ("retain_until") WHERE "retain_until" IS NOT NULL AND "personal_data_purged_at" IS NULL;--> statement-breakpoint

-- The breach register: one incident, whom it affects, and the notices sent.
CREATE TABLE "breach_incidents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"data_affected" text NOT NULL,
	"consequences" text NOT NULL,
	"measures" text NOT NULL,
	"shopper_steps" text NOT NULL,
	"occurred_at" timestamp with time zone,
	"discovered_at" timestamp with time zone NOT NULL,
	"affects_all" boolean DEFAULT false NOT NULL,
	"recorded_by" uuid,
	"notified_at" timestamp with time zone,
	"notified_count" integer DEFAULT 0 NOT NULL,
	"board_reported_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "breach_incidents_reference_uq" UNIQUE ("reference")
);--> statement-breakpoint
CREATE TABLE "breach_affected_users" (
	"incident_id" uuid NOT NULL REFERENCES "breach_incidents"("id") ON DELETE CASCADE,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	CONSTRAINT "breach_affected_users_pk" PRIMARY KEY ("incident_id", "user_id")
);--> statement-breakpoint

-- Refund due dates (15 business days, India calendar) and the one overdue alert; returns opened by the shop.
ALTER TABLE "return_requests" ADD COLUMN "refund_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "refund_overdue_alerted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "opened_by_admin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "return_requests" DROP CONSTRAINT "return_requests_reason_ck";--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_reason_ck" CHECK ("reason" in ('wrong_item', 'damaged', 'not_as_described', 'late_delivery', 'defect_after_48h'));
