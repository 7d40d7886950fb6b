import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../db/client';
import { quoteQualified } from './dump-pieces';
import { dumpPglite } from './pglite-dump';
import { countShopTables, loadWithPsql, rowCountGuardSql } from './postgres-dump';
import { formatBytes, type Progress } from './backup.service';

export class MoveRefused extends Error {}

function onlyPublic<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).filter(([name]) => name.startsWith('public.')));
}

/**
 * Copies the embedded database into an empty PostgreSQL database (docs/decisions/071-moving-to-postgresql.md):
 * the schema comes from the project's own migrations run on the target (written for PostgreSQL 15), the rows
 * and sequence values from a data-only dump by pglite-tools' pg_dump in files per table, loaded by psql in one
 * transaction that ends by checking every table's row count and every sequence's value against the source.
 */
export async function moveToPostgres({
  pgliteDir,
  targetUrl,
  progress,
}: {
  pgliteDir: string;
  targetUrl: string;
  progress: Progress;
}): Promise<{ tables: Record<string, number>; sequences: Record<string, number | null> }> {
  if ((await readdir(pgliteDir).catch(() => [])).length === 0) {
    throw new MoveRefused(`There is no embedded database in ${pgliteDir} to move.`);
  }
  if ((await countShopTables(targetUrl)) > 0) {
    throw new MoveRefused('The target PostgreSQL database is not empty: create a new, empty database for the shop.');
  }
  progress('creating the schema on PostgreSQL (migrations)...');
  const target = await openDatabase({ url: targetUrl, pgliteDir: '', poolSize: 1 });
  try {
    await target.migrate();
  } finally {
    await target.close();
  }

  progress('reading the embedded database...');
  const source = await openDatabase({ pgliteDir });
  const work = await mkdtemp(join(tmpdir(), 'shop-move-'));
  try {
    // The same migrations on both sides: the source is brought to the same schema the target now has.
    await source.migrate();
    progress('dumping the rows of the embedded database, table by table...');
    // One file per large table or group of small ones (and one for the sequences no table owns), in foreign-key
    // order: psql reads them one after the other in one transaction; no dump is held in memory whole (decision 274).
    const { figures, files } = await dumpPglite(source.pglite!, {
      scope: 'rows',
      schemas: ['public'],
      // Named columns as before, now 1,000 rows a statement: psql sends one statement at a
      // time, and single-row INSERTs made the rows of a 100,000-product shop take most of the move.
      pgDumpArgs: ['--column-inserts', '--rows-per-insert=1000'],
      fileFor: (piece, index) => join(work, `${String(index).padStart(3, '0')}-${piece.name.replace(/[^\w.-]/g, '_')}.sql`),
      // PGlite's pg_dump is newer than PostgreSQL 15, which does not know this session setting (added in 17).
      withoutSettings: ['transaction_timeout'],
      onPiece: (piece, bytes) => progress(`  ${piece.name}: ${formatBytes(bytes)}`),
    });
    const tables = onlyPublic(figures.tables);
    const sequences = onlyPublic(figures.sequences);
    const rows = Object.values(tables).reduce((a, b) => a + b, 0);
    progress(`copying ${rows} rows of ${Object.keys(tables).length} tables...`);
    const names = Object.keys(tables).map(quoteQualified);
    // Migrations may have inserted default rows; the source's copies of them arrive with the data. The
    // tables' own triggers (summaries kept by the database) stay off while finished rows are copied, or
    // they would count every order twice; the owner may switch them (unlike FK checks, which stay on).
    const before = names.length
      ? `TRUNCATE ${names.join(', ')}; ${names.map((t) => `ALTER TABLE ${t} DISABLE TRIGGER USER;`).join(' ')}`
      : undefined;
    const after = names.map((t) => `ALTER TABLE ${t} ENABLE TRIGGER USER;`).join(' ') || undefined;
    try {
      await loadWithPsql(targetUrl, files, {
        wipeFirst: false,
        firstSql: before,
        lastSql: after,
        guardSql: rowCountGuardSql(tables, sequences),
      });
    } catch (error) {
      // The target was empty; leave it so, and the move can be run again.
      await emptyDatabase(targetUrl).catch(() => undefined);
      throw error;
    }
    progress('verified: every table has the same number of rows and every sequence the same value');
    await assertSameMigrations(source, targetUrl);
    return { tables, sequences };
  } finally {
    await source.close();
    await rm(work, { recursive: true, force: true });
  }
}

async function emptyDatabase(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;');
  } finally {
    await client.end();
  }
}

async function assertSameMigrations(source: Awaited<ReturnType<typeof openDatabase>>, targetUrl: string) {
  const sourceRows = await source.pglite!.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
  const client = new pg.Client({ connectionString: targetUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
    if (rows[0]?.n !== sourceRows.rows[0]?.n) {
      throw new MoveRefused(`migrations differ: ${sourceRows.rows[0]?.n} applied on the source, ${rows[0]?.n} on the target`);
    }
  } finally {
    await client.end();
  }
}
