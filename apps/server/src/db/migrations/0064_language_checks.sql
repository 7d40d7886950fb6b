-- Issue 39 (docs/decisions/271-adding-a-language.md): the four language checks re-added, under the same names, from
-- the list schema.ts now writes from LOCALES (packages/shared/src/locale.ts) instead of spelling 'en' and 'hi'.
-- Same languages as before, so no row changes. This file is the template for a new language: copy it to the next
-- number with the new list, e.g. in ('en', 'hi', 'ta'); test/language-checks.test.ts fails until it exists.
ALTER TABLE "users" DROP CONSTRAINT IF EXISTS "users_language_ck";
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_ck" CHECK ("users"."language" in ('en', 'hi'));
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT IF EXISTS "orders_language_ck";
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_language_ck" CHECK ("orders"."language" in ('en', 'hi'));
--> statement-breakpoint
ALTER TABLE "contact_messages" DROP CONSTRAINT IF EXISTS "contact_messages_language_ck";
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_language_ck" CHECK ("contact_messages"."language" in ('en', 'hi'));
--> statement-breakpoint
ALTER TABLE "stock_alerts" DROP CONSTRAINT IF EXISTS "stock_alerts_language_ck";
--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_language_ck" CHECK ("stock_alerts"."language" in ('en', 'hi'));
