-- The Overview's revenue (sales_totals) less refunded returns, as the revenue rule says since decision 213
-- (docs/decisions/045-revenue-rule.md): Analytics, the sales report and the GST reconciliation already subtract
-- them, so the Overview's "Revenue" read more than the same shop's report. A return counts, as in revenue-sql.ts,
-- when it becomes refunded or exchanged, by what it gave back (an exchange's credit, else the refund), and would
-- count back if it ever stopped being so. Only orders that are revenue have returns
-- (a return needs a delivered order), so the figure stays the revenue rule's.
CREATE OR REPLACE FUNCTION "sales_totals_track_return"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    IF OLD."status" IN ('refunded', 'exchanged') THEN
      INSERT INTO "sales_totals_deltas" ("orders", "revenue_paise", "pending_paise")
      VALUES (0, coalesce(OLD."credited_paise", OLD."refund_paise")::bigint, 0);
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    IF NEW."status" IN ('refunded', 'exchanged') THEN
      INSERT INTO "sales_totals_deltas" ("orders", "revenue_paise", "pending_paise")
      VALUES (0, -coalesce(NEW."credited_paise", NEW."refund_paise")::bigint, 0);
    END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "return_requests_sales_totals" ON "return_requests";--> statement-breakpoint
CREATE TRIGGER "return_requests_sales_totals" AFTER INSERT OR DELETE OR UPDATE OF "status", "refund_paise", "credited_paise" ON "return_requests" FOR EACH ROW EXECUTE FUNCTION "sales_totals_track_return"();--> statement-breakpoint
INSERT INTO "sales_totals_deltas" ("orders", "revenue_paise", "pending_paise")
SELECT 0, -coalesce(sum(coalesce(rr."credited_paise", rr."refund_paise")), 0)::bigint, 0
FROM "return_requests" rr JOIN "orders" o ON o."id" = rr."order_id"
WHERE rr."status" IN ('refunded', 'exchanged') AND order_is_revenue(o."status", o."payment_method", o."payment_status");
