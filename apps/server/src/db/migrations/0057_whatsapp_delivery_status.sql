-- Issue 37: what Meta's webhook later says about a WhatsApp message the outbox handed over
-- (docs/decisions/250-whatsapp-failed-statuses.md). "provider_message_id" is the wamid Meta answered with; a
-- status names it. "delivery_status" is the furthest status heard (sent, failed, delivered, read), with Meta's
-- error code, title and details in "delivery_error" for a failed one and the status's own time.
ALTER TABLE "email_outbox" ADD COLUMN "provider_message_id" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "delivery_status" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "delivery_error" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "delivery_status_at" timestamptz;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_delivery_status_ck" CHECK ("delivery_status" in ('sent', 'delivered', 'read', 'failed'));--> statement-breakpoint
CREATE UNIQUE INDEX "email_outbox_provider_message_uq" ON "email_outbox" ("provider_message_id") WHERE "provider_message_id" IS NOT NULL;
