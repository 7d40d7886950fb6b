-- Issue 37, verified phone numbers (docs/decisions/240-verified-phone-numbers.md): the phone number an account
-- proved it receives (by a one-time code), and the codes themselves, stored only as a keyed hash.
ALTER TABLE "users" ADD COLUMN "verified_phone" text;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_verified_at" timestamp with time zone;
--> statement-breakpoint
-- One account per verified number: sign-in by code finds the account by it.
CREATE UNIQUE INDEX "users_verified_phone_uq" ON "users" ("verified_phone") WHERE "verified_phone" IS NOT NULL;
--> statement-breakpoint
CREATE TABLE "phone_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"phone" text NOT NULL,
	"purpose" text NOT NULL,
	"channel" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "phone_codes_purpose_ck" CHECK ("purpose" in ('verify', 'sign-in')),
	CONSTRAINT "phone_codes_channel_ck" CHECK ("channel" in ('sms', 'whatsapp'))
);
--> statement-breakpoint
CREATE INDEX "phone_codes_user_idx" ON "phone_codes" ("user_id", "purpose", "created_at");
