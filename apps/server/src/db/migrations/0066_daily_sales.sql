-- Issue 38 (docs/decisions/275-daily-sales-summaries.md): the Overview, Analytics and the sales report read the
-- orders of a range from per-day summaries instead of aggregating every order and order line with the revenue
-- rule's refund subqueries (seconds a request at 2,000,000 orders). As in migration 0003, the order path only
-- appends differences to delta tables (no counter row is updated there, so orders never wait on each other);
-- the admin module folds them in before it reads. This migration replaces 0003's, 0005's and 0056's triggers
-- with one set feeding every summary, so an order appends as many rows as before: one for the order, one per
-- line. Each trigger appends the difference between a row's figures before and after, computed from the rows
-- it depends on as they are now, so the summaries always equal the revenue rule applied to the current rows.
--
-- A range's whole Indian days are read from the daily summaries; the whole hours of a day it cuts, from the hourly
-- ones; only the minutes at either end from the orders (sales-range.ts).
--
-- What an order counts as: its Indian hour and day (REPORT_TIME_ZONE, packages/shared/src/schemas/admin.ts; India
-- is UTC+05:30, so its hours are not UTC's) and its state under the revenue rule (order_is_revenue, migration
-- 0005; revenue-sql.ts).
CREATE FUNCTION "sales_hour"("placed" timestamptz) RETURNS timestamp LANGUAGE sql STABLE AS $$
  SELECT date_trunc('hour', "placed" AT TIME ZONE 'Asia/Kolkata')
$$;
--> statement-breakpoint
CREATE FUNCTION "sales_day"("placed" timestamptz) RETURNS date LANGUAGE sql STABLE AS $$
  SELECT ("placed" AT TIME ZONE 'Asia/Kolkata')::date
