-- Issue 36: options and variants (docs/decisions/217-product-variants.md). Every existing product gets one
-- default variant holding its SKU, prices, stock and weight; nothing is dropped from the products row, which
-- keeps the sum of its variants' stock for the readers that predate variants. Also the "rate by price
-- threshold" GST rule of docs/decisions/218-gst-rate-by-price-threshold.md.
CREATE TABLE "product_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL REFERENCES "products"("id") ON DELETE cascade,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"values" text[] NOT NULL,
	CONSTRAINT "product_options_position_ck" CHECK ("position" between 1 and 3),
	CONSTRAINT "product_options_values_ck" CHECK (cardinality("values") between 1 and 100)
);--> statement-breakpoint
CREATE UNIQUE INDEX "product_options_product_position_uq" ON "product_options" ("product_id","position");--> statement-breakpoint
CREATE TABLE "product_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL REFERENCES "products"("id") ON DELETE cascade,
	"position" integer DEFAULT 0 NOT NULL,
	"option_values" text[] DEFAULT '{}'::text[] NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"sku" text NOT NULL,
	"barcode" text,
	"mrp_paise" integer NOT NULL,
	"selling_price_paise" integer,
	"stock" integer DEFAULT 0 NOT NULL,
	"weight_grams" integer DEFAULT 500 NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_variants_stock_ck" CHECK ("stock" >= 0),
	CONSTRAINT "product_variants_mrp_ck" CHECK ("mrp_paise" > 0),
	CONSTRAINT "product_variants_selling_price_ck" CHECK ("selling_price_paise" is null or "selling_price_paise" > 0),
	CONSTRAINT "product_variants_weight_grams_ck" CHECK ("weight_grams" > 0 and "weight_grams" <= 100000),
	CONSTRAINT "product_variants_barcode_ck" CHECK ("barcode" is null or "barcode" ~ '^([0-9]{8}|[0-9]{12,14})$')
);--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_sku_uq" ON "product_variants" ("sku");--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_default_uq" ON "product_variants" ("product_id") WHERE "is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_combination_uq" ON "product_variants" ("product_id","option_values");--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" ("product_id","position");--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gst_threshold_paise" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gst_rate_above_percent" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_gst_threshold_ck" CHECK (("gst_threshold_paise" is null) = ("gst_rate_above_percent" is null) and ("gst_threshold_paise" is null or "gst_threshold_paise" > 0));--> statement-breakpoint
-- Every product, soft-deleted ones included (restoring one restores its stock), moves into its default variant.
INSERT INTO "product_variants" ("product_id", "sku", "mrp_paise", "selling_price_paise", "stock", "weight_grams", "is_default", "created_at", "updated_at")
SELECT "id", "sku", "mrp_paise", "selling_price_paise", "stock", "weight_grams", true, "created_at", "updated_at" FROM "products";--> statement-breakpoint
-- products.stock = the sum of the active variants' stock. Every writer locks the product row before its
-- variants (the order path and the admin do), so this update never waits on a row its caller will need later.
CREATE OR REPLACE FUNCTION "product_variants_sum_stock"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	pid uuid;
BEGIN
	IF TG_OP = 'DELETE' THEN pid := OLD.product_id; ELSE pid := NEW.product_id; END IF;
	UPDATE "products" p
	   SET "stock" = s.total
	  FROM (SELECT coalesce(sum("stock") FILTER (WHERE "active"), 0)::int AS total
	          FROM "product_variants" WHERE "product_id" = pid) s
	 WHERE p."id" = pid AND p."stock" IS DISTINCT FROM s.total;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "product_variants_stock_sum" AFTER INSERT OR DELETE OR UPDATE OF "stock", "active" ON "product_variants"
	FOR EACH ROW EXECUTE FUNCTION "product_variants_sum_stock"();--> statement-breakpoint
-- A product written the way it always was (admin form, seed, imports) keeps its default variant equal to it:
-- created with the product, updated with its SKU, prices, stock and weight. Products with options have no
-- default variant, so this touches nothing for them.
CREATE OR REPLACE FUNCTION "products_default_variant"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "product_variants" ("product_id", "sku", "mrp_paise", "selling_price_paise", "stock", "weight_grams", "is_default")
		VALUES (NEW."id", NEW."sku", NEW."mrp_paise", NEW."selling_price_paise", NEW."stock", NEW."weight_grams", true);
	ELSE
		UPDATE "product_variants" v
		   SET "sku" = NEW."sku", "mrp_paise" = NEW."mrp_paise", "selling_price_paise" = NEW."selling_price_paise",
		       "stock" = NEW."stock", "weight_grams" = NEW."weight_grams", "updated_at" = now()
		 WHERE v."product_id" = NEW."id" AND v."is_default"
		   AND (v."sku", v."mrp_paise", v."selling_price_paise", v."stock", v."weight_grams")
		       IS DISTINCT FROM (NEW."sku", NEW."mrp_paise", NEW."selling_price_paise", NEW."stock", NEW."weight_grams");
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_default_variant_sync" AFTER INSERT OR UPDATE OF "sku", "mrp_paise", "selling_price_paise", "stock", "weight_grams" ON "products"
	FOR EACH ROW EXECUTE FUNCTION "products_default_variant"();
