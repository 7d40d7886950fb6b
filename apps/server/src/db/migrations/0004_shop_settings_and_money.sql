-- Money holds any realistic amount: order and payment amounts in bigint paise (int4 stopped at ₹2.1 crore).
-- The trigger naming total_paise in its UPDATE OF list must be dropped while the column changes type.
DROP TRIGGER IF EXISTS "orders_sales_totals_change" ON "orders";
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "subtotal_paise" SET DATA TYPE bigint, ALTER COLUMN "shipping_fee_paise" SET DATA TYPE bigint, ALTER COLUMN "total_paise" SET DATA TYPE bigint;
--> statement-breakpoint
CREATE TRIGGER "orders_sales_totals_change" AFTER UPDATE OF "status", "total_paise" ON "orders" FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."total_paise" IS DISTINCT FROM NEW."total_paise") EXECUTE FUNCTION "sales_totals_track_order"();
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "amount_paise" SET DATA TYPE bigint, ALTER COLUMN "refunded_paise" SET DATA TYPE bigint;
--> statement-breakpoint
-- The shop's settings: one row, the whole validated settings document (packages/shared shop-settings schema).
CREATE TABLE "shop_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"settings" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_settings_single_row_ck" CHECK ("shop_settings"."id" = 1)
);
