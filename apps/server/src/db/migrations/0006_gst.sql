-- Issue 17 (GST): no product silently gets HSN 8517 any more; B2B buyer details on orders; document serials
-- that restart every financial year; credit notes. docs/decisions/050-052.
ALTER TABLE "products" ALTER COLUMN "hsn" SET DEFAULT '';
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_gstin" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_legal_name" text;
--> statement-breakpoint
CREATE TABLE "document_serials" (
  "series" text NOT NULL,
  "financial_year" text NOT NULL,
  "last_serial" integer NOT NULL,
  CONSTRAINT "document_serials_pk" PRIMARY KEY ("series", "financial_year")
);
--> statement-breakpoint
-- Invoices numbered before this migration came from one global sequence: continue after the highest per year.
INSERT INTO "document_serials" ("series", "financial_year", "last_serial")
SELECT 'INV', substring("invoice_number" from 4 for 4), max(substring("invoice_number" from 9)::integer)
FROM "orders" WHERE "invoice_number" ~ '^INV[0-9]{4}-[0-9]+$' GROUP BY 2;
--> statement-breakpoint
CREATE TABLE "credit_notes" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "order_id" uuid NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
  "number" text NOT NULL,
  "invoice_number" text NOT NULL,
  "reason" text NOT NULL,
  "issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_number_uq" ON "credit_notes" ("number");
--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_order_uq" ON "credit_notes" ("order_id");
--> statement-breakpoint
CREATE INDEX "credit_notes_issued_idx" ON "credit_notes" ("issued_at");
--> statement-breakpoint
CREATE INDEX "orders_invoice_date_idx" ON "orders" ("invoice_date");
