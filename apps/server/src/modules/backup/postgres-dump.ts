import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import pg from 'pg';
import { readFigures, type DatabaseFigures } from './pglite-dump';

export class ToolError extends Error {}

/** Runs a PostgreSQL client program; its stderr becomes the error message when it fails. */
export function runTool(
  program: string,
  args: string[],
  { stdoutFile }: { stdoutFile?: string } = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    // The child inherits this process's environment (PATH, PG* settings of the operator).
    const child = spawn(program, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    if (stdoutFile) child.stdout.pipe(createWriteStream(stdoutFile));
    else child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new ToolError(
          error.code === 'ENOENT'
            ? `${program} was not found: install the PostgreSQL client programs (Debian: apt-get install postgresql-client)`
            : `${program} could not start: ${error.message}`,
        ),
      ),
    );
    child.on('close', (code) => {
      if (code === 0) resolve(stdout);
      else reject(new ToolError(`${program} failed: ${stderr.trim() || `exit code ${code}`}`));
    });
  });
}

/** The major version of a client program (`pg_dump (PostgreSQL) 15.20 ...` -> 15). */
export async function clientMajorVersion(program: string): Promise<number> {
  const out = await runTool(program, ['--version']);
  const match = /\(PostgreSQL\)\s+(\d+)/.exec(out);
  if (!match) throw new ToolError(`Could not read the version of ${program}: ${out.trim()}`);
  return Number(match[1]);
}

async function serverMajorVersion(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ v: string }>('show server_version_num');
  return Math.floor(Number(rows[0]?.v ?? 0) / 10000);
}

/** pg_dump must be at least as new as the server it reads (PostgreSQL's own rule). */
export async function assertClientCanDump(client: pg.Client): Promise<void> {
  const [clientMajor, serverMajor] = await Promise.all([clientMajorVersion('pg_dump'), serverMajorVersion(client)]);
  if (clientMajor < serverMajor) {
    throw new ToolError(
      `pg_dump ${clientMajor} cannot back up a PostgreSQL ${serverMajor} server: install postgresql-client-${serverMajor}`,
    );
  }
}

/**
 * A plain SQL dump of a PostgreSQL database with pg_dump, written to `file`, plus row counts and sequence
 * values read in the very snapshot pg_dump uses (exported from a repeatable-read transaction), so the
 * figures describe exactly what the dump contains even while orders are being placed.
 */
export async function dumpPostgres(url: string, file: string): Promise<DatabaseFigures> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await assertClientCanDump(client);
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ id: string }>('select pg_export_snapshot() as id');
    const figures = await readFigures(async (sql) => (await client.query({ text: sql, rowMode: 'array' })).rows);
    await runTool(
      'pg_dump',
      ['--no-owner', '--no-privileges', '--format=plain', `--snapshot=${rows[0]!.id}`, `--file=${file}`, '--dbname', url],
    );
    await client.query('commit');
    return figures;
  } finally {
    await client.end();
  }
}

/** Tables in the schemas a shop uses; zero means an empty database that a restore may fill. */
export async function countShopTables(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      `select count(*)::text as n from pg_tables where schemaname in ('public', 'drizzle')`,
    );
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

/**
 * SQL that aborts the surrounding transaction unless every table holds the expected number of rows:
 * appended to a restore so a load that came out different is rolled back whole.
 */
export function rowCountGuardSql(tables: Record<string, number>, sequences: Record<string, number | null> = {}): string {
  const checks = Object.entries(tables).map(([name, expected]) => {
    const quoted = name
      .split('.')
      .map((p) => `"${p.replaceAll('"', '""')}"`)
      .join('.');
    const label = name.replaceAll("'", "''");
    return `  IF (SELECT count(*) FROM ${quoted}) <> ${expected} THEN RAISE EXCEPTION 'restore check: % holds % rows, the backup has ${expected}', '${label}', (SELECT count(*) FROM ${quoted}); END IF;`;
  });
  for (const [name, lastValue] of Object.entries(sequences)) {
    const [schema, sequence] = name.split('.').map((p) => p.replaceAll("'", "''"));
    checks.push(
      `  IF (SELECT last_value FROM pg_sequences WHERE schemaname = '${schema}' AND sequencename = '${sequence}') IS DISTINCT FROM ${lastValue ?? 'NULL'} THEN RAISE EXCEPTION 'restore check: sequence ${schema}.${sequence} is not at ${lastValue ?? 'its start'}'; END IF;`,
    );
  }
  return `DO $shop_restore_check$\nBEGIN\n${checks.join('\n')}\nEND\n$shop_restore_check$;\n`;
}

/**
 * Loads a plain SQL file with psql in ONE transaction that stops at the first error, optionally after
 * emptying the database (--force) and followed by the row-count guard: all of it lands, or nothing.
 */
export async function loadWithPsql(
  url: string,
  files: string[],
  {
    wipeFirst,
    firstSql,
    lastSql,
    guardSql,
  }: { wipeFirst: boolean; firstSql?: string; lastSql?: string; guardSql: string },
): Promise<void> {
  const wipe = 'DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;';
  const args = ['--no-psqlrc', '--quiet', '--set', 'ON_ERROR_STOP=1', '--single-transaction', '--dbname', url];
  args.push('--command', 'SET client_min_messages = warning;');
  if (wipeFirst) args.push('--command', wipe);
  if (firstSql) args.push('--command', firstSql);
  for (const f of files) args.push('--file', f);
  if (lastSql) args.push('--command', lastSql);
  args.push('--command', guardSql);
  await runTool('psql', args);
}
