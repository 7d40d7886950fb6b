import { count, desc, inArray, type InferSelectModel, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** Which slice of a list a page shows. */
export interface PageWindow {
  limit: number;
  offset: number;
}

/** One page of rows and how many rows match in all (the admin lists' "page 2 of 7"). */
export interface Page<Row> {
  rows: Row[];
  total: number;
}

/** The admin lists' usual order: newest first, the id breaking ties so pages never overlap. */
export function newestFirst(table: { createdAt: PgColumn; id: PgColumn }): SQL[] {
  return [desc(table.createdAt), desc(table.id)];
}

/** A page's rows read beside the count of every row of `table` that `where` matches. */
export async function withTotal<Row>(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  rows: PromiseLike<Row[]>,
): Promise<Page<Row>> {
  const [pageRows, totals] = await Promise.all([rows, db.select({ n: count() }).from(table).where(where)]);
  return { rows: pageRows, total: Number(totals[0]?.n ?? 0) };
}

/**
 * One page of whole rows of `table` matching `where`, in `orderBy` order, with the total. The page's ids are
 * found first and only its rows are read (a deferred join): a page deep in a long list skips its offset's rows
 * in the index that gives the order, without reading each skipped row from the table (admin orders page 5,000
 * of 2,000,000: docs/decisions/275-daily-sales-summaries.md).
 */
export function selectPage<T extends PgTable & { id: PgColumn }>(
  db: Db,
  table: T,
  where: SQL | undefined,
  orderBy: (SQL | PgColumn)[],
  page: PageWindow,
): Promise<Page<InferSelectModel<T>>> {
  // Drizzle cannot type a select from a generic table, so it reads a plain PgTable; whole rows of `table` are
  // its select model.
  const source: PgTable = table;
  const pageIds = db
    .select({ id: table.id })
    .from(source)
    .where(where)
    .orderBy(...orderBy)
    .limit(page.limit)
    .offset(page.offset);
  const rows = db
    .select()
    .from(source)
    .where(inArray(table.id, pageIds))
    .orderBy(...orderBy) as unknown as PromiseLike<InferSelectModel<T>[]>;
  return withTotal(db, table, where, rows);
}

/** The slice that page `page` (from 1) of `limit` rows shows. */
export function pageWindow(page: number, limit: number): PageWindow {
  return { limit, offset: (page - 1) * limit };
}
