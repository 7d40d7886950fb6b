-- Returns and refunds (issue 18, docs/decisions/120-123): return requests with their items, evidence and
-- timeline, owned by the returns module; a credit note may credit one return (part of an invoice).
CREATE TABLE IF NOT EXISTS "return_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
	"user_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"reason" text NOT NULL,
	"description" text NOT NULL,
	"refund_paise" bigint NOT NULL,
	"refund_method" text NOT NULL,
	"payout_details" jsonb,
	"payout_reference" text,
	"payout_paid_at" timestamp with time zone,
	"admin_note" text,
	"pickup_order_id" text,
	"pickup_shipment_id" text,
	"pickup_awb" text,
	"pickup_status" text,
	"provider_refund_id" text,
	"refund_attempts" integer DEFAULT 0 NOT NULL,
	"credit_note_number" text,
	"received_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_requests_status_ck" CHECK ("status" in ('requested', 'rejected', 'approved', 'pickup_scheduled', 'in_transit', 'received', 'refund_pending', 'refunded')),
	CONSTRAINT "return_requests_reason_ck" CHECK ("reason" in ('wrong_item', 'damaged', 'not_as_described')),
	CONSTRAINT "return_requests_refund_method_ck" CHECK ("refund_method" in ('razorpay', 'manual')),
	CONSTRAINT "return_requests_refund_ck" CHECK ("refund_paise" >= 0)
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "return_requests_order_idx" ON "return_requests" ("order_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "return_requests_status_created_idx" ON "return_requests" ("status", "created_at");
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "return_requests_open_per_order_uq" ON "return_requests" ("order_id") WHERE "status" not in ('rejected', 'refunded');
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "return_requests_pickup_shipment_uq" ON "return_requests" ("pickup_shipment_id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "return_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"return_id" uuid NOT NULL REFERENCES "return_requests"("id") ON DELETE CASCADE,
	"order_item_id" uuid NOT NULL REFERENCES "order_items"("id") ON DELETE CASCADE,
	"product_id" uuid,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_paise" integer NOT NULL,
	"discount_share_paise" bigint DEFAULT 0 NOT NULL,
	"refund_paise" bigint NOT NULL,
	"damaged" boolean DEFAULT false NOT NULL,
	CONSTRAINT "return_items_quantity_ck" CHECK ("quantity" > 0)
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "return_items_return_idx" ON "return_items" ("return_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "return_items_order_item_idx" ON "return_items" ("order_item_id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "return_evidence" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"return_id" uuid NOT NULL REFERENCES "return_requests"("id") ON DELETE CASCADE,
	"url" text NOT NULL,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	CONSTRAINT "return_evidence_kind_ck" CHECK ("kind" in ('photo', 'video'))
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "return_evidence_return_idx" ON "return_evidence" ("return_id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "return_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"return_id" uuid NOT NULL REFERENCES "return_requests"("id") ON DELETE CASCADE,
	"status" text NOT NULL,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "return_events_return_idx" ON "return_events" ("return_id", "at");
--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN IF NOT EXISTS "return_id" uuid;
--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN IF NOT EXISTS "amount_paise" bigint;
--> statement-breakpoint
DROP INDEX IF EXISTS "credit_notes_order_uq";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "credit_notes_order_uq" ON "credit_notes" ("order_id") WHERE "return_id" is null;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "credit_notes_return_uq" ON "credit_notes" ("return_id");
