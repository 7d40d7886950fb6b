-- The GST unit quantity code of a product, printed beside the quantity on the invoice and reported in the GSTR-1
-- HSN summary; order lines keep the unit they were sold in (docs/decisions/172-hsn-summary-and-uqc.md).
ALTER TABLE "products" ADD COLUMN "uqc" text DEFAULT 'NOS' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "uqc" text;
