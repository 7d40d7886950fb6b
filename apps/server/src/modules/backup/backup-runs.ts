import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The record of backup runs, kept beside the backups (docs/decisions/214-backups-screen.md): which file each
 * run wrote, whether the schedule or a person (`npm run backup`) started it, and a failure's message. A hidden
 * name, so it never matches BACKUP_FILE_PATTERN and is never pruned or listed as a backup.
 */
export const RUNS_FILE = '.backup-runs.json';
const KEEP_RUNS = 100;

export type BackupKind = 'automatic' | 'manual';

export interface BackupRun {
  at: string;
  kind: BackupKind;
  ok: boolean;
  fileName: string | null;
  error: string | null;
}

export async function readRuns(dir: string): Promise<BackupRun[]> {
  try {
    const parsed: unknown = JSON.parse(await readFile(join(dir, RUNS_FILE), 'utf8'));
    return Array.isArray(parsed) ? (parsed as BackupRun[]) : [];
  } catch {
    return [];
  }
}

/** Appends a run (newest last), keeping the last 100; written whole and renamed, so a reader never sees half. */
export async function recordRun(dir: string, run: Omit<BackupRun, 'at'> & { at?: Date }): Promise<void> {
  const runs = [...(await readRuns(dir)), { ...run, at: (run.at ?? new Date()).toISOString() }].slice(-KEEP_RUNS);
  const partial = join(dir, `${RUNS_FILE}.${process.pid}.tmp`);
  await writeFile(partial, JSON.stringify(runs), { mode: 0o600 });
  await rename(partial, join(dir, RUNS_FILE));
}
