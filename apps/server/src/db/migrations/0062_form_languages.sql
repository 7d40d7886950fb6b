-- Issue 39 (docs/decisions/233-hindi-form-and-alert-mails.md): the language a grievance, a contact message or a
-- "Notify me" request was sent in (the signed-in account's, else the page's), so the mails that answer it later
-- (acknowledgement, resolution, reopening, the shop's reply, the back-in-stock mail) are written in it. Existing
-- rows keep English.
ALTER TABLE "contact_messages" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_language_ck" CHECK ("contact_messages"."language" in ('en', 'hi'));
--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;
--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_language_ck" CHECK ("stock_alerts"."language" in ('en', 'hi'));
