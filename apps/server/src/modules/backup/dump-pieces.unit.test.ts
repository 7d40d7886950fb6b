import { describe, expect, it } from 'vitest';
import { inGroupsBySize, inReferenceOrder, quoteQualified } from './dump-pieces';

describe('the pieces of an embedded dump', () => {
  it('orders tables after the tables they reference, ties by name, a self-reference and a cycle not blocking', () => {
    const references = [
      ['public.order_items', 'public.orders'],
      ['public.order_items', 'public.products'],
      ['public.orders', 'public.users'],
      ['public.orders', 'public.orders'],
      ['public.products', 'public.categories'],
      ['public.other', 'elsewhere.table'],
    ];
    const tables = [
      'public.order_items',
      'public.orders',
      'public.products',
      'public.categories',
      'public.users',
      'public.other',
    ];
    expect(inReferenceOrder(tables, references)).toEqual([
      'public.categories',
      'public.other',
      'public.users',
      'public.orders',
      'public.products',
      'public.order_items',
    ]);
    expect(
      inReferenceOrder(
        ['b', 'a', 'c'],
        [
          ['a', 'b'],
          ['b', 'a'],
          ['a', 'c'],
        ],
      ),
    ).toEqual(['c', 'a', 'b']);
  });

  it('groups consecutive tables up to the size limit; a larger table stands alone', () => {
    const sizes = new Map([
      ['a', 10],
      ['b', 20],
      ['c', 100],
      ['d', 5],
      ['e', 5],
      ['f', 90],
    ]);
    expect(inGroupsBySize(['a', 'b', 'c', 'd', 'e', 'f'], sizes, 50)).toEqual([['a', 'b'], ['c'], ['d', 'e'], ['f']]);
    expect(inGroupsBySize([], sizes, 50)).toEqual([]);
  });

  it('quotes names so pg_dump matches them exactly', () => {
    expect(quoteQualified('public.order_items')).toBe('"public"."order_items"');
    expect(quoteQualified('public.we"ird*')).toBe('"public"."we""ird*"');
  });
});
