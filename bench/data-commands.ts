/**
 * The data commands timed on the catalogue bench's shop (issue 38): `npm run backup` against its PostgreSQL
 * database, and for a PGlite shop `npm run db:move`, `npm run backup` and `npm run restore` of its data
 * directory. Each is run as an owner runs it and timed from outside, with its peak memory: the largest
 * resident set of the command's processes, from GNU time where the machine has it (Debian: apt-get install time).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client';
import { REPO_ROOT, adminDatabaseUrl, createTempDatabase, round } from './lib';

const GNU_TIME = '/usr/bin/time';

interface CommandRun {
  seconds: number;
  exitCode: number | null;
  /** The largest resident set among the command's processes (MiB); null without GNU time. */
  peakRssMiB: number | null;
}

/** `npm run <script> -- args` from the repository root with `env`, timed, its output passed through. */
function runNpm(script: string, args: string[], env: NodeJS.ProcessEnv): CommandRun {
  const measure = existsSync(GNU_TIME);
  const rssFile = join(mkdtempSync(join(tmpdir(), 'shop-bench-rss-')), 'rss');
  const npm = ['npm', 'run', script, ...(args.length ? ['--', ...args] : [])];
  const [program, ...programArgs] = measure ? [GNU_TIME, '--format=%M', `--output=${rssFile}`, ...npm] : npm;
  const started = performance.now();
  const run = spawnSync(program!, programArgs, { cwd: REPO_ROOT, stdio: ['ignore', 'inherit', 'inherit'], env });
  const seconds = round((performance.now() - started) / 1000, 1);
  const kib = measure && existsSync(rssFile) ? Number(readFileSync(rssFile, 'utf8').trim().split('\n').at(-1)) : NaN;
  rmSync(join(rssFile, '..'), { recursive: true, force: true });
  return { seconds, exitCode: run.status, peakRssMiB: Number.isFinite(kib) ? round(kib / 1024, 0) : null };
}

/** The environment of a data command on the embedded database of DATA_DIR `dataDir`. */
function embeddedEnv(dataDir: string, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir, ...extra };
  delete env.DATABASE_URL;
  return env;
}

export interface BackupTiming extends CommandRun {
  bytes: number;
  file: string;
}

/** The backup file `npm run backup` left in `backupDir` and its size. */
function writtenBackup(backupDir: string): { file: string; bytes: number } {
  const files = (existsSync(backupDir) ? readdirSync(backupDir) : []).filter((f) => f.startsWith('shop-backup-'));
  const file = files[0] ?? '';
  return { file, bytes: file ? statSync(join(backupDir, file)).size : 0 };
}

/**
 * `npm run backup` pointed at the database by DATABASE_URL, writing into a fresh directory under /tmp
 * (BACKUP_DIR, docs/deploy.md); the file's size and the wall time are returned and the file deleted.
 */
export function timeBackup(databaseUrl: string): BackupTiming {
  const dir = mkdtempSync(join(tmpdir(), 'shop-bench-backup-'));
  const backupDir = join(dir, 'backups');
  try {
    // DATA_DIR: the uploads a backup also holds (none in the bench shop), apart from where the file goes.
    const run = runNpm('backup', [], {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      DATA_DIR: join(dir, 'data'),
      BACKUP_DIR: backupDir,
    });
    return { ...run, ...writtenBackup(backupDir) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface MoveTiming extends CommandRun {
  /** The PGlite data directory's size on disk before the move. */
  sourceBytes: number;
  productsMoved: number;
  ordersMoved: number;
}

const directoryBytes = (dir: string): number =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .reduce((sum, e) => sum + statSync(join(e.parentPath, e.name)).size, 0);

/**
 * `npm run db:move` of the shop whose DATA_DIR is `dataDir` (PGlite in DATA_DIR/db, closed by now) into a
 * fresh PostgreSQL database, dropped again after its rows were counted.
 */
export async function timeMove(dataDir: string): Promise<MoveTiming> {
  const target = await createTempDatabase(adminDatabaseUrl());
  try {
    const sourceBytes = directoryBytes(join(dataDir, 'db'));
    const run = runNpm('db:move', [target.url], embeddedEnv(dataDir));
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    try {
      const counted = await client.query<{ products: number; orders: number }>(
        'select (select count(*)::int from products) as products, (select count(*)::int from orders) as orders',
      );
      const row = counted.rows[0];
      return { ...run, sourceBytes, productsMoved: row?.products ?? 0, ordersMoved: row?.orders ?? 0 };
    } finally {
      await client.end();
    }
  } finally {
    await target.drop();
  }
}

export interface EmbeddedBackupTiming {
  backup: BackupTiming;
  restore: CommandRun & { productsRestored: number; ordersRestored: number };
}

/**
 * `npm run backup` of the PGlite shop in `dataDir` (closed by now), then `npm run restore` of that file into a
 * new, empty DATA_DIR; the restored shop's products and orders are counted, and everything written is deleted.
 */
export async function timeEmbeddedBackupAndRestore(dataDir: string): Promise<EmbeddedBackupTiming> {
  const dir = mkdtempSync(join(tmpdir(), 'shop-bench-embedded-backup-'));
  try {
    const backupDir = join(dir, 'backups');
    const backup = {
      ...runNpm('backup', [], embeddedEnv(dataDir, { BACKUP_DIR: backupDir })),
      ...writtenBackup(backupDir),
    };
    const restoredDir = join(dir, 'restored');
    const restore = backup.file
      ? runNpm('restore', [join(backupDir, backup.file)], embeddedEnv(restoredDir))
      : { seconds: 0, exitCode: null, peakRssMiB: null };
    let counts = { products: 0, orders: 0 };
    if (restore.exitCode === 0) {
      const restored = await openDatabase({ pgliteDir: join(restoredDir, 'db') });
      try {
        const { rows } = await restored.pglite!.query<{ products: number; orders: number }>(
          'select (select count(*)::int from products) as products, (select count(*)::int from orders) as orders',
        );
        counts = rows[0] ?? counts;
      } finally {
        await restored.close();
      }
    }
    return { backup, restore: { ...restore, productsRestored: counts.products, ordersRestored: counts.orders } };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