$$;
--> statement-breakpoint
CREATE FUNCTION "order_sales_state"("status" text, "payment_method" text, "payment_status" text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN "status" = 'cancelled' THEN 'cancelled'
              WHEN order_is_revenue("status", "payment_method", "payment_status") THEN 'revenue'
              ELSE 'pending' END
$$;
--> statement-breakpoint
-- What refunded returns gave back on an order (ORDER_REFUNDED of revenue-sql.ts before this migration).
CREATE FUNCTION "order_refunded_paise"("for_order" uuid) RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT coalesce(sum(coalesce(rr."credited_paise", rr."refund_paise")), 0)::bigint
  FROM "return_requests" rr WHERE rr."order_id" = "for_order" AND rr."status" IN ('refunded', 'exchanged')
$$;
--> statement-breakpoint
-- What an order line counts for, its order being in `state` (the ITEM_UNITS_SUM and ITEM_REVENUE_SUM of
-- revenue-sql.ts before this migration): a line of an order not cancelled is sold (sale_lines; sold_units and
-- sold_paise, before coupons and returns, for product_sales as since migration 0003); a line of a revenue
-- order brings in its units and its price after its coupon share, less what refunded returns gave back on it
-- (units, revenue_paise), and gross_units before returns.
CREATE FUNCTION "order_line_sales"("state" text, "line_id" uuid, "quantity" integer, "unit_price_paise" integer,
  "discount_paise" bigint)
RETURNS TABLE ("sale_lines" integer, "sold_units" integer, "sold_paise" bigint, "units" integer, "revenue_paise" bigint,
  "gross_units" integer)
LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN "state" <> 'cancelled' THEN 1 ELSE 0 END,
         CASE WHEN "state" <> 'cancelled' THEN $3 ELSE 0 END,
         CASE WHEN "state" <> 'cancelled' THEN $4::bigint * $3 ELSE 0 END,
         CASE WHEN "state" = 'revenue' THEN $3 - coalesce(sum(ri."quantity"), 0)::integer ELSE 0 END,
         CASE WHEN "state" = 'revenue' THEN $4::bigint * $3 - $5 - coalesce(sum(ri."refund_paise"), 0)::bigint ELSE 0 END,
         CASE WHEN "state" = 'revenue' THEN $3 ELSE 0 END
  FROM "return_items" ri JOIN "return_requests" rr ON rr."id" = ri."return_id"
  WHERE ri."order_item_id" = "line_id" AND rr."status" IN ('refunded', 'exchanged')
$$;
--> statement-breakpoint
-- Orders per Indian day, payment method and state ('revenue', 'pending', 'cancelled'): how many, their totals,
-- and (revenue orders only) what their refunded returns gave back.
CREATE TABLE "daily_order_sales" (
	"day" date NOT NULL,
	"payment_method" text NOT NULL,
	"state" text NOT NULL,
	"orders" bigint DEFAULT 0 NOT NULL,
	"total_paise" bigint DEFAULT 0 NOT NULL,
	"refunded_paise" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_order_sales_pkey" PRIMARY KEY ("day", "payment_method", "state")
);
--> statement-breakpoint
-- The same per Indian hour ("hour": the hour's start in Indian time), for the hours of the days a range cuts.
CREATE TABLE "hourly_order_sales" (
	"hour" timestamp NOT NULL,
	"payment_method" text NOT NULL,
	"state" text NOT NULL,
	"orders" bigint DEFAULT 0 NOT NULL,
	"total_paise" bigint DEFAULT 0 NOT NULL,
	"refunded_paise" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "hourly_order_sales_pkey" PRIMARY KEY ("hour", "payment_method", "state")
);
--> statement-breakpoint
CREATE TABLE "order_sales_deltas" (
	"hour" timestamp NOT NULL,
	"payment_method" text NOT NULL,
	"state" text NOT NULL,
	"orders" integer NOT NULL,
	"total_paise" bigint NOT NULL,
	"refunded_paise" bigint NOT NULL
);
--> statement-breakpoint
-- Order lines per Indian day, product, variant and name as sold: every line ("lines", for the name a list
-- shows), the lines of orders not cancelled ("sale_lines"), and the units and revenue of revenue orders' lines
-- net of refunded returns (order_line_sales). A product or variant deleted since leaves its lines under null, as
-- the lines themselves do.
CREATE TABLE "daily_item_sales" (
	"day" date NOT NULL,
	"product_id" uuid,
	"variant_id" uuid,
	"name" text NOT NULL,
	"lines" integer DEFAULT 0 NOT NULL,
	"sale_lines" integer DEFAULT 0 NOT NULL,
	"units" bigint DEFAULT 0 NOT NULL,
	"revenue_paise" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_item_sales_key_uq" UNIQUE NULLS NOT DISTINCT ("day", "product_id", "variant_id", "name")
);
--> statement-breakpoint
-- With the units, the best sellers' candidates are summed from the index alone (top-sellers.ts).
CREATE INDEX "daily_item_sales_product_day_idx" ON "daily_item_sales" ("product_id", "day") INCLUDE ("units");
--> statement-breakpoint
CREATE INDEX "daily_item_sales_variant_day_idx" ON "daily_item_sales" ("day", "variant_id") WHERE "variant_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "daily_item_sales_unlinked_day_idx" ON "daily_item_sales" ("day") WHERE "product_id" IS NULL;
--> statement-breakpoint
-- The same per Indian hour, for the hours of the days a range cuts (read by hour, all products at once).
CREATE TABLE "hourly_item_sales" (
	"hour" timestamp NOT NULL,
	"product_id" uuid,
	"variant_id" uuid,
	"name" text NOT NULL,
	"lines" integer DEFAULT 0 NOT NULL,
	"sale_lines" integer DEFAULT 0 NOT NULL,
	"units" bigint DEFAULT 0 NOT NULL,
	"revenue_paise" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "hourly_item_sales_key_uq" UNIQUE NULLS NOT DISTINCT ("hour", "product_id", "variant_id", "name")
);
--> statement-breakpoint
-- Units of revenue orders' lines per Indian month and product, before returns: at least what the product sold
-- in any range within those months, so a range's best sellers are found among the products that lead these
-- lists (top-sellers.ts) instead of summing every product's days.
CREATE TABLE "monthly_product_units" (
	"month" date NOT NULL,
	"product_id" uuid NOT NULL,
	"units" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "monthly_product_units_pkey" PRIMARY KEY ("month", "product_id")
);
--> statement-breakpoint
CREATE INDEX "monthly_product_units_rank_idx" ON "monthly_product_units" ("month", "units" DESC, "product_id");
--> statement-breakpoint
-- One row per line change. sold_units / sold_paise feed product_sales (lines of orders not cancelled, before
-- coupons and returns, as since migration 0003); gross_units feeds monthly_product_units.
CREATE TABLE "item_sales_deltas" (
	"hour" timestamp NOT NULL,
	"product_id" uuid,
	"variant_id" uuid,
	"name" text NOT NULL,
	"lines" integer NOT NULL,
	"sale_lines" integer NOT NULL,
	"sold_units" integer NOT NULL,
	"sold_paise" bigint NOT NULL,
	"units" integer NOT NULL,
	"revenue_paise" bigint NOT NULL,
	"gross_units" integer NOT NULL
);
--> statement-breakpoint
-- Moves order `for_order`'s lines from `from_hour` in `from_state` to `to_hour` in `to_state` (a null hour: from
-- or to nowhere, for an order placed or deleted), with their refunded returns as they are now: one row a line
-- when only the state changes.
CREATE FUNCTION "item_sales_move_lines"("for_order" uuid, "from_hour" timestamp, "from_state" text, "to_hour" timestamp,
  "to_state" text)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO "item_sales_deltas" ("hour", "product_id", "variant_id", "name", "lines", "sale_lines", "sold_units",
    "sold_paise", "units", "revenue_paise", "gross_units")
  SELECT m."at_hour", i."product_id", i."variant_id", i."name", sum(m."sign"), sum(m."sign" * f."sale_lines"),
         sum(m."sign" * f."sold_units"), sum(m."sign" * f."sold_paise"), sum(m."sign" * f."units"),
         sum(m."sign" * f."revenue_paise"), sum(m."sign" * f."gross_units")
  FROM "order_items" i
  CROSS JOIN (VALUES ("from_hour", "from_state", -1), ("to_hour", "to_state", 1)) m("at_hour", "in_state", "sign")
  CROSS JOIN LATERAL order_line_sales(m."in_state", i."id", i."quantity", i."unit_price_paise", i."discount_paise") f
  WHERE i."order_id" = "for_order" AND m."at_hour" IS NOT NULL
  GROUP BY i."id", m."at_hour"
$$;
--> statement-breakpoint
-- `sign` times one line's figures, counted by its order as it is now (none when the order is gone: a line
-- removed by its order's deletion was taken out by the order's trigger).
CREATE FUNCTION "item_sales_append_line"("line" "order_items", "sign" integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "item_sales_deltas" ("hour", "product_id", "variant_id", "name", "lines", "sale_lines", "sold_units",
    "sold_paise", "units", "revenue_paise", "gross_units")
  SELECT sales_hour(o."created_at"), ("line")."product_id", ("line")."variant_id", ("line")."name", "sign",
         "sign" * f."sale_lines", "sign" * f."sold_units", "sign" * f."sold_paise", "sign" * f."units",
         "sign" * f."revenue_paise", "sign" * f."gross_units"
  FROM "orders" o
  CROSS JOIN LATERAL order_line_sales(order_sales_state(o."status", o."payment_method", o."payment_status"),
    ("line")."id", ("line")."quantity", ("line")."unit_price_paise", ("line")."discount_paise") f
  WHERE o."id" = ("line")."order_id"
$$;
--> statement-breakpoint
-- `sign` times what one return item gave back on its line, when the line's order is revenue (the caller knows
-- that the item's return counts).
CREATE FUNCTION "item_sales_append_refund"("item" "return_items", "sign" integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "item_sales_deltas" ("hour", "product_id", "variant_id", "name", "lines", "sale_lines", "sold_units",
    "sold_paise", "units", "revenue_paise", "gross_units")
  SELECT sales_hour(o."created_at"), i."product_id", i."variant_id", i."name", 0, 0, 0, 0,
         -"sign" * ("item")."quantity", -"sign" * ("item")."refund_paise", 0
  FROM "order_items" i
  JOIN "orders" o ON o."id" = i."order_id"
  WHERE i."id" = ("item")."order_item_id"
    AND order_sales_state(o."status", o."payment_method", o."payment_status") = 'revenue'
$$;
--> statement-breakpoint
-- The same for an item changed on its own: only while its return counts (refunded or exchanged).
CREATE FUNCTION "item_sales_append_return_item"("item" "return_items", "sign" integer) RETURNS void LANGUAGE sql AS $$
  SELECT item_sales_append_refund("item", "sign")
  FROM "return_requests" rr
  WHERE rr."id" = ("item")."return_id" AND rr."status" IN ('refunded', 'exchanged')
$$;
--> statement-breakpoint
-- `sign` times what a counted return (as `request` says, before or after the change) gave back on its order,
-- when that order is revenue; with `items`, also what each of its items gave back on its line.
CREATE FUNCTION "sales_append_return"("request" "return_requests", "sign" integer, "items" boolean) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "order_sales_deltas" ("hour", "payment_method", "state", "orders", "total_paise", "refunded_paise")
  SELECT sales_hour(o."created_at"), o."payment_method", 'revenue', 0, 0,
         "sign" * coalesce(("request")."credited_paise", ("request")."refund_paise")
  FROM "orders" o
  WHERE o."id" = ("request")."order_id"
    AND order_sales_state(o."status", o."payment_method", o."payment_status") = 'revenue';
  IF "items" THEN
    PERFORM item_sales_append_refund(ri, "sign") FROM "return_items" ri WHERE ri."return_id" = ("request")."id";
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION "sales_orders_placed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "order_sales_deltas" ("hour", "payment_method", "state", "orders", "total_paise", "refunded_paise")
  SELECT sales_hour("created_at"), "payment_method", order_sales_state("status", "payment_method", "payment_status"),
         1, "total_paise", 0
  FROM "placed_orders";
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A change of hour, payment method, state or total moves the order; a change of hour or state moves its lines.
CREATE FUNCTION "sales_order_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_hour timestamp := sales_hour(OLD."created_at");
  new_hour timestamp := sales_hour(NEW."created_at");
  old_state text := order_sales_state(OLD."status", OLD."payment_method", OLD."payment_status");
  new_state text := order_sales_state(NEW."status", NEW."payment_method", NEW."payment_status");
  refunded bigint := 0;
BEGIN
  IF old_hour = new_hour AND OLD."payment_method" = NEW."payment_method" AND old_state = new_state
     AND OLD."total_paise" = NEW."total_paise" THEN
    RETURN NULL;
  END IF;
  IF old_state = 'revenue' OR new_state = 'revenue' THEN
    refunded := order_refunded_paise(NEW."id");
  END IF;
  INSERT INTO "order_sales_deltas" ("hour", "payment_method", "state", "orders", "total_paise", "refunded_paise")
  VALUES (old_hour, OLD."payment_method", old_state, -1, -OLD."total_paise",
          CASE WHEN old_state = 'revenue' THEN -refunded ELSE 0 END),
         (new_hour, NEW."payment_method", new_state, 1, NEW."total_paise",
          CASE WHEN new_state = 'revenue' THEN refunded ELSE 0 END);
  IF old_hour <> new_hour OR old_state <> new_state THEN
    PERFORM item_sales_move_lines(NEW."id", old_hour, old_state, new_hour, new_state);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Before the delete: its lines and returns are still there to be taken out (their own triggers find no order).
CREATE FUNCTION "sales_order_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_hour timestamp := sales_hour(OLD."created_at");
  old_state text := order_sales_state(OLD."status", OLD."payment_method", OLD."payment_status");
BEGIN
  INSERT INTO "order_sales_deltas" ("hour", "payment_method", "state", "orders", "total_paise", "refunded_paise")
  VALUES (old_hour, OLD."payment_method", old_state, -1, -OLD."total_paise",
          CASE WHEN old_state = 'revenue' THEN -order_refunded_paise(OLD."id") ELSE 0 END);
  PERFORM item_sales_move_lines(OLD."id", old_hour, old_state, NULL, NULL);
  RETURN OLD;
END $$;
--> statement-breakpoint
-- One statement for all the lines an order is placed with.
CREATE FUNCTION "sales_items_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "item_sales_deltas" ("hour", "product_id", "variant_id", "name", "lines", "sale_lines", "sold_units",
    "sold_paise", "units", "revenue_paise", "gross_units")
  SELECT sales_hour(o."created_at"), i."product_id", i."variant_id", i."name", 1, f."sale_lines", f."sold_units",
         f."sold_paise", f."units", f."revenue_paise", f."gross_units"
  FROM "added_items" i
  JOIN "orders" o ON o."id" = i."order_id"
  CROSS JOIN LATERAL order_line_sales(order_sales_state(o."status", o."payment_method", o."payment_status"),
    i."id", i."quantity", i."unit_price_paise", i."discount_paise") f;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "sales_item_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM item_sales_append_line(OLD, -1);
  END IF;
  IF TG_OP = 'UPDATE' THEN
    PERFORM item_sales_append_line(NEW, 1);
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A return counts while it is refunded or exchanged: by what it gave back on its order (its credit, else its
-- refund), and by each item's units and refund on the item's line.
CREATE FUNCTION "sales_return_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_counted boolean := TG_OP <> 'INSERT' AND OLD."status" IN ('refunded', 'exchanged');
  is_counted boolean := TG_OP <> 'DELETE' AND NEW."status" IN ('refunded', 'exchanged');
BEGIN
  IF was_counted THEN
    PERFORM sales_append_return(OLD, -1, NOT is_counted);
  END IF;
  IF is_counted THEN
    PERFORM sales_append_return(NEW, 1, NOT was_counted);
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "sales_return_item_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM item_sales_append_return_item(OLD, -1);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM item_sales_append_return_item(NEW, 1);
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "orders_sales_totals" ON "orders";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "orders_sales_totals_change" ON "orders";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "orders_product_sales_status" ON "orders";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "orders_product_sales_delete" ON "orders";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "order_items_product_sales" ON "order_items";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "return_requests_sales_totals" ON "return_requests";
--> statement-breakpoint
DROP FUNCTION IF EXISTS "sales_totals_track_order"();
--> statement-breakpoint
DROP FUNCTION IF EXISTS "product_sales_track_order"();
--> statement-breakpoint
DROP FUNCTION IF EXISTS "product_sales_track_item"();
--> statement-breakpoint
DROP FUNCTION IF EXISTS "sales_totals_track_return"();
--> statement-breakpoint
DROP TABLE "product_sales_deltas";
--> statement-breakpoint
DROP TABLE "sales_totals_deltas";
--> statement-breakpoint
CREATE TRIGGER "orders_sales_placed" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS "placed_orders"
  FOR EACH STATEMENT EXECUTE FUNCTION "sales_orders_placed"();
--> statement-breakpoint
CREATE TRIGGER "orders_sales_change" AFTER UPDATE OF "status", "payment_method", "payment_status", "total_paise", "created_at"
  ON "orders" FOR EACH ROW
  WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."payment_method" IS DISTINCT FROM NEW."payment_method"
        OR OLD."payment_status" IS DISTINCT FROM NEW."payment_status" OR OLD."total_paise" IS DISTINCT FROM NEW."total_paise"
        OR OLD."created_at" IS DISTINCT FROM NEW."created_at")
  EXECUTE FUNCTION "sales_order_changed"();
