-- Issue 30: an account's email address is verified by a single-use link before anything found by that
-- address (contact messages, mails) is linked to the account (docs/decisions/150-email-verification.md).
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;
--> statement-breakpoint
-- Admins were created by the shop owner (npm run setup) or are the demo admin; the demo customer's address is
-- at example.com, a domain reserved by RFC 2606 that nobody receives mail at. Every other account verifies.
UPDATE "users" SET "email_verified_at" = "created_at" WHERE "role" = 'admin' OR lower("email") = 'user@example.com';
--> statement-breakpoint
CREATE TABLE "email_verification_tokens" (
  "token_hash" text PRIMARY KEY NOT NULL,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "expires_at" timestamp with time zone NOT NULL,
  "used_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "email_verification_user_idx" ON "email_verification_tokens" ("user_id");
