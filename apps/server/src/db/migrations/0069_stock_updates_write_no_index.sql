-- Issue 38 (docs/decisions/277-the-order-path-writes-less.md): every order changes products.stock (a trigger keeps
-- it as the sum of the variants' stock). PostgreSQL makes an update HOT (no new index entries) only when no indexed
-- column changes, and two things made every one of these updates write into all of the product's indexes:
-- products_live_stock_idx, which indexed the stock itself, and the search vector, a generated column that
-- PostgreSQL recomputes on every update of the row (to_tsvector over the name and the description, on every
-- order) and counts as changed for its GIN index. The index goes: its readers were the storefront's "in stock"
-- filter, whose rows the list's own sort indexes serve, and that filter's total, which the live counts per category
-- (decision 272) now keep for in-stock products too, changed only when a product runs out or comes back. The
-- search vector becomes a plain column kept by a trigger that runs only when one of its words' columns is written.
DROP INDEX IF EXISTS "products_live_stock_idx";
--> statement-breakpoint
ALTER TABLE "product_counts" ADD COLUMN "in_stock" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
UPDATE "product_counts" c SET "in_stock" = s."n"
FROM (SELECT "category_id", count(*) AS "n" FROM "products" WHERE "deleted_at" IS NULL AND "stock" > 0 GROUP BY 1) s
WHERE c."category_id" = s."category_id";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "product_counts_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "product_counts" ("category_id", "live", "in_stock")
  SELECT "category_id", count(*), count(*) FILTER (WHERE "stock" > 0) FROM "added_products" WHERE "deleted_at" IS NULL GROUP BY 1
  ON CONFLICT ("category_id") DO UPDATE
    SET "live" = "product_counts"."live" + excluded."live", "in_stock" = "product_counts"."in_stock" + excluded."in_stock";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "product_counts_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "product_counts" c SET "live" = c."live" - r.n, "in_stock" = c."in_stock" - r.in_stock
  FROM (SELECT "category_id", count(*) AS n, count(*) FILTER (WHERE "stock" > 0) AS in_stock
          FROM "removed_products" WHERE "deleted_at" IS NULL GROUP BY 1) r
  WHERE c."category_id" = r."category_id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "product_counts_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."deleted_at" IS NULL THEN
    UPDATE "product_counts" SET "live" = "live" - 1, "in_stock" = "in_stock" - (OLD."stock" > 0)::int
    WHERE "category_id" = OLD."category_id";
  END IF;
  IF NEW."deleted_at" IS NULL THEN
    INSERT INTO "product_counts" ("category_id", "live", "in_stock") VALUES (NEW."category_id", 1, (NEW."stock" > 0)::int)
    ON CONFLICT ("category_id") DO UPDATE
      SET "live" = "product_counts"."live" + 1, "in_stock" = "product_counts"."in_stock" + excluded."in_stock";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER "products_counts_update" ON "products";
--> statement-breakpoint
CREATE TRIGGER "products_counts_update" AFTER UPDATE OF "deleted_at", "category_id", "stock" ON "products" FOR EACH ROW
  WHEN (OLD."deleted_at" IS DISTINCT FROM NEW."deleted_at" OR OLD."category_id" IS DISTINCT FROM NEW."category_id"
        OR (OLD."stock" > 0) IS DISTINCT FROM (NEW."stock" > 0))
  EXECUTE FUNCTION "product_counts_changed"();
--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "search_vector" DROP EXPRESSION;
--> statement-breakpoint
CREATE FUNCTION "products_search_vector"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."search_vector" :=
    setweight(to_tsvector('english', coalesce(NEW."name", '')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW."name_hi", '')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW."category_name", '')), 'B') ||
    setweight(to_tsvector('english', coalesce(NEW."tags_text", '')), 'B') ||
    setweight(to_tsvector('english', coalesce(NEW."option_text", '')), 'B') ||
    setweight(to_tsvector('english', coalesce(NEW."description", '')), 'C') ||
    setweight(to_tsvector('english', coalesce(NEW."description_hi", '')), 'C');
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "products_search_vector_insert" BEFORE INSERT ON "products" FOR EACH ROW EXECUTE FUNCTION "products_search_vector"();
--> statement-breakpoint
CREATE TRIGGER "products_search_vector_update"
  BEFORE UPDATE OF "name", "name_hi", "category_name", "tags_text", "option_text", "description", "description_hi", "search_vector"
  ON "products" FOR EACH ROW EXECUTE FUNCTION "products_search_vector"();
--> statement-breakpoint
-- Room on each new page for a row's next version, so its stock update can stay on the page (HOT).
ALTER TABLE "products" SET (fillfactor = 90);
