-- docs/decisions/283-the-secrets-sweep-reads-an-index.md: the outbox worker blanks one-time links older than their
-- hour before every batch it sends (after every order). Without an index of its own that sweep read the whole
-- outbox: 392 ms on 400,000 mails (a shop of 200,000 orders), on every drain. This index holds only the mails that
-- still carry a link (sensitive and not yet blanked; every blanked body starts with the same sentence), so the
-- sweep reads a few rows whatever the outbox's size.
CREATE INDEX IF NOT EXISTS "email_outbox_live_secrets_idx" ON "email_outbox" ("created_at")
  WHERE "is_sensitive" AND "body_text" NOT LIKE 'This mail held a one-time link.%';
