-- Issue 39: the shop in Hindi. A signed-in shopper's language (the switcher saves it), so mail and the next
-- visit can use it (docs/decisions/249-shop-languages-lingui.md). Every existing account keeps English.
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_ck" CHECK ("users"."language" in ('en', 'hi'));
