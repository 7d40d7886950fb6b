import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/*
 * The checkout's statements as named prepared statements (docs/decisions/280-checkout-statements-are-prepared.md):
 * PostgreSQL parses each once per connection and, after five executions, keeps its generic plan, where an unnamed
 * statement is parsed and planned again on every order (planning was a third of PostgreSQL's CPU per order).
 * Only statements whose plan does not depend on their values are named: a search keeps its custom plans.
 * PGlite ignores the name.
 */

const dialect = new PgDialect();
/** Statement text -> its name; bounded, though the few named texts never come near it. */
const names = new Map<string, string>();
const MAX_REMEMBERED_NAMES = 1_000;

/**
 * The name of a statement's text: node-postgres refuses one name for two texts on a connection, so the name is
 * the text's hash (a statement whose text varies, such as a multi-row insert, is one statement per shape).
 */
export function statementName(text: string): string {
  let name = names.get(text);
  if (name) return name;
  if (names.size >= MAX_REMEMBERED_NAMES) names.clear();
  name = `shop_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
  names.set(text, name);
  return name;
}

/** A compiled statement run under `name` (placeholders filled from `values`); its rows raw. */
async function runNamed<T>(
  db: Db,
  compiled: { sql: string; params: unknown[] },
  name: string,
  values?: Record<string, unknown>,
): Promise<T[]> {
  const result: unknown = await db._.session.prepareQuery(compiled, undefined, name, false).execute(values);
  return (result as { rows: T[] }).rows;
}

/** Raw SQL rows, as `queryRows`, through a named prepared statement. */
export function queryRowsPrepared<T>(db: Db, query: SQL): Promise<T[]> {
  const compiled = dialect.sqlToQuery(query);
  return runNamed<T>(db, compiled, statementName(compiled.sql));
}

/**
 * A fixed statement text with its parameters, as a named prepared statement: nothing is built per call. For the
 * hottest statements of the order path, where building them with the query builder cost more than running them
 * (a two-row outbox insert: 220 µs per build on this machine, twice per call with `executePrepared`; decision
 * 282). Rows come raw: snake_case columns, timestamps as PostgreSQL's text, json as parsed by the driver.
 */
export function queryTextPrepared<T>(db: Db, text: string, params: readonly unknown[]): Promise<T[]> {
  return runNamed<T>(db, { sql: text, params: [...params] }, statementName(text));
}

/**
 * A statement compiled once, with `sql.placeholder('name')` where its values go, run as a named prepared statement
 * with those values (decision 282): for a hot statement whose conditions are drizzle expressions.
 */
export function compiledOnce<T>(query: SQL): (db: Db, values: Record<string, unknown>) => Promise<T[]> {
  const compiled = dialect.sqlToQuery(query);
  const name = statementName(compiled.sql);
  return (db, values) => runNamed<T>(db, compiled, name, values);
}

/**
 * A query-builder statement prepared once per database handle (the pool's or the embedded database's), with
 * `sql.placeholder` where its values go: built by the query builder once, not on every call, and answered with the
 * builder's own row mapping. For statements a long-lived part runs again and again on the same handle, such as the
 * outbox worker's claim (decision 297); a transaction is a new handle every time, so it is not for those.
 */
export function preparedPerDatabase<P>(build: (db: Db) => P): (db: Db) => P {
  const prepared = new WeakMap<Db, P>();
  return (db) => {
    let statement = prepared.get(db);
    if (statement === undefined) {
      statement = build(db);
      prepared.set(db, statement);
    }
    return statement;
  };
}
