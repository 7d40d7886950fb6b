-- Issue 23: product declarations and grievances (docs/decisions/100-legal-declarations-and-grievances.md).
-- Legal Metrology declarations of each product, one JSON document (packages/shared/src/declarations.ts).
ALTER TABLE "products" ADD COLUMN "declarations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- A grievance is a contact message with a ticket: the admin Inbox tracks it against its legal deadlines.
ALTER TABLE "contact_messages" ADD COLUMN "grievance_ticket" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "order_number" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "acknowledged_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "contact_messages_grievance_ticket_idx" ON "contact_messages" ("grievance_ticket") WHERE "grievance_ticket" IS NOT NULL;--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS "grievance_ticket_seq";
