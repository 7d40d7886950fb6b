-- Issue 37: WhatsApp template messages go through the same outbox and worker as mail
-- (docs/decisions/230-whatsapp-sending.md). "channel" says which; "whatsapp" holds the template (name, language,
-- components) and "to_address" the buyer's phone. "call_started_at" is set just before the call to Meta and
-- cleared when Meta definitely did not take the message: a row claimed again with it set was cut off mid-call
-- (crash, time-out) and is never resent, since the Cloud API has no idempotency key.
ALTER TABLE "email_outbox" ADD COLUMN "channel" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "whatsapp" jsonb;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "call_started_at" timestamptz;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_channel_ck" CHECK ("channel" in ('email', 'whatsapp'));--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_whatsapp_ck" CHECK (("channel" = 'whatsapp') = ("whatsapp" is not null));--> statement-breakpoint
-- The buyer ticked "Send me order updates on WhatsApp" at checkout (a 'whatsapp' consent row goes with it).
ALTER TABLE "orders" ADD COLUMN "whatsapp_opt_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "consents" DROP CONSTRAINT "consents_purpose_ck";--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_purpose_ck" CHECK ("purpose" in ('account', 'order', 'grievance', 'contact', 'whatsapp'));
