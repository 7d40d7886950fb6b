import type { PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';

/** Table row counts and sequence positions, read in the same instant as the dump they describe. */
export interface DatabaseFigures {
  tables: Record<string, number>;
  sequences: Record<string, number | null>;
}

export const LIST_TABLES_SQL = `select schemaname || '.' || tablename from pg_tables
  where schemaname in ('public', 'drizzle') order by 1`;
export const LIST_SEQUENCES_SQL = `select schemaname || '.' || sequencename, last_value::text from pg_sequences
  where schemaname in ('public', 'drizzle') order by 1`;

export function quoteQualified(name: string): string {
  return name
    .split('.')
    .map((part) => `"${part.replaceAll('"', '""')}"`)
    .join('.');
}

/**
 * A plain SQL dump of the embedded database with pglite-tools' pg_dump, plus row counts and sequence values
 * of the same moment. pg_dump runs synchronously inside PGlite's transaction lock, so no request's
 * transaction can be half-way through while it reads (docs/decisions/070-backup-format-and-engines.md).
 */
export async function dumpPglite(pg: PGlite, pgDumpArgs: string[]): Promise<{ sql: string; figures: DatabaseFigures }> {
  const searchPath = (await pg.query<{ search_path: string }>('show search_path')).rows[0]?.search_path ?? 'public';
  return pg._runExclusiveTransaction(async () => {
    const figures = await readFigures((sql) => simpleQuery(pg, sql));
    // pgDump reads the search path and resets the session afterwards through query()/exec(), which would wait
    // for the lock held here; those two calls go straight to the wire protocol instead.
    const view = new Proxy(pg, {
      get(target, property) {
        if (property === 'query') return () => Promise.resolve({ rows: [{ search_path: searchPath }] });
        if (property === 'exec') return (sql: string) => simpleQuery(target, sql);
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
    try {
      const file = await pgDump({ pg: view, args: ['--no-owner', '--no-privileges', ...pgDumpArgs] });
      return { sql: await file.text(), figures };
    } finally {
      // pg_dump leaves by closing its connection, which PGlite's one session survives: its read-only
      // transaction would stay open (and its emptied search_path set) for the requests that follow.
      await simpleQuery(pg, 'ROLLBACK').catch(() => undefined);
      await simpleQuery(pg, `SET search_path TO ${searchPath}`);
    }
  });
}

export async function readFigures(query: (sql: string) => Promise<(string | null)[][]>): Promise<DatabaseFigures> {
  const tables: Record<string, number> = {};
  for (const [name] of await query(LIST_TABLES_SQL)) {
    const [row] = await query(`select count(*) from ${quoteQualified(name!)}`);
    tables[name!] = Number(row?.[0] ?? 0);
  }
  const sequences: Record<string, number | null> = {};
  for (const [name, lastValue] of await query(LIST_SEQUENCES_SQL)) {
    sequences[name!] = lastValue === null || lastValue === undefined ? null : Number(lastValue);
  }
  return { tables, sequences };
}

/** One statement through PGlite's wire protocol (simple query), bypassing its locks; rows as text. */
export async function simpleQuery(pg: PGlite, sql: string): Promise<(string | null)[][]> {
  const body = new TextEncoder().encode(`${sql}\0`);
  const message = new Uint8Array(5 + body.length);
  message[0] = 'Q'.charCodeAt(0);
  new DataView(message.buffer).setInt32(1, 4 + body.length);
  message.set(body, 5);
  const { messages } = await pg.execProtocol(message, { syncToFs: false });
  const rows: (string | null)[][] = [];
  for (const m of messages) {
    if (m.name === 'dataRow') rows.push((m as unknown as { fields: (string | null)[] }).fields);
  }
  return rows;
}

/** Creates an embedded database from a dump written by dumpPglite. */
export async function loadPgliteDump(pg: PGlite, sql: string): Promise<void> {
  await pg.exec(sql);
  // The dump empties search_path for its own statements; the session goes on with the usual one.
  await pg.exec('set search_path to "$user", public');
}
