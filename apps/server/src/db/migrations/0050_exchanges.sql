-- Issue 36: exchanges for another size or colour (docs/decisions/244-exchanges.md). A return may name the
-- variant the customer wants instead; accepting it reserves that variant's stock in a replacement order, which
-- is invoiced and shipped like any order. The returned goods are credited (credit note) at their full value,
-- which may differ from the refund (the difference of prices), so the return keeps both
-- (null: the refund, as before).
ALTER TABLE "return_requests" ADD COLUMN "exchange_variant_id" uuid REFERENCES "product_variants"("id") ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "exchange_title" text;
--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "exchange_unit_price_paise" bigint;
--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "exchange_quantity" integer;
--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "replacement_order_id" uuid REFERENCES "orders"("id") ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "credited_paise" bigint;
--> statement-breakpoint
ALTER TABLE "return_requests" DROP CONSTRAINT "return_requests_status_ck";
--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_status_ck" CHECK ("status" in ('requested', 'rejected', 'approved', 'pickup_scheduled', 'in_transit', 'received', 'refund_pending', 'refunded', 'exchanged'));
--> statement-breakpoint
ALTER TABLE "return_requests" DROP CONSTRAINT "return_requests_reason_ck";
--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_reason_ck" CHECK ("reason" in ('wrong_item', 'damaged', 'not_as_described', 'late_delivery', 'defect_after_48h', 'exchange_size'));
--> statement-breakpoint
DROP INDEX IF EXISTS "return_requests_open_per_order_uq";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "return_requests_open_per_order_uq" ON "return_requests" ("order_id") WHERE "status" not in ('rejected', 'refunded', 'exchanged');
--> statement-breakpoint
-- The replacement order: its invoice is the replacement's full value; what the returned goods credit settles
-- part or all of it, so only the rest is payable.
ALTER TABLE "orders" ADD COLUMN "exchange_credit_paise" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "replaces_order_id" uuid REFERENCES "orders"("id") ON DELETE SET NULL;
