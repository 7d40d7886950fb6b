import { readdir, rm, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from '../../db/client';
import { BACKUP_FILE_PATTERN, createBackup } from './backup.service';
import { recordRun } from './backup-runs';

export interface LastBackup {
  fileName: string;
  createdAt: Date;
  sizeBytes: number;
}

/** The newest complete backup file in `dir` (partial files are hidden names and never match). */
export async function findBackups(dir: string): Promise<LastBackup[]> {
  const names = (await readdir(dir).catch(() => [])).filter((n) => BACKUP_FILE_PATTERN.test(n));
  const found = await Promise.all(
    names.map(async (fileName) => {
      const info = await stat(join(dir, fileName));
      return { fileName, createdAt: info.mtime, sizeBytes: info.size };
    }),
  );
  return found.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

/** Deletes all but the newest `keep` backup files. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const old = (await findBackups(dir)).slice(keep);
  for (const b of old) await rm(join(dir, b.fileName), { force: true });
  return old.map((b) => b.fileName);
}

// Any fixed number: one process of several sharing PostgreSQL takes the backup.
const BACKUP_LOCK_ID = 724_311_922;
const CHECK_EVERY_MS = 15 * 60_000;

export interface BackupScheduleOptions {
  database: Database;
  databaseUrl?: string;
  uploadsDir: string;
  backupDir: string;
  intervalMs: number;
  keep: number;
  log: FastifyBaseLogger;
}

/**
 * The running shop backs itself up: whenever the newest backup is older than the interval (checked every
 * 15 minutes and soon after start, so restarts do not skip a day), a new one is written and old ones beyond
 * BACKUP_KEEP are deleted. Returns `runNow` (tests, admin) and `stop`.
 */
export function startBackupSchedule(options: BackupScheduleOptions) {
  let running: Promise<void> | null = null;
  let lastError: string | null = null;

  async function backupOnce(): Promise<void> {
    const lock = options.databaseUrl ? new pg.Client({ connectionString: options.databaseUrl }) : null;
    try {
      if (lock) {
        await lock.connect();
        const { rows } = await lock.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [BACKUP_LOCK_ID]);
        if (!rows[0]?.ok) return;
      }
      const result = await createBackup(options, options.backupDir);
      const removed = await pruneBackups(options.backupDir, options.keep);
      lastError = null;
      await recordRun(options.backupDir, { kind: 'automatic', ok: true, fileName: basename(result.file), error: null });
      options.log.info({ file: result.file, bytes: result.bytes, removed }, 'backup written');
    } catch (err) {
      lastError = (err as Error).message;
      options.log.error({ err }, 'backup failed');
      await recordRun(options.backupDir, { kind: 'automatic', ok: false, fileName: null, error: lastError }).catch(
        () => undefined,
      );
    } finally {
      await lock?.end().catch(() => undefined);
    }
  }

  function runNow(): Promise<void> {
    running ??= backupOnce().finally(() => (running = null));
    return running;
  }

  async function runIfDue(): Promise<void> {
    const [newest] = await findBackups(options.backupDir);
    if (!newest || Date.now() - newest.createdAt.getTime() >= options.intervalMs) await runNow();
  }

  const timers: NodeJS.Timeout[] = [];
  if (options.intervalMs > 0) {
    timers.push(setTimeout(() => void runIfDue(), 60_000), setInterval(() => void runIfDue(), Math.min(CHECK_EVERY_MS, options.intervalMs)));
    for (const t of timers) t.unref();
  }
  return {
    runNow,
    lastError: () => lastError,
    async stop() {
      for (const t of timers) clearTimeout(t);
      await running;
    },
  };
}
