-- Issue 14: merchant operations (docs/decisions/040-merchant-operations.md).
-- The admin Inbox: when a contact message was first opened, marked handled, and answered by email.
ALTER TABLE "contact_messages" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "contact_messages_unread_idx" ON "contact_messages" ("created_at" DESC) WHERE "read_at" IS NULL;--> statement-breakpoint
-- Why an admin cancelled an order (shown to the customer), and when a WhatsApp order was confirmed.
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_unconfirmed_whatsapp_idx" ON "orders" ("created_at") WHERE "payment_method" = 'whatsapp' AND "confirmed_at" IS NULL AND "stock_released_at" IS NULL;
--> statement-breakpoint
-- Revenue a merchant can trust (docs/decisions/045-revenue-rule.md): an order is revenue once its money is
-- in (a paid online order) or collected at the door (a delivered COD or confirmed WhatsApp order); every
-- other order that is not cancelled is pending value, shown apart.
ALTER TABLE "sales_totals" ADD COLUMN "pending_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_totals_deltas" ADD COLUMN "pending_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "order_is_revenue"("status" text, "payment_method" text, "payment_status" text) RETURNS boolean
LANGUAGE sql IMMUTABLE AS $$
  SELECT "status" <> 'cancelled' AND (("payment_method" = 'razorpay' AND "payment_status" = 'paid') OR "status" = 'delivered')
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "sales_totals_track_order"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO "sales_totals_deltas" ("orders", "revenue_paise", "pending_paise")
    VALUES (
      -1,
      CASE WHEN order_is_revenue(OLD."status", OLD."payment_method", OLD."payment_status") THEN -OLD."total_paise"::bigint ELSE 0 END,
      CASE WHEN OLD."status" <> 'cancelled' AND NOT order_is_revenue(OLD."status", OLD."payment_method", OLD."payment_status")
           THEN -OLD."total_paise"::bigint ELSE 0 END
    );
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "sales_totals_deltas" ("orders", "revenue_paise", "pending_paise")
    VALUES (
      1,
      CASE WHEN order_is_revenue(NEW."status", NEW."payment_method", NEW."payment_status") THEN NEW."total_paise"::bigint ELSE 0 END,
      CASE WHEN NEW."status" <> 'cancelled' AND NOT order_is_revenue(NEW."status", NEW."payment_method", NEW."payment_status")
           THEN NEW."total_paise"::bigint ELSE 0 END
    );
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "orders_sales_totals_change" ON "orders";--> statement-breakpoint
CREATE TRIGGER "orders_sales_totals_change" AFTER UPDATE OF "status", "total_paise", "payment_status" ON "orders" FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."total_paise" IS DISTINCT FROM NEW."total_paise" OR OLD."payment_status" IS DISTINCT FROM NEW."payment_status") EXECUTE FUNCTION "sales_totals_track_order"();--> statement-breakpoint
-- Recount under the new rule: the deltas so far were written under the old one.
DELETE FROM "sales_totals_deltas";--> statement-breakpoint
INSERT INTO "sales_totals" ("id", "orders", "revenue_paise", "pending_paise")
SELECT 1, count(*),
       coalesce(sum("total_paise") FILTER (WHERE order_is_revenue("status", "payment_method", "payment_status")), 0),
       coalesce(sum("total_paise") FILTER (WHERE "status" <> 'cancelled' AND NOT order_is_revenue("status", "payment_method", "payment_status")), 0)
FROM "orders"
ON CONFLICT ("id") DO UPDATE SET "orders" = excluded."orders", "revenue_paise" = excluded."revenue_paise", "pending_paise" = excluded."pending_paise";
