-- Issue 36: an order line keeps the variant sold and its title as sold ("Size M / Maroon"); its SKU was
-- already kept. Existing lines point at their product's default variant (migration 0033), so cancelling or
-- returning an order placed before variants gives the units back to the same stock.
ALTER TABLE "order_items" ADD COLUMN "variant_id" uuid REFERENCES "product_variants"("id") ON DELETE set null;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_title" text;--> statement-breakpoint
UPDATE "order_items" oi SET "variant_id" = v."id", "variant_title" = ''
  FROM "product_variants" v WHERE v."product_id" = oi."product_id" AND v."is_default";--> statement-breakpoint
CREATE INDEX "order_items_variant_idx" ON "order_items" ("variant_id");
