-- Personal data (issue 23, docs/decisions/110-personal-data.md): consents with the notice version the shopper
-- saw, and the mark an order gets when its customer's personal data was erased or anonymised.
CREATE TABLE IF NOT EXISTS "consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"purpose" text NOT NULL,
	"notice_version" text NOT NULL,
	"order_id" uuid REFERENCES "orders"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consents_purpose_ck" CHECK ("purpose" in ('account', 'order'))
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "consents_user_created_idx" ON "consents" ("user_id", "created_at");
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "personal_data_erased_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "retain_until" timestamp with time zone;
