-- docs/decisions/298-the-outbox-reads-by-key-under-any-statistics.md: migration 0071 dropped the index on
-- (status, next_attempt_at), which also served the admin Emails page's "failed" filter and its count. Failed mails
-- are few, so a partial index of them, newest first as the page lists them, keeps that filter from reading the
-- whole outbox (400,000 mails in a shop of 200,000 orders) at no cost to the mails that are sent.
CREATE INDEX IF NOT EXISTS "email_outbox_failed_idx" ON "email_outbox" ("created_at" DESC, "id" DESC)
  WHERE "status" = 'failed';
