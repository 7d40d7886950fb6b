-- Issue 37: a cash-on-delivery order in a shop that asks buyers to confirm waits for the buyer until
-- "cod_confirm_by" (its confirmation window's end); one reminder is sent halfway ("confirmation_reminded_at").
-- Orders placed before, or while the setting is off, keep both empty and proceed as before
-- (docs/decisions/227-cod-confirmation.md).
ALTER TABLE "orders" ADD COLUMN "cod_confirm_by" timestamptz;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmation_reminded_at" timestamptz;--> statement-breakpoint
CREATE INDEX "orders_unconfirmed_cod_idx" ON "orders" ("cod_confirm_by")
  WHERE "confirmed_at" IS NULL AND "stock_released_at" IS NULL AND "cod_confirm_by" IS NOT NULL;
