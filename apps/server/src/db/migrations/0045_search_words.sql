-- Issue 38: a typo in every word of a search ("blutooth speakr") finds the product (docs/decisions/235-search-spelling-correction.md).
-- The words of every product's name and tags, each once, with a trigram index for the closest-word lookup.
-- A trigger adds the words of a product written later; a word whose products are gone stays (it only ever
-- offers a correction that then finds nothing).
CREATE TABLE IF NOT EXISTS "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_words_trgm_idx" ON "search_words" USING gist ("word" gist_trgm_ops);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "search_words_of_product"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "search_words" ("word")
	SELECT DISTINCT w FROM regexp_split_to_table(lower(NEW."name" || ' ' || coalesce(NEW."tags_text", '')), '[^[:alnum:]]+') AS w
	WHERE length(w) BETWEEN 3 AND 30
	ON CONFLICT DO NOTHING;
	RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "products_search_words" AFTER INSERT OR UPDATE OF "name", "tags_text" ON "products"
	FOR EACH ROW EXECUTE FUNCTION "search_words_of_product"();
--> statement-breakpoint
INSERT INTO "search_words" ("word")
SELECT DISTINCT w FROM "products", regexp_split_to_table(lower("products"."name" || ' ' || "products"."tags_text"), '[^[:alnum:]]+') AS w
WHERE length(w) BETWEEN 3 AND 30
ON CONFLICT DO NOTHING;
