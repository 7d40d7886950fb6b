import { count, desc, type InferSelectModel, type SQL } from 'drizzle-orm';
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

/** One page of whole rows of `table` matching `where`, in `orderBy` order, with the total. */
export function selectPage<T extends PgTable>(
  db: Db,
  table: T,
  where: SQL | undefined,
  orderBy: (SQL | PgColumn)[],
  page: PageWindow,
): Promise<Page<InferSelectModel<T>>> {
  // Drizzle cannot type a select from a generic table, so it reads a plain PgTable; whole rows of `table` are
  // its select model.
  const source: PgTable = table;
  const rows = db
    .select()
    .from(source)
    .where(where)
    .orderBy(...orderBy)
    .limit(page.limit)
    .offset(page.offset) as unknown as PromiseLike<InferSelectModel<T>[]>;
  return withTotal(db, table, where, rows);
}

/** The slice that page `page` (from 1) of `limit` rows shows. */
export function pageWindow(page: number, limit: number): PageWindow {
  return { limit, offset: (page - 1) * limit };
}
