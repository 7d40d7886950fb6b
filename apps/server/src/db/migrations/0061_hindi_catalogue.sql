-- Issue 39: the merchant's own words in Hindi beside the English (docs/decisions/258-hindi-catalogue-content.md).
-- Optional: null (or empty) means the English is shown. The Hindi name and description join the full-text vector
-- with the weights of their English twins, so "कुर्ता" finds the kurta by its Hindi name through the same index.
ALTER TABLE "products" ADD COLUMN "name_hi" text;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_hi" text;
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "name_hi" text;
--> statement-breakpoint
DROP INDEX IF EXISTS "products_search_idx";
--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_vector";
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce("products"."name", '')), 'A') || setweight(to_tsvector('english', coalesce("products"."name_hi", '')), 'A') || setweight(to_tsvector('english', coalesce("products"."category_name", '')), 'B') || setweight(to_tsvector('english', coalesce("products"."tags_text", '')), 'B') || setweight(to_tsvector('english', coalesce("products"."option_text", '')), 'B') || setweight(to_tsvector('english', coalesce("products"."description", '')), 'C') || setweight(to_tsvector('english', coalesce("products"."description_hi", '')), 'C')) STORED;
--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");
--> statement-breakpoint
-- The spelling-correction words (decision 235) gain the Hindi name's words. The English words keep the regular
-- expression split; Devanagari vowel signs are not [:alnum:] to PostgreSQL's regular expressions, so the Hindi
-- name is split by the full-text parser instead, which keeps "कुर्ता" one word.
CREATE OR REPLACE FUNCTION "search_words_of_product"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "search_words" ("word")
	SELECT DISTINCT w FROM (
		SELECT regexp_split_to_table(lower(NEW."name" || ' ' || coalesce(NEW."tags_text", '') || ' ' || coalesce(NEW."option_text", '')), '[^[:alnum:]]+') AS w
		UNION ALL
		SELECT unnest(tsvector_to_array(to_tsvector('simple', coalesce(NEW."name_hi", ''))))
	) AS words
	WHERE length(w) BETWEEN 3 AND 30
	ON CONFLICT DO NOTHING;
	RETURN NEW;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "products_search_words" ON "products";
--> statement-breakpoint
CREATE TRIGGER "products_search_words" AFTER INSERT OR UPDATE OF "name", "name_hi", "tags_text", "option_text" ON "products"
	FOR EACH ROW EXECUTE FUNCTION "search_words_of_product"();
--> statement-breakpoint
-- The customer's language when the order was placed (users.language): its mails are written in it. Existing
-- orders keep English.
ALTER TABLE "orders" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_language_ck" CHECK ("orders"."language" in ('en', 'hi'));
