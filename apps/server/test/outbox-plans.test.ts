import { count, eq, Placeholder, sql, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Db } from '../src/db/client';
import { newestFirst } from '../src/db/page';
import { emailOutbox } from '../src/db/schema';
import {
  claimDueQuery,
  claimWaitedForQuery,
  createOutboxClaims,
  markSentText,
} from '../src/modules/notifications/outbox-claims.repository';
import { startTestApp, type TestApp } from './helpers/test-app';

/*
 * docs/decisions/298-the-outbox-reads-by-key-under-any-statistics.md: a shop's outbox is nearly all sent mails, so
 * its statistics say 'pending' matches about one row. During a sale thousands wait. With the index on
 * (status, next_attempt_at), a mail's "sent" then scanned every waiting mail to find its own, and a claim sorted them
 * all for a batch of ten: each mail cost as much as the backlog was long. Here the statistics are taken with the
 * outbox all sent (and a few failed), then mails wait, and the plans each statement gets are read. The rows are
 * written in a transaction that is rolled back; only the table's size estimates stay, in a database of this file's.
 */

const SENT_BEFORE = 2_400;
const FAILED_BEFORE = 30;
const WAITING = 7_000;
/** The claim's placeholders as the worker fills them: a batch of ten under a five-minute lease. */
const CLAIM_VALUES: Record<string, number> = { limit: 10, leaseSeconds: 300 };

type PlanNode = { 'Node Type': string; 'Index Name'?: string; Plans?: PlanNode[] };

function nodesOf(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodesOf)];
}

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

/**
 * The plan of `text` with `values`, its nodes flattened: a generic plan, as a named statement gets, or a custom one,
 * as an unnamed statement built for one call gets.
 */
