-- Issue 14: the product page's warranty badge comes from the product (docs/decisions/140-texts-from-data.md).
-- NULL = no warranty badge; otherwise whole months, 1 to 120.
ALTER TABLE "products" ADD COLUMN "warranty_months" integer;
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_warranty_months_ck" CHECK ("products"."warranty_months" is null or ("products"."warranty_months" >= 1 and "products"."warranty_months" <= 120));
