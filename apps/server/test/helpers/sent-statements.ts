import pg from 'pg';
import { PgDialect } from 'drizzle-orm/pg-core';

export interface Statement {
  text: string;
  name: string | undefined;
}

/**
 * Every statement the server's pool sends while `run` runs (other work of the process included): its text, and its
 * name when it is a named prepared statement. Counted at the driver, so on PostgreSQL only (PGlite has no pool).
 */
export async function statementsDuring(run: () => Promise<void>): Promise<Statement[]> {
  const sent: Statement[] = [];
  const client = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const { query } = client;
  client.query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0] as string | { text?: string; name?: string } | undefined;
    const text = typeof first === 'string' ? first : (first?.text ?? '');
    sent.push({ text: text.replace(/\s+/g, ' '), name: typeof first === 'string' ? undefined : first?.name });
    return query.apply(this, args);
  };
  try {
    await run();
  } finally {
    client.query = query;
  }
  return sent;
}

/** The text of every statement the query builder builds while `run` runs (decision 297: what is built per call). */
export async function statementsBuiltDuring(run: () => Promise<void>): Promise<string[]> {
  const built: string[] = [];
  const dialect = PgDialect.prototype as unknown as { sqlToQuery: (...args: unknown[]) => { sql: string } };
  const { sqlToQuery } = dialect;
  dialect.sqlToQuery = function (this: PgDialect, ...args: unknown[]) {
    const query = sqlToQuery.apply(this, args);
    built.push(query.sql.replace(/\s+/g, ' '));
    return query;
  };
  try {
    await run();
  } finally {
    dialect.sqlToQuery = sqlToQuery;
  }
  return built;
}
