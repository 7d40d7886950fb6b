-- Issue 36: search matches option values ("red kurta"): the values of a product's options, in option order, kept
-- on the product row by a trigger and weighed like its tags in the full-text vector; their words join the
-- spelling-correction words too (docs/decisions/237-search-option-values.md).
ALTER TABLE "products" ADD COLUMN "option_text" text DEFAULT '' NOT NULL;
--> statement-breakpoint
DROP INDEX IF EXISTS "products_search_idx";
--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_vector";
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce("products"."name", '')), 'A') || setweight(to_tsvector('english', coalesce("products"."category_name", '')), 'B') || setweight(to_tsvector('english', coalesce("products"."tags_text", '')), 'B') || setweight(to_tsvector('english', coalesce("products"."option_text", '')), 'B') || setweight(to_tsvector('english', coalesce("products"."description", '')), 'C')) STORED;
--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "product_options_to_text"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	target uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD."product_id" ELSE NEW."product_id" END;
BEGIN
	UPDATE "products" SET "option_text" = coalesce((
		SELECT string_agg(array_to_string(o."values", ' '), ' ' ORDER BY o."position")
		FROM "product_options" o WHERE o."product_id" = target
	), '')
	WHERE "id" = target;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "product_options_text" AFTER INSERT OR DELETE OR UPDATE OF "values", "position" ON "product_options"
	FOR EACH ROW EXECUTE FUNCTION "product_options_to_text"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "search_words_of_product"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "search_words" ("word")
	SELECT DISTINCT w FROM regexp_split_to_table(lower(NEW."name" || ' ' || coalesce(NEW."tags_text", '') || ' ' || coalesce(NEW."option_text", '')), '[^[:alnum:]]+') AS w
	WHERE length(w) BETWEEN 3 AND 30
	ON CONFLICT DO NOTHING;
	RETURN NEW;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "products_search_words" ON "products";
--> statement-breakpoint
CREATE TRIGGER "products_search_words" AFTER INSERT OR UPDATE OF "name", "tags_text", "option_text" ON "products"
	FOR EACH ROW EXECUTE FUNCTION "search_words_of_product"();
--> statement-breakpoint
UPDATE "products" p SET "option_text" = o.text
FROM (
	SELECT "product_id", string_agg(array_to_string("values", ' '), ' ' ORDER BY "position") AS text
	FROM "product_options" GROUP BY "product_id"
) o
WHERE o."product_id" = p."id";
