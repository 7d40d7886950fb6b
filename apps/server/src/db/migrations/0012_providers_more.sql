-- Issue 16. Packed weight of one unit in grams, for courier quotes and the Shiprocket parcel
-- (docs/decisions/064-parcel-weight.md); 500 g was the fixed parcel weight before.
ALTER TABLE "products" ADD COLUMN "weight_grams" integer DEFAULT 500 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_weight_grams_ck" CHECK ("weight_grams" > 0 AND "weight_grams" <= 100000);--> statement-breakpoint
-- When the courier brought the parcel back to the seller (RTO delivered): the order is closed as returned to
-- seller (docs/decisions/065-returned-to-seller.md).
ALTER TABLE "orders" ADD COLUMN "returned_at" timestamp with time zone;
