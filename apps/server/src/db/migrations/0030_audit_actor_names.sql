-- Issue 35: a readable audit log ("Asha Admin (admin) cancelled order #1A2B3C4D"). The actor's name and role
-- as they were when the entry was written; older entries keep only the e-mail address.
ALTER TABLE "audit_log" ADD COLUMN "actor_name" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "actor_role" text;