--> statement-breakpoint
CREATE TRIGGER "orders_sales_delete" BEFORE DELETE ON "orders" FOR EACH ROW EXECUTE FUNCTION "sales_order_deleted"();
--> statement-breakpoint
CREATE TRIGGER "order_items_sales_added" AFTER INSERT ON "order_items" REFERENCING NEW TABLE AS "added_items"
  FOR EACH STATEMENT EXECUTE FUNCTION "sales_items_added"();
--> statement-breakpoint
CREATE TRIGGER "order_items_sales_change" AFTER UPDATE OF "order_id", "product_id", "variant_id", "name", "quantity",
  "unit_price_paise", "discount_paise" ON "order_items" FOR EACH ROW
  WHEN (OLD."order_id" IS DISTINCT FROM NEW."order_id" OR OLD."product_id" IS DISTINCT FROM NEW."product_id"
        OR OLD."variant_id" IS DISTINCT FROM NEW."variant_id" OR OLD."name" IS DISTINCT FROM NEW."name"
        OR OLD."quantity" IS DISTINCT FROM NEW."quantity" OR OLD."unit_price_paise" IS DISTINCT FROM NEW."unit_price_paise"
        OR OLD."discount_paise" IS DISTINCT FROM NEW."discount_paise")
  EXECUTE FUNCTION "sales_item_changed"();
