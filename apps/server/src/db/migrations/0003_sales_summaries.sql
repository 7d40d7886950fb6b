-- IF NOT EXISTS / OR REPLACE throughout: a development database that ran an earlier draft of this migration
-- takes the final one without error.
CREATE TABLE IF NOT EXISTS "product_sales" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"units" bigint DEFAULT 0 NOT NULL,
	"revenue_paise" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "product_sales_deltas" (
	"product_id" uuid NOT NULL,
	"units" integer NOT NULL,
	"revenue_paise" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "sales_totals" (
	"id" integer PRIMARY KEY NOT NULL,
	"orders" bigint DEFAULT 0 NOT NULL,
	"revenue_paise" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_totals_one_row_ck" CHECK ("sales_totals"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "sales_totals_deltas" (
	"orders" integer NOT NULL,
	"revenue_paise" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "product_sales_rank_idx" ON "product_sales" USING btree ("units" DESC NULLS LAST,"revenue_paise" DESC NULLS LAST,"product_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_created_id_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
-- Items of an order that is not cancelled count as sold; a line added, changed or removed appends its
-- difference. An item removed by the cascade of its order's deletion finds no order and is left to the
-- orders trigger below.
CREATE OR REPLACE FUNCTION "product_sales_track_item"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."product_id" IS NOT NULL
     AND EXISTS (SELECT 1 FROM "orders" o WHERE o."id" = OLD."order_id" AND o."status" <> 'cancelled') THEN
    INSERT INTO "product_sales_deltas" ("product_id", "units", "revenue_paise")
    VALUES (OLD."product_id", -OLD."quantity", -(OLD."unit_price_paise"::bigint * OLD."quantity"));
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."product_id" IS NOT NULL
     AND EXISTS (SELECT 1 FROM "orders" o WHERE o."id" = NEW."order_id" AND o."status" <> 'cancelled') THEN
    INSERT INTO "product_sales_deltas" ("product_id", "units", "revenue_paise")
    VALUES (NEW."product_id", NEW."quantity", NEW."unit_price_paise"::bigint * NEW."quantity");
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "order_items_product_sales" ON "order_items";
--> statement-breakpoint
CREATE TRIGGER "order_items_product_sales" AFTER INSERT OR DELETE OR UPDATE OF "order_id", "product_id", "quantity", "unit_price_paise" ON "order_items" FOR EACH ROW EXECUTE FUNCTION "product_sales_track_item"();
--> statement-breakpoint
-- An order cancelled (or un-cancelled) takes its items out of (or back into) the figures; an order deleted
-- while counted takes them out before its items go.
CREATE OR REPLACE FUNCTION "product_sales_track_order"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  direction integer;
BEGIN
  IF TG_OP = 'DELETE' THEN
    direction := CASE WHEN OLD."status" <> 'cancelled' THEN -1 ELSE 0 END;
  ELSE
    direction := CASE WHEN NEW."status" = 'cancelled' THEN -1 ELSE 1 END;
  END IF;
  IF direction <> 0 THEN
    INSERT INTO "product_sales_deltas" ("product_id", "units", "revenue_paise")
    SELECT i."product_id", direction * i."quantity", direction * i."unit_price_paise"::bigint * i."quantity"
    FROM "order_items" i
    WHERE i."order_id" = OLD."id" AND i."product_id" IS NOT NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "orders_product_sales_status" ON "orders";
--> statement-breakpoint
CREATE TRIGGER "orders_product_sales_status" AFTER UPDATE OF "status" ON "orders" FOR EACH ROW WHEN ((OLD."status" = 'cancelled') IS DISTINCT FROM (NEW."status" = 'cancelled')) EXECUTE FUNCTION "product_sales_track_order"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "orders_product_sales_delete" ON "orders";
--> statement-breakpoint
CREATE TRIGGER "orders_product_sales_delete" BEFORE DELETE ON "orders" FOR EACH ROW EXECUTE FUNCTION "product_sales_track_order"();
--> statement-breakpoint
-- The orders placed before this migration (the triggers above already hold the tables, so none is missed).
INSERT INTO "product_sales" ("product_id", "units", "revenue_paise")
SELECT i."product_id", sum(i."quantity"), sum(i."unit_price_paise"::bigint * i."quantity")
FROM "order_items" i
JOIN "orders" o ON o."id" = i."order_id"
WHERE o."status" <> 'cancelled' AND i."product_id" IS NOT NULL
GROUP BY i."product_id"
ON CONFLICT ("product_id") DO NOTHING;
--> statement-breakpoint
-- Every order counts once in "orders"; its total counts in the revenue while it is not cancelled.
CREATE OR REPLACE FUNCTION "sales_totals_track_order"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO "sales_totals_deltas" ("orders", "revenue_paise")
    VALUES (-1, CASE WHEN OLD."status" <> 'cancelled' THEN -OLD."total_paise"::bigint ELSE 0 END);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "sales_totals_deltas" ("orders", "revenue_paise")
    VALUES (1, CASE WHEN NEW."status" <> 'cancelled' THEN NEW."total_paise"::bigint ELSE 0 END);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "orders_sales_totals" ON "orders";
--> statement-breakpoint
CREATE TRIGGER "orders_sales_totals" AFTER INSERT OR DELETE ON "orders" FOR EACH ROW EXECUTE FUNCTION "sales_totals_track_order"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "orders_sales_totals_change" ON "orders";
--> statement-breakpoint
CREATE TRIGGER "orders_sales_totals_change" AFTER UPDATE OF "status", "total_paise" ON "orders" FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."total_paise" IS DISTINCT FROM NEW."total_paise") EXECUTE FUNCTION "sales_totals_track_order"();
--> statement-breakpoint
INSERT INTO "sales_totals" ("id", "orders", "revenue_paise")
SELECT 1, count(*), coalesce(sum("total_paise") FILTER (WHERE "status" <> 'cancelled'), 0)
FROM "orders"
ON CONFLICT ("id") DO NOTHING;
