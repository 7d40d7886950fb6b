import { Placeholder, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Db } from '../src/db/client';
import { claimDueQuery, markSentText } from '../src/modules/notifications/outbox-claims.repository';
import { startTestApp, type TestApp } from './helpers/test-app';

/*
 * docs/decisions/298-the-outbox-reads-by-key-under-any-statistics.md: a shop's outbox is nearly all sent mails, so
 * its statistics say 'pending' matches about one row. During a sale thousands wait. With the index on
 * (status, next_attempt_at), a mail's "sent" then scanned every waiting mail to find its own, and a claim sorted them
 * all for a batch of ten: each mail cost as much as the backlog was long. Here the statistics are taken with the
 * outbox all sent, then mails wait, and the plans each statement gets as a named statement (a generic plan) are read.
 * All of it in a transaction that is rolled back, so the shop's own outbox and statistics are left as they were.
 */

const SENT_BEFORE = 600;
const WAITING = 1_500;
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

/** The generic plan of `text` with `values`, its nodes flattened. */
async function genericPlan(tx: Db, text: string, values: unknown[]): Promise<PlanNode[]> {
  const literal = (value: unknown) =>
    typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`;
  await tx.execute(sql.raw(`prepare statement_under_test as ${text}`));
  const [explained] = await queryRows<{ 'QUERY PLAN': [{ Plan: PlanNode }] | string }>(
    tx,
    sql.raw(`explain (format json) execute statement_under_test(${values.map(literal).join(', ')})`),
  );
  await tx.execute(sql`deallocate statement_under_test`);
  const document = explained!['QUERY PLAN'];
  const parsed = typeof document === 'string' ? (JSON.parse(document) as [{ Plan: PlanNode }]) : document;
  return nodesOf(parsed[0].Plan);
}

/** Runs `read` on an outbox whose statistics say nothing waits, while many mails wait; then rolls it all back. */
async function withSkewedOutbox<T>(read: (tx: Db, waitingId: string) => Promise<T>): Promise<T> {
  let result: T | undefined;
  await t.database.db
    .transaction(async (tx) => {
      await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
      await tx.execute(sql`
        insert into email_outbox (to_address, subject, body_text, kind, status, attempts, sent_at, created_at)
        select 'buyer' || g || '@example.in', 'Your order', 'Thank you', 'order-placed', 'sent', 1,
               now() - interval '1 day', now() - interval '1 day'
        from generate_series(1, ${SENT_BEFORE}) g`);
      await tx.execute(sql`analyze email_outbox`);
      await tx.execute(sql`
        insert into email_outbox (to_address, subject, body_text, kind, next_attempt_at)
        select 'buyer' || g || '@example.in', 'Your order', 'Thank you', 'order-placed',
               now() - interval '1 minute' + g * interval '1 ms'
        from generate_series(1, ${WAITING}) g`);
      const [waiting] = await queryRows<{ id: string }>(
        tx,
        sql`select id from email_outbox where status = 'pending' order by next_attempt_at desc limit 1`,
      );
      result = await read(tx, waiting!.id);
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (result === undefined) throw error;
    });
  return result!;
}

describe('the outbox under statistics that say nothing waits (decision 298)', () => {
  it("finds a mail's row by its key to mark it sent, whatever waits", async () => {
    const nodes = await withSkewedOutbox((tx, id) => genericPlan(tx, markSentText(false, false), [id, 1]));
    const indexes = nodes.map((node) => node['Index Name']).filter(Boolean);
    expect(indexes).toEqual(['email_outbox_pkey']);
    expect(nodes.map((node) => node['Node Type'])).not.toContain('Seq Scan');
  });

  it('claims a batch by reading the waiting mails in order, without sorting them all', async () => {
    const claim = claimDueQuery(t.database.db).toSQL();
    const nodes = await withSkewedOutbox((tx) =>
      genericPlan(
        tx,
        claim.sql,
        claim.params.map((param) => (param instanceof Placeholder ? CLAIM_VALUES[String(param.name)] : param)),
      ),
    );
    const types = nodes.map((node) => node['Node Type']);
    expect(nodes.map((node) => node['Index Name'])).toContain('email_outbox_pending_due_idx');
    expect(types).not.toContain('Sort');
    expect(types).not.toContain('Incremental Sort');
    expect(types).not.toContain('Seq Scan');
  });
});
