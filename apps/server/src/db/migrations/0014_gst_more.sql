-- Issue 17 (GST), more: a shop may offer the special rates 0.25% and 3% besides the slabs
-- (docs/decisions/055-configurable-gst-rates.md), so a product's and an order line's rate keeps two decimals.
-- Every existing integer rate converts exactly (18 -> 18.00); nothing else changes.
ALTER TABLE "products" ALTER COLUMN "gst_rate_percent" TYPE numeric(5, 2);
--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "gst_rate_percent" TYPE numeric(5, 2);
