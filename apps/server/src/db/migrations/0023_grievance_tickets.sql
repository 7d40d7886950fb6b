-- Grievances closed, not flagged (issue 33, docs/decisions/161-grievance-lifecycle.md): the written resolution
-- on the ticket, and each step of a ticket (received, acknowledged, resolved, reopened, deadline reminders,
-- overdue alert) with who took it and when.
ALTER TABLE "contact_messages" ADD COLUMN IF NOT EXISTS "resolution" text;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "grievance_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contact_message_id" uuid NOT NULL REFERENCES "contact_messages"("id") ON DELETE CASCADE,
	"kind" text NOT NULL,
	"note" text,
	"actor_id" uuid,
	"actor_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grievance_events_kind_ck" CHECK ("kind" in ('received', 'acknowledged', 'resolved', 'reopened', 'reminder', 'overdue'))
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "grievance_events_message_idx" ON "grievance_events" ("contact_message_id", "created_at");
--> statement-breakpoint
-- Each reminder stage and the overdue alert happen once per ticket, however many processes run the job.
CREATE UNIQUE INDEX IF NOT EXISTS "grievance_events_alert_once_idx" ON "grievance_events" ("contact_message_id", "kind", "note") WHERE "kind" in ('reminder', 'overdue');
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contact_messages_open_grievances_idx" ON "contact_messages" ("created_at") WHERE "grievance_ticket" is not null and "handled_at" is null;
--> statement-breakpoint
-- Consent on the contact and grievance forms (docs/decisions/163-consent-on-open-forms.md): a consent row may
-- belong to a message instead of an account.
ALTER TABLE "consents" ALTER COLUMN "user_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "consents" ADD COLUMN IF NOT EXISTS "contact_message_id" uuid REFERENCES "contact_messages"("id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "consents" DROP CONSTRAINT IF EXISTS "consents_purpose_ck";
--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_purpose_ck" CHECK ("purpose" in ('account', 'order', 'grievance', 'contact'));
--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_subject_ck" CHECK ("user_id" is not null or "contact_message_id" is not null);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "consents_contact_message_idx" ON "consents" ("contact_message_id") WHERE "contact_message_id" is not null;
