-- Coupons (issue 19, docs/decisions/135-coupons.md): the coupons an admin defines, each use recorded against the
-- order that used it (released when that order is cancelled before completing), and the discount stored on the
-- order and on each of its lines (each line's share, adding up exactly to the order's discount).
CREATE TABLE IF NOT EXISTS "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"percent_off" integer,
	"amount_off_paise" bigint,
	"max_discount_paise" bigint,
	"min_order_paise" bigint DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"total_limit" integer,
	"per_customer_limit" integer,
	"first_order_only" boolean DEFAULT false NOT NULL,
	"category_id" uuid REFERENCES "categories"("id") ON DELETE SET NULL,
	"active" boolean DEFAULT true NOT NULL,
	"used_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_kind_ck" CHECK ("kind" in ('percent', 'fixed')),
	CONSTRAINT "coupons_value_ck" CHECK (("kind" = 'percent' and "percent_off" between 1 and 100) or ("kind" = 'fixed' and "amount_off_paise" > 0)),
	CONSTRAINT "coupons_used_ck" CHECK ("used_count" >= 0 and ("total_limit" is null or "used_count" <= "total_limit"))
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "coupons_code_uq" ON "coupons" (upper("code"));
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "coupon_usages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coupon_id" uuid NOT NULL REFERENCES "coupons"("id") ON DELETE CASCADE,
	"user_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"order_id" uuid NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
	"discount_paise" bigint NOT NULL,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "coupon_usages_order_uq" ON "coupon_usages" ("order_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "coupon_usages_coupon_user_idx" ON "coupon_usages" ("coupon_id", "user_id");
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "discount_paise" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "coupon_code" text;
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN IF NOT EXISTS "discount_paise" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT IF EXISTS "orders_totals_ck";
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_totals_ck" CHECK ("total_paise" = "subtotal_paise" - "discount_paise" + "shipping_fee_paise");
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_ck" CHECK ("discount_paise" >= 0 and "discount_paise" <= "subtotal_paise");
