-- A return's credit note records the lines and units it credits (with each one's coupon discount share), so the
-- GSTR-1 export reports its taxable value per rate (docs/decisions/125-return-credit-notes-in-gstr1.md).
ALTER TABLE "credit_notes" ADD COLUMN "lines" jsonb;
