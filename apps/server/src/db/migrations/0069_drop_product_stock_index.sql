-- Issue 38 (docs/decisions/277-the-order-path-writes-less.md): every order changes products.stock (a trigger keeps
-- it as the sum of the variants' stock), and products_live_stock_idx made that column indexed, so no such update
-- could be HOT: each order wrote new entries into all of the product's indexes, three of them GIN. Its readers were
-- the storefront's "in stock" filter, whose rows the list's own sort indexes serve, and that filter's total, which
-- the live counts per category (decision 272) now keep for in-stock products too. Their trigger fires only when a
-- product runs out or comes back (the WHEN clause), not on every order.
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
