import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import { planDump, quoteQualified, type DumpPiece } from './dump-pieces';
import { DEFAULT_BATCH_CHARS, SqlBatcher } from './sql-batches';
import { withWholeEmbeddedDatabase } from '../../db/embedded-lock';

/** Table row counts and sequence positions, read in the same instant as the dump they describe. */
export interface DatabaseFigures {
  tables: Record<string, number>;
  sequences: Record<string, number | null>;
}

export const LIST_TABLES_SQL = `select schemaname || '.' || tablename from pg_tables
  where schemaname in ('public', 'drizzle') order by 1`;
export const LIST_SEQUENCES_SQL = `select schemaname || '.' || sequencename, last_value::text from pg_sequences
  where schemaname in ('public', 'drizzle') order by 1`;

export interface PgliteDumpOptions {
  /** `everything` for a backup; `rows` for tables that already exist (db:move): see planDump. */
  scope: 'everything' | 'rows';
  /** The schemas whose tables' rows are dumped. */
  schemas: readonly string[];
  /** More pg_dump options for every call (e.g. `--column-inserts`). */
  pgDumpArgs?: string[];
  /** The file each piece is appended to; pieces naming the same file follow each other in it. */
  fileFor: (piece: DumpPiece, index: number) => string;
  /** Session settings left out of each piece's opening `SET` lines (one a newer server has and the target not). */
  withoutSettings?: readonly string[];
  /** Told after each piece is written, with the bytes it added. */
  onPiece?: (piece: DumpPiece, bytes: number) => void;
}

/**
 * A plain SQL dump of the embedded database with pglite-tools' pg_dump, written to files piece by piece as bytes
 * (the schema, each table's rows, the constraints: planDump), plus row counts and sequence values of the same
 * moment. All of it runs inside PGlite's transaction lock: PGlite has one session and nothing else can write
 * until the last piece is written, so the pieces and the figures describe one state
 * (docs/decisions/070-backup-format-and-engines.md, 274-embedded-dump-in-pieces.md).
 */
export async function dumpPglite(
  pg: PGlite,
  options: PgliteDumpOptions,
): Promise<{ figures: DatabaseFigures; files: string[] }> {
  const searchPath = (await pg.query<{ search_path: string }>('show search_path')).rows[0]?.search_path ?? 'public';
  return withWholeEmbeddedDatabase(pg, async () => {
    const query = (sql: string) => simpleQuery(pg, sql);
    const figures = await readFigures(query);
    const pieces = await planDump(query, options.scope, options.schemas);
    const files: string[] = [];
    for (const [index, piece] of pieces.entries()) {
      const file = options.fileFor(piece, index);
      if (!files.includes(file)) files.push(file);
      const dump = await runPgDump(pg, searchPath, [...piece.args, ...(options.pgDumpArgs ?? [])]);
      const bytes = await appendBytes(file, withoutSessionSettings(dump.stream(), options.withoutSettings ?? []));
      options.onPiece?.(piece, bytes);
    }
    return { figures, files };
  });
}

/** One pg_dump call while the lock is held; the session is as it was afterwards. */
async function runPgDump(pg: PGlite, searchPath: string, args: string[]): Promise<File> {
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
    return await pgDump({ pg: view, args: ['--no-owner', '--no-privileges', ...args] });
  } finally {
    // pg_dump leaves by closing its connection, which PGlite's one session survives: its read-only
    // transaction would stay open (and its emptied search_path set) for the next piece and the requests that follow.
    await simpleQuery(pg, 'ROLLBACK').catch(() => undefined);
    await simpleQuery(pg, `SET search_path TO ${searchPath}`);
  }
}

async function appendBytes(file: string, chunks: AsyncIterable<Uint8Array>): Promise<number> {
  const out = await open(file, 'a', 0o600);
  let bytes = 0;
  try {
    for await (const chunk of chunks) bytes += (await out.write(chunk)).bytesWritten;
  } finally {
    await out.close();
  }
  return bytes;
}

/**
 * Leaves `SET <name> = ...;` lines out of a pg_dump output's opening block (comments, blank lines, SETs and the
 * search_path set_config) and passes everything after it through as it came: a line like that inside a
 * product's description, further on, stays.
 */
export async function* withoutSessionSettings(
  chunks: AsyncIterable<Uint8Array>,
  names: readonly string[],
): AsyncIterable<Uint8Array> {
  const dropped = names.map((name) => `SET ${name} = `);
  let opening = dropped.length > 0;
  let carry = Buffer.alloc(0);
  for await (const chunk of chunks) {
    if (!opening) {
      yield chunk;
      continue;
    }
    carry = Buffer.concat([carry, chunk]);
    let lineStart = 0;
    for (let newline = carry.indexOf(10); newline >= 0; newline = carry.indexOf(10, lineStart)) {
      const line = carry.toString('utf8', lineStart, newline);
      opening =
        line === '' ||
        line.startsWith('--') ||
        line.startsWith('SET ') ||
        line.startsWith('SELECT pg_catalog.set_config(');
      if (!opening) break;
      if (!dropped.some((prefix) => line.startsWith(prefix))) yield carry.subarray(lineStart, newline + 1);
      lineStart = newline + 1;
    }
    carry = carry.subarray(lineStart);
    if (!opening) {
      yield carry;
      carry = Buffer.alloc(0);
    }
  }
  if (carry.length > 0) yield carry;
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

/**
 * Creates an embedded database from a dump written by dumpPglite, read as a stream and run a batch of whole
 * statements at a time (`batchChars`, 4 MiB by default), so the dump is never one string in memory.
 */
export async function loadPgliteDump(
  pg: PGlite,
  file: string,
  { batchChars = DEFAULT_BATCH_CHARS } = {},
): Promise<void> {
  const batcher = new SqlBatcher(batchChars);
  // Pieces of 1 MiB: each is added to the batch being collected, which is copied once per piece.
  for await (const piece of createReadStream(file, { encoding: 'utf8', highWaterMark: 1024 * 1024 })) {
    for (const batch of batcher.push(piece as string)) await pg.exec(batch);
  }
  for (const batch of batcher.end()) await pg.exec(batch);
  // The dump empties search_path for its own statements; the session goes on with the usual one.
  await pg.exec('set search_path to "$user", public');
}