async function planOf(tx: Db, text: string, values: unknown[], kind: 'generic' | 'custom'): Promise<PlanNode[]> {
  const literal = (value: unknown) =>
    typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`;
  await tx.execute(sql.raw(`set local plan_cache_mode = force_${kind}_plan`));
  await tx.execute(sql.raw(`prepare statement_under_test as ${text}`));
  try {
    const [explained] = await queryRows<{ 'QUERY PLAN': [{ Plan: PlanNode }] | string }>(
      tx,
      sql.raw(`explain (format json) execute statement_under_test(${values.map(literal).join(', ')})`),
    );
    const document = explained!['QUERY PLAN'];
    const parsed = typeof document === 'string' ? (JSON.parse(document) as [{ Plan: PlanNode }]) : document;
    return nodesOf(parsed[0].Plan);
  } finally {
    // A prepared statement outlives a rollback.
    await tx.execute(sql`deallocate statement_under_test`);
  }
}

/** Runs `read` on an outbox whose statistics say nothing waits, while many mails wait; then rolls the rows back. */
async function withSkewedOutbox<T>(read: (tx: Db, waitingId: string) => Promise<T>): Promise<T> {
  // Bodies the size of an order's mail, so that the table's pages are as many as a real outbox's.
  const body = 'Thank you for your order. '.repeat(40);
  const html = '<p>Thank you for your order.</p>'.repeat(60);
  let result: T | undefined;
  await t.database.db
    .transaction(async (tx) => {
      await tx.execute(sql`
        insert into email_outbox (to_address, subject, body_text, body_html, kind, status, attempts, sent_at, created_at)
        select 'buyer' || g || '@example.in', 'Your order', ${body}, ${html}, 'order-placed',
               case when g <= ${FAILED_BEFORE} then 'failed' else 'sent' end, 1,
               now() - interval '1 day', now() - interval '1 day' + g * interval '1 ms'
        from generate_series(1, ${SENT_BEFORE + FAILED_BEFORE}) g`);
      await tx.execute(sql`analyze email_outbox`);
      await tx.execute(sql`
        insert into email_outbox (to_address, subject, body_text, body_html, kind, next_attempt_at)
        select 'buyer' || g || '@example.in', 'Your order', ${body}, ${html}, 'order-placed',
               now() - interval '1 minute' + (g / 2) * interval '1 ms'
        from generate_series(1, ${WAITING}) g`);
      const [waiting] = await queryRows<{ id: string }>(
        tx,
        sql`select id from email_outbox where status = 'pending' order by next_attempt_at desc limit 1`,
      );
      result = await read(tx, waiting!.id);
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof TransactionRollbackError) || result === undefined) throw error;
    });
  return result!;
}

/** A claim's generic plan, as the worker's named statement gets, with the worker's batch and lease. */
async function claimPlan(query: { toSQL(): { sql: string; params: unknown[] } }): Promise<PlanNode[]> {
  const claim = query.toSQL();
  const values = claim.params.map((param) => (param instanceof Placeholder ? CLAIM_VALUES[String(param.name)] : param));
  return withSkewedOutbox((tx) => planOf(tx, claim.sql, values, 'generic'));
}

const indexesOf = (nodes: PlanNode[]) => nodes.map((node) => node['Index Name']).filter(Boolean);
const typesOf = (nodes: PlanNode[]) => nodes.map((node) => node['Node Type']);

describe('the outbox under statistics that say nothing waits (decision 298)', () => {
  it("finds a mail's row by its key to mark it sent, whatever waits", async () => {
    const nodes = await withSkewedOutbox((tx, id) => planOf(tx, markSentText(false, false), [id, 1], 'generic'));
    expect(indexesOf(nodes)).toEqual(['email_outbox_pkey']);
    expect(typesOf(nodes)).not.toContain('Seq Scan');
  });

  it('claims a batch by reading the waiting mails in order, without sorting them all', async () => {
    const nodes = await claimPlan(claimDueQuery(t.database.db));
    expect(indexesOf(nodes)).toContain('email_outbox_pending_due_idx');
    expect(typesOf(nodes)).not.toContain('Sort');
    expect(typesOf(nodes)).not.toContain('Incremental Sort');
    expect(typesOf(nodes)).not.toContain('Seq Scan');
  });

  it('claims the mails someone waits for from the index of live links, without reading the backlog', async () => {
    const nodes = await claimPlan(claimWaitedForQuery(t.database.db));
    expect(indexesOf(nodes)).toContain('email_outbox_live_secrets_idx');
    expect(indexesOf(nodes)).not.toContain('email_outbox_pending_due_idx');
    expect(typesOf(nodes)).not.toContain('Sort');
    expect(typesOf(nodes)).not.toContain('Seq Scan');
  });

  it("lists the failed mails for the admin's filter from their own index, page and count", async () => {
    // As the Emails page builds them (outbox-list.repository.ts through db/page.ts): unnamed, so planned per call.
    const failed = eq(emailOutbox.status, 'failed');
    const db = t.database.db;
    const page = db.select({ id: emailOutbox.id }).from(emailOutbox).where(failed);
    const pageIds = page
      .orderBy(...newestFirst(emailOutbox))
      .limit(20)
      .toSQL();
    const total = db.select({ n: count() }).from(emailOutbox).where(failed).toSQL();
    const [pagePlan, totalPlan] = await withSkewedOutbox(async (tx) => [
      await planOf(tx, pageIds.sql, pageIds.params, 'custom'),
      await planOf(tx, total.sql, total.params, 'custom'),
    ]);
    expect(indexesOf(pagePlan)).toEqual(['email_outbox_failed_idx']);
    expect(typesOf(pagePlan)).not.toContain('Sort');
    expect(indexesOf(totalPlan)).toEqual(['email_outbox_failed_idx']);
    expect(typesOf([...pagePlan, ...totalPlan])).not.toContain('Seq Scan');
  });
});

describe('a one-time link in a backlog (decision 302)', () => {
  it('is claimed before the order mails that wait longer, then the backlog oldest first', async () => {
    const claimed = await withSkewedOutbox(async (tx) => {
      // Newer than every waiting order mail, and due: without its turn it would wait behind all 7,000.
      await tx.execute(sql`
        insert into email_outbox (to_address, subject, body_text, kind, is_sensitive, dedupe_key)
        values ('buyer@example.in', 'Reset your password', 'Open https://shop.example/reset?token=abc', 'password-reset',
                true, 'waited-for')`);
      const claims = createOutboxClaims(tx);
      const first = await claims.claimDue(10, 300_000);
      const second = await claims.claimDue(10, 300_000);
      return { first, second };
    });
    expect(claimed.first).toHaveLength(10);
    expect(claimed.first[0]).toMatchObject({ dedupeKey: 'waited-for', isSensitive: true, attempts: 1 });
    const backlog = [...claimed.first.slice(1), ...claimed.second];
    expect(backlog.every((mail) => mail.kind === 'order-placed')).toBe(true);
    // The rest oldest first: the waiting order mails were written due in the order of their numbers.
    const numbers = backlog.map((mail) => Number(/^buyer(\d+)@/.exec(mail.to)?.[1])).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 19 }, (_, i) => i + 1));
  });
});
