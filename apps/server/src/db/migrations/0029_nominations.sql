-- Issue 33: nomination (DPDP Act 2023 s.14, DPDP Rules 2025 r.14; docs/decisions/190-nomination.md). One nominee per
-- account, erased with it (the foreign key cascades when "Delete my account" removes the account row).
CREATE TABLE "nominations" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"relationship" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nominations_contact_ck" CHECK ("nominations"."email" is not null or "nominations"."phone" is not null)
);--> statement-breakpoint
ALTER TABLE "nominations" ADD CONSTRAINT "nominations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
