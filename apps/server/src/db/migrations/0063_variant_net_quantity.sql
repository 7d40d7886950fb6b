-- Issue 36 (docs/decisions/270-net-quantity-per-variant.md): a variant may declare its own net quantity (200 ml
-- and 500 ml of one shampoo are two packages, each with its own net quantity and unit sale price under the
-- Legal Metrology (Packaged Commodities) Rules). Null = the product's declaration applies, so every existing
-- variant keeps showing what it showed.
ALTER TABLE "product_variants" ADD COLUMN "net_quantity" numeric;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "net_quantity_unit" text;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_net_quantity_ck" CHECK (("net_quantity" is null) = ("net_quantity_unit" is null) and ("net_quantity" is null or ("net_quantity" > 0 and "net_quantity" <= 1000000)) and ("net_quantity_unit" is null or "net_quantity_unit" in ('g', 'kg', 'ml', 'l', 'cm', 'm', 'unit')));
