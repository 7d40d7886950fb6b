-- Issue 14: merchant operations (docs/decisions/040-merchant-operations.md).
-- The admin Inbox: when a contact message was first opened, marked handled, and answered by email.
ALTER TABLE "contact_messages" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "contact_messages_unread_idx" ON "contact_messages" ("created_at" DESC) WHERE "read_at" IS NULL;--> statement-breakpoint
-- Why an admin cancelled an order (shown to the customer), and when a WhatsApp order was confirmed.
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_unconfirmed_whatsapp_idx" ON "orders" ("created_at") WHERE "payment_method" = 'whatsapp' AND "confirmed_at" IS NULL AND "stock_released_at" IS NULL;
