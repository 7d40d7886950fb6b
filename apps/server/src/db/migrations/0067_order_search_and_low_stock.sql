-- Issue 38 (docs/decisions/275-daily-sales-summaries.md): two admin screens that read every row at 1M products
-- and 2M orders, each given rows kept by triggers instead of an index on a column the checkout updates.
--
-- The admin's order search (order-search.ts) matched "contains" on the order number, the customer's and the
-- delivery name, the tracking number, the phone's digits and the shipments' AWB by reading all 2,000,000 orders
-- (10 s). The order's searched fields are kept here, one text per order, under a trigram index that finds the
-- orders whose text contains the words; the search then tests only those orders with its own conditions. Kept
-- beside the orders, not as an index on them: an order's status changes (indexed, so never HOT) would otherwise
-- write its trigrams again each time. Updated only when a searched field changes (an address edited, a tracking
-- number set, personal data erased).
CREATE FUNCTION "order_search_text"("id" uuid, "customer_name" text, "shipping_address" jsonb, "tracking_number" text)
RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT right("id"::text, 8) || E'\n' || "customer_name" || E'\n' || coalesce("shipping_address"->>'name', '')
         || E'\n' || coalesce("tracking_number", '')
         || E'\n' || coalesce(regexp_replace("shipping_address"->>'phone', '\D', '', 'g'), '')
$$;
--> statement-breakpoint
CREATE TABLE "order_search_texts" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION "order_search_texts_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "order_search_texts" ("order_id", "text")
  SELECT "id", order_search_text("id", "customer_name", "shipping_address", "tracking_number") FROM "placed_orders";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "order_search_texts_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "order_search_texts"
  SET "text" = order_search_text(NEW."id", NEW."customer_name", NEW."shipping_address", NEW."tracking_number")
  WHERE "order_id" = NEW."id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "order_search_texts_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "order_search_texts" t USING "removed_orders" r WHERE t."order_id" = r."id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_search_text_insert" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS "placed_orders"
  FOR EACH STATEMENT EXECUTE FUNCTION "order_search_texts_added"();
--> statement-breakpoint
CREATE TRIGGER "orders_search_text_update" AFTER UPDATE OF "customer_name", "shipping_address", "tracking_number"
  ON "orders" FOR EACH ROW
  WHEN (OLD."customer_name" IS DISTINCT FROM NEW."customer_name"
        OR OLD."shipping_address" IS DISTINCT FROM NEW."shipping_address"
        OR OLD."tracking_number" IS DISTINCT FROM NEW."tracking_number")
  EXECUTE FUNCTION "order_search_texts_changed"();
--> statement-breakpoint
CREATE TRIGGER "orders_search_text_delete" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS "removed_orders"
  FOR EACH STATEMENT EXECUTE FUNCTION "order_search_texts_removed"();
--> statement-breakpoint
INSERT INTO "order_search_texts" ("order_id", "text")
SELECT "id", order_search_text("id", "customer_name", "shipping_address", "tracking_number") FROM "orders";
--> statement-breakpoint
CREATE INDEX "order_search_texts_trgm_idx" ON "order_search_texts" USING gin ("text" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "shipments_awb_trgm_idx" ON "shipments" USING gin ("awb_code" gin_trgm_ops);
--> statement-breakpoint
ANALYZE "order_search_texts";
--> statement-breakpoint
-- The admin dashboard's low-stock list (active variants of live products under LOW_STOCK_THRESHOLD units, lowest
-- first) sorted every such variant: 801,364 of 4.1 million at 1M products, ~1 s. An index on product_variants'
-- stock would make every order line's stock update a non-HOT update (decision 272), so the low variants are kept
-- here instead, in the list's order, by a trigger that runs only for a variant that is or was low (its WHEN
-- clause: the checkout's other stock updates do not call it).
-- LOW_STOCK_THRESHOLD of packages/shared/src/constants.ts, in SQL (test/admin-low-stock.test.ts compares them).
CREATE FUNCTION "low_stock_below"() RETURNS integer LANGUAGE sql IMMUTABLE AS $$ SELECT 10 $$;
--> statement-breakpoint
CREATE TABLE "low_stock_variants" (
	"variant_id" uuid PRIMARY KEY NOT NULL,
	"product_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"stock" integer NOT NULL
);
--> statement-breakpoint
INSERT INTO "low_stock_variants" ("variant_id", "product_id", "position", "stock")
SELECT "id", "product_id", "position", "stock" FROM "product_variants" WHERE "active" AND "stock" < low_stock_below();
--> statement-breakpoint
CREATE INDEX "low_stock_variants_list_idx" ON "low_stock_variants" ("stock", "product_id", "position");
--> statement-breakpoint
CREATE FUNCTION "low_stock_variants_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "low_stock_variants" ("variant_id", "product_id", "position", "stock")
  SELECT "id", "product_id", "position", "stock" FROM "added_variants" WHERE "active" AND "stock" < low_stock_below();
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "low_stock_variants_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."active" AND NEW."stock" < low_stock_below() THEN
    INSERT INTO "low_stock_variants" ("variant_id", "product_id", "position", "stock")
    VALUES (NEW."id", NEW."product_id", NEW."position", NEW."stock")
    ON CONFLICT ("variant_id") DO UPDATE
      SET "product_id" = excluded."product_id", "position" = excluded."position", "stock" = excluded."stock";
  ELSE
    DELETE FROM "low_stock_variants" WHERE "variant_id" = OLD."id";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "low_stock_variants_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "low_stock_variants" l USING "removed_variants" r WHERE l."variant_id" = r."id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "product_variants_low_stock_insert" AFTER INSERT ON "product_variants" REFERENCING NEW TABLE AS "added_variants"
  FOR EACH STATEMENT EXECUTE FUNCTION "low_stock_variants_added"();
--> statement-breakpoint
CREATE TRIGGER "product_variants_low_stock_update" AFTER UPDATE OF "stock", "active", "position", "product_id"
  ON "product_variants" FOR EACH ROW
  WHEN ((OLD."active" AND OLD."stock" < low_stock_below()) OR (NEW."active" AND NEW."stock" < low_stock_below()))
  EXECUTE FUNCTION "low_stock_variants_changed"();
--> statement-breakpoint
CREATE TRIGGER "product_variants_low_stock_delete" AFTER DELETE ON "product_variants" REFERENCING OLD TABLE AS "removed_variants"
  FOR EACH STATEMENT EXECUTE FUNCTION "low_stock_variants_removed"();
--> statement-breakpoint
ANALYZE "low_stock_variants";
