-- Issue 38 (docs/decisions/272-million-product-shop.md): the live products of each category, kept by triggers on
-- products, so the storefront list's total, the category list's counts and the admin figures read 13 rows
-- instead of counting a million products on every request. Inserts and deletes are counted per statement (a
-- bulk import adds one row per category); an update is counted only when it deletes, restores or moves a
-- product (the WHEN clause keeps stock and price updates, the checkout's, away from these rows).
CREATE TABLE "product_counts" (
	"category_id" uuid PRIMARY KEY NOT NULL REFERENCES "categories"("id") ON DELETE CASCADE,
	"live" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "product_counts" ("category_id", "live")
SELECT "category_id", count(*) FROM "products" WHERE "deleted_at" IS NULL GROUP BY 1;
--> statement-breakpoint
CREATE FUNCTION "product_counts_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "product_counts" ("category_id", "live")
  SELECT "category_id", count(*) FROM "added_products" WHERE "deleted_at" IS NULL GROUP BY 1
  ON CONFLICT ("category_id") DO UPDATE SET "live" = "product_counts"."live" + excluded."live";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "product_counts_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "product_counts" c SET "live" = c."live" - r.n
  FROM (SELECT "category_id", count(*) AS n FROM "removed_products" WHERE "deleted_at" IS NULL GROUP BY 1) r
  WHERE c."category_id" = r."category_id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "product_counts_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."deleted_at" IS NULL THEN
    UPDATE "product_counts" SET "live" = "live" - 1 WHERE "category_id" = OLD."category_id";
  END IF;
  IF NEW."deleted_at" IS NULL THEN
    INSERT INTO "product_counts" ("category_id", "live") VALUES (NEW."category_id", 1)
    ON CONFLICT ("category_id") DO UPDATE SET "live" = "product_counts"."live" + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "product_counts_emptied"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "product_counts";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "products_counts_insert" AFTER INSERT ON "products" REFERENCING NEW TABLE AS "added_products" FOR EACH STATEMENT EXECUTE FUNCTION "product_counts_added"();
--> statement-breakpoint
CREATE TRIGGER "products_counts_delete" AFTER DELETE ON "products" REFERENCING OLD TABLE AS "removed_products" FOR EACH STATEMENT EXECUTE FUNCTION "product_counts_removed"();
--> statement-breakpoint
CREATE TRIGGER "products_counts_update" AFTER UPDATE OF "deleted_at", "category_id" ON "products" FOR EACH ROW
  WHEN (OLD."deleted_at" IS DISTINCT FROM NEW."deleted_at" OR OLD."category_id" IS DISTINCT FROM NEW."category_id")
  EXECUTE FUNCTION "product_counts_changed"();
--> statement-breakpoint
CREATE TRIGGER "products_counts_truncate" AFTER TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "product_counts_emptied"();
