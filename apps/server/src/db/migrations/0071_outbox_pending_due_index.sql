-- docs/decisions/298-the-outbox-reads-by-key-under-any-statistics.md: the worker's claim and every completion of a
-- claim (sent, retry, failed, call started, released) read the index on (status, next_attempt_at). An analyze taken
-- while nearly every mail was sent (a shop's usual outbox) tells the planner that 'pending' matches about one row, so
-- a mail's "sent" scanned every waiting mail instead of reading its row by key, and a claim sorted every waiting mail
-- for its batch of ten: during a sale, each mail cost about as much as the backlog was long. This index holds only
-- the mails still to send, in the order the claim takes them, so a claim reads its batch and stops; the completions'
-- guard is written so that this index cannot serve them, which leaves them the primary key.
DROP INDEX IF EXISTS "email_outbox_due_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "email_outbox_pending_due_idx" ON "email_outbox" ("next_attempt_at", "id")
  WHERE "status" = 'pending';