--> statement-breakpoint
CREATE TRIGGER "order_items_sales_delete" BEFORE DELETE ON "order_items" FOR EACH ROW EXECUTE FUNCTION "sales_item_changed"();
--> statement-breakpoint
CREATE TRIGGER "return_requests_sales_change" AFTER INSERT OR UPDATE OF "status", "refund_paise", "credited_paise", "order_id"
  ON "return_requests" FOR EACH ROW EXECUTE FUNCTION "sales_return_changed"();
--> statement-breakpoint
CREATE TRIGGER "return_requests_sales_delete" BEFORE DELETE ON "return_requests" FOR EACH ROW EXECUTE FUNCTION "sales_return_changed"();
--> statement-breakpoint
CREATE TRIGGER "return_items_sales_change" AFTER INSERT OR UPDATE OF "return_id", "order_item_id", "quantity", "refund_paise"
  ON "return_items" FOR EACH ROW EXECUTE FUNCTION "sales_return_item_changed"();
--> statement-breakpoint
CREATE TRIGGER "return_items_sales_delete" BEFORE DELETE ON "return_items" FOR EACH ROW EXECUTE FUNCTION "sales_return_item_changed"();
--> statement-breakpoint
-- Analytics counts the products added in a period, deleted ones included: whole days from these counts, kept by
-- triggers on products as product_counts is (migration 0065: a bulk import adds one row per day, not one per
-- product; only a change of created_at moves a product, so stock updates never touch them), the parts of a day
-- at either end by the products' creation indexes (live ones by products_live_created_idx, deleted ones by the
-- partial index below, which an update of a live product never writes into).
CREATE TABLE "daily_products_added" (
	"day" date PRIMARY KEY NOT NULL,
	"products" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "daily_products_added" ("day", "products")
SELECT sales_day("created_at"), count(*) FROM "products" GROUP BY 1;
--> statement-breakpoint
CREATE FUNCTION "products_added_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "daily_products_added" ("day", "products")
  SELECT sales_day("created_at"), count(*) FROM "inserted_products" GROUP BY 1
  ON CONFLICT ("day") DO UPDATE SET "products" = "daily_products_added"."products" + excluded."products";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "products_added_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "daily_products_added" d SET "products" = d."products" - r.n
  FROM (SELECT sales_day("created_at") AS "day", count(*) AS n FROM "deleted_products" GROUP BY 1) r
  WHERE d."day" = r."day";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "products_added_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "daily_products_added" SET "products" = "products" - 1 WHERE "day" = sales_day(OLD."created_at");
  INSERT INTO "daily_products_added" ("day", "products") VALUES (sales_day(NEW."created_at"), 1)
  ON CONFLICT ("day") DO UPDATE SET "products" = "daily_products_added"."products" + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "products_added_emptied"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "daily_products_added";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "products_added_insert" AFTER INSERT ON "products" REFERENCING NEW TABLE AS "inserted_products"
  FOR EACH STATEMENT EXECUTE FUNCTION "products_added_inserted"();
--> statement-breakpoint
CREATE TRIGGER "products_added_delete" AFTER DELETE ON "products" REFERENCING OLD TABLE AS "deleted_products"
  FOR EACH STATEMENT EXECUTE FUNCTION "products_added_deleted"();
--> statement-breakpoint
CREATE TRIGGER "products_added_update" AFTER UPDATE OF "created_at" ON "products" FOR EACH ROW
  WHEN (OLD."created_at" IS DISTINCT FROM NEW."created_at")
  EXECUTE FUNCTION "products_added_moved"();
--> statement-breakpoint
CREATE TRIGGER "products_added_truncate" AFTER TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "products_added_emptied"();
--> statement-breakpoint
CREATE INDEX "products_deleted_created_idx" ON "products" ("created_at") WHERE "deleted_at" IS NOT NULL;
--> statement-breakpoint
-- Every summary recounted from the orders there are (the triggers above already hold the tables, so none is
-- missed); also what the benchmark's bulk seed runs after loading orders with these triggers off.
CREATE FUNCTION "sales_summaries_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "order_sales_deltas";
  DELETE FROM "item_sales_deltas";
  DELETE FROM "daily_order_sales";
  DELETE FROM "hourly_order_sales";
  DELETE FROM "daily_item_sales";
  DELETE FROM "hourly_item_sales";
  DELETE FROM "monthly_product_units";
  DELETE FROM "product_sales";
  DELETE FROM "sales_totals";
  CREATE TEMP TABLE "rebuilt_orders" ON COMMIT DROP AS
  SELECT o."id", sales_hour(o."created_at") AS "hour", o."payment_method",
         order_sales_state(o."status", o."payment_method", o."payment_status") AS "state", o."total_paise"
  FROM "orders" o;
  INSERT INTO "hourly_order_sales" ("hour", "payment_method", "state", "orders", "total_paise", "refunded_paise")
  SELECT "hour", "payment_method", "state", count(*), sum("total_paise"),
         coalesce(sum(order_refunded_paise("id")) FILTER (WHERE "state" = 'revenue'), 0)
  FROM "rebuilt_orders" GROUP BY 1, 2, 3;
  INSERT INTO "daily_order_sales" ("day", "payment_method", "state", "orders", "total_paise", "refunded_paise")
  SELECT "hour"::date, "payment_method", "state", sum("orders"), sum("total_paise"), sum("refunded_paise")
  FROM "hourly_order_sales" GROUP BY 1, 2, 3;
  CREATE TEMP TABLE "rebuilt_lines" ON COMMIT DROP AS
  SELECT o."hour", i."product_id", i."variant_id", i."name", count(*) AS "lines", sum(f."sale_lines") AS "sale_lines",
         sum(f."sold_units") AS "sold_units", sum(f."sold_paise") AS "sold_paise", sum(f."units") AS "units",
         sum(f."revenue_paise") AS "revenue_paise", sum(f."gross_units") AS "gross_units"
  FROM "order_items" i
  JOIN "rebuilt_orders" o ON o."id" = i."order_id"
  CROSS JOIN LATERAL order_line_sales(o."state", i."id", i."quantity", i."unit_price_paise", i."discount_paise") f
  GROUP BY 1, 2, 3, 4;
  INSERT INTO "hourly_item_sales" ("hour", "product_id", "variant_id", "name", "lines", "sale_lines", "units", "revenue_paise")
  SELECT "hour", "product_id", "variant_id", "name", "lines", "sale_lines", "units", "revenue_paise" FROM "rebuilt_lines";
  INSERT INTO "daily_item_sales" ("day", "product_id", "variant_id", "name", "lines", "sale_lines", "units", "revenue_paise")
  SELECT "hour"::date, "product_id", "variant_id", "name", sum("lines"), sum("sale_lines"), sum("units"), sum("revenue_paise")
  FROM "rebuilt_lines" GROUP BY 1, 2, 3, 4;
  INSERT INTO "monthly_product_units" ("month", "product_id", "units")
  SELECT date_trunc('month', "hour")::date, "product_id", sum("gross_units")
  FROM "rebuilt_lines" WHERE "product_id" IS NOT NULL GROUP BY 1, 2 HAVING sum("gross_units") <> 0;
  INSERT INTO "product_sales" ("product_id", "units", "revenue_paise")
  SELECT "product_id", sum("sold_units"), sum("sold_paise")
  FROM "rebuilt_lines" WHERE "product_id" IS NOT NULL GROUP BY 1 HAVING sum("sold_units") <> 0 OR sum("sold_paise") <> 0;
  INSERT INTO "sales_totals" ("id", "orders", "revenue_paise", "pending_paise")
  SELECT 1, coalesce(sum("orders"), 0),
         coalesce(sum("total_paise" - "refunded_paise") FILTER (WHERE "state" = 'revenue'), 0),
         coalesce(sum("total_paise") FILTER (WHERE "state" = 'pending'), 0)
  FROM "daily_order_sales";
  DROP TABLE "rebuilt_orders";
  DROP TABLE "rebuilt_lines";
END $$;
--> statement-breakpoint
SELECT sales_summaries_rebuild();
--> statement-breakpoint
-- Statistics for the new tables now, not at autovacuum's next pass: the first reports are planned with them.
ANALYZE "daily_order_sales", "hourly_order_sales", "daily_item_sales", "hourly_item_sales", "monthly_product_units",
  "product_sales", "daily_products_added";
