-- Issue 37: "pay the COD fee now by UPI" (docs/decisions/252-cod-fee-paid-in-advance.md). A cash-on-delivery
-- order placed while the shop asks for it keeps the COD fee it asked in advance ("cod_fee_advance_paise", part of
-- "shipping_fee_paise", 0 for none) and when Razorpay captured it ("cod_fee_advance_paid_at"). The courier
-- collects total_paise less the fee once it is paid. Older orders read 0 and null: plain cash on delivery.
ALTER TABLE "orders" ADD COLUMN "cod_fee_advance_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_fee_advance_paid_at" timestamptz;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cod_fee_advance_ck"
  CHECK ("cod_fee_advance_paise" >= 0 AND "cod_fee_advance_paise" <= "shipping_fee_paise");
