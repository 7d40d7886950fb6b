import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { pgTable, timestamp, date, interval, numeric, integer, jsonb } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDrizzleTypesOnce } from '../src/db/pglite-parsers';

/*
 * docs/decisions/301-the-embedded-database-parses-drizzles-types-once.md: the embedded database keeps drizzle's
 * types as text itself, so drizzle's statements reach PGlite without parsers of their own, and every value reads
 * the same as with drizzle's parsers on every statement. Two in-memory databases side by side: one as PGlite comes,
 * one as the shop opens it.
 */

const moments = pgTable('moments', {
  id: integer('id').primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  plain: timestamp('plain').notNull(),
  day: date('day').notNull(),
  span: interval('span').notNull(),
  amount: numeric('amount').notNull(),
  extra: jsonb('extra').notNull(),
});

const EVERY_TYPE = sql`select now()::timestamptz as at, '2026-11-02 10:30:00'::timestamp as plain,
  '2026-11-02'::date as day, '1 day 02:00'::interval as span, 12.50::numeric as amount,
  array[1.5, 2]::numeric[] as amounts, array['2026-11-02 10:30'::timestamp] as plains,
  array['2026-11-02 10:30+05:30'::timestamptz] as ats, array['1 hour'::interval] as spans,
  array['2026-11-02'::date] as days, 42 as n, true as yes, '{"a": [1]}'::jsonb as extra, array[1, 2] as ns`;

let asItComes: PGlite;
let asTheShopOpensIt: PGlite;
// What PGlite itself is asked, under the shop's wrapper.
const optionsAsked: (QueryOptions | undefined)[] = [];

async function withTable(client: PGlite) {
  await client.exec(`create table moments (id int primary key, at timestamptz not null, plain timestamp not null,
    day date not null, span interval not null, amount numeric not null, extra jsonb not null)`);
  return drizzle(client);
}

beforeAll(async () => {
  asItComes = await PGlite.create();
  asTheShopOpensIt = await PGlite.create();
  const query = asTheShopOpensIt.query.bind(asTheShopOpensIt);
  asTheShopOpensIt.query = ((text: string, params?: unknown[], options?: QueryOptions) => {
    optionsAsked.push(options);
    return query(text, params, options);
  }) as PGlite['query'];
  parseDrizzleTypesOnce(asTheShopOpensIt);
});
afterAll(async () => {
  await asItComes?.close();
  await asTheShopOpensIt?.close();
});

describe('drizzle on the embedded database, its types parsed once', () => {
  it('reads every type as drizzle reads it with its own parsers, in and out of a transaction', async () => {
    const plain = await withTable(asItComes);
    const shop = await withTable(asTheShopOpensIt);
    const row = {
      id: 1,
      at: new Date('2026-11-02T05:00:00.000Z'),
      plain: new Date('2026-11-02T10:30:00.000Z'),
      day: '2026-11-02',
      span: '1 day 02:00:00',
      amount: '1299.50',
      extra: { lines: [{ sku: 'KURTA-M', gst: 5 }] },
    };
    await plain.insert(moments).values(row);
    await shop.insert(moments).values(row);

    const [expected] = await plain.select().from(moments);
    const [read] = await shop.select().from(moments);
    expect(read).toEqual(expected);
    expect(read!.at).toBeInstanceOf(Date);
    expect(read!.at.toISOString()).toBe('2026-11-02T05:00:00.000Z');

    const raw = async (db: typeof plain) => {
      const result = (await db.execute(EVERY_TYPE)) as unknown as { rows: Record<string, unknown>[] };
      const { at, ...rest } = result.rows[0]!;
      return { at: typeof at, ...rest };
    };
    expect(await raw(shop)).toEqual(await raw(plain));
    expect(await shop.transaction(async (tx) => tx.select().from(moments))).toEqual([expected]);
    const inTransaction = await shop.transaction(async (tx) => raw(tx as unknown as typeof plain));
    expect(inTransaction).toEqual(await raw(plain));
  });

  it("asks PGlite without drizzle's parsers, and passes on any other parsers", async () => {
    const shop = drizzle(asTheShopOpensIt);
    optionsAsked.length = 0;
    await shop.select().from(moments);
    expect(optionsAsked.length).toBeGreaterThan(0);
    for (const options of optionsAsked) expect(options?.parsers).toBeUndefined();

    const asNumber = { [1700]: (value: string) => Number(value) };
    const { rows } = await asTheShopOpensIt.query<{ amount: number }>('select 12.50::numeric as amount', [], {
      parsers: asNumber,
    });
    expect(rows[0]!.amount).toBe(12.5);
  });
});
