import { chmod, copyFile, cp, mkdir, mkdtemp, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { Database } from '../../db/client';
import { createPglite } from '../../db/client';
import {
  BACKUP_FORMAT,
  DUMP_FILE,
  IMAGES_DIR,
  MANIFEST_FILE,
  describeFile,
  listFiles,
  packArchive,
  unpackAndVerify,
  type BackupManifest,
} from './archive';
import { dumpPglite, loadPgliteDump, readFigures, simpleQuery, type DatabaseFigures } from './pglite-dump';
import { countShopTables, dumpPostgres, loadWithPsql, rowCountGuardSql } from './postgres-dump';

export type Progress = (line: string) => void;

export interface BackupSource {
  database: Database;
  /** The PostgreSQL URL when `database` is PostgreSQL (pg_dump connects by itself). */
  databaseUrl?: string;
  uploadsDir: string;
}

export interface BackupResult {
  file: string;
  bytes: number;
  manifest: BackupManifest;
}

export const BACKUP_FILE_PATTERN = /^shop-backup-\d{8}T\d{6}Z(-\d+)?\.tar\.gz$/;

function backupFileName(now: Date): string {
  return `shop-backup-${now.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')}.tar.gz`;
}

/**
 * Writes one backup file into `outDir`: the database dump (pglite-tools' pg_dump or PostgreSQL's pg_dump),
 * every uploaded image and a manifest with row counts, sequence values and SHA-256 checksums. The file
 * appears under its final name only when complete (docs/decisions/070-backup-format-and-engines.md).
 */
export async function createBackup(
  source: BackupSource,
  outDir: string,
  progress: Progress = () => undefined,
): Promise<BackupResult> {
  // A backup holds the whole shop (password hashes, addresses, payout details): the folder and every file in it
  // are its owner's only, wherever BACKUP_DIR or --out puts them (docs/deploy.md, "Backups").
  await mkdir(outDir, { recursive: true, mode: 0o700 });
  await chmod(outDir, 0o700);
  const staging = await mkdtemp(join(outDir, '.backup-'));
  try {
    const dumpPath = join(staging, DUMP_FILE);
    progress(`dumping the ${source.database.driver} database...`);
    let figures: DatabaseFigures;
    if (source.database.pglite) {
      // Written piece by piece into the one database.sql (decision 274).
      ({ figures } = await dumpPglite(source.database.pglite, {
        scope: 'everything',
        schemas: ['public', 'drizzle'],
        fileFor: () => dumpPath,
        onPiece: (piece, bytes) => progress(`  ${piece.name}: ${formatBytes(bytes)}`),
      }));
    } else {
      if (!source.databaseUrl) throw new Error('createBackup: databaseUrl is required for PostgreSQL');
      figures = await dumpPostgres(source.databaseUrl, dumpPath);
    }
    const dump = await describeFile(staging, DUMP_FILE);
    const rows = Object.values(figures.tables).reduce((a, b) => a + b, 0);
    progress(`database: ${Object.keys(figures.tables).length} tables, ${rows} rows, ${formatBytes(dump.bytes)}`);

    const paths = await listFiles(source.uploadsDir);
    const images = [];
    for (const [index, path] of paths.entries()) {
      const target = join(staging, IMAGES_DIR, path);
      await mkdir(dirname(target), { recursive: true });
      await copyFile(join(source.uploadsDir, path), target);
      images.push(await describeFile(join(staging, IMAGES_DIR), path));
      if ((index + 1) % 100 === 0 || index + 1 === paths.length) progress(`images: ${index + 1}/${paths.length}`);
    }

    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: 1,
      createdAt: new Date().toISOString(),
      driver: source.database.driver,
      dump,
      ...figures,
      images,
    };
    await writeFile(join(staging, MANIFEST_FILE), JSON.stringify(manifest, null, 2));
    progress('compressing...');
    let file = join(outDir, backupFileName(new Date()));
    for (let n = 2; await exists(file); n++) file = join(outDir, backupFileName(new Date()).replace('.tar.gz', `-${n}.tar.gz`));
    const partial = join(outDir, `.${basename(file)}.partial`);
    await packArchive(staging, partial);
    await chmod(partial, 0o600);
    await rename(partial, file);
    const bytes = (await stat(file)).size;
    progress(`backup written: ${file} (${formatBytes(bytes)})`);
    return { file, bytes, manifest };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

export type RestoreTarget = { driver: 'pglite'; dataDir: string } | { driver: 'postgres'; url: string };

export interface RestoreOptions {
  target: RestoreTarget;
  uploadsDir: string;
  force: boolean;
  progress?: Progress;
  /** The embedded database runs its dump this many characters at a time (4 MiB unless set; a test sets a few). */
  pgliteBatchChars?: number;
}

/** Refusals that change nothing: a damaged file, a non-empty target without --force, a driver mismatch. */
export class RestoreRefused extends Error {}

/**
 * Restores a backup file. The whole file is unpacked and checked first (checksums of dump and images); the
 * target must be empty unless `force`. PostgreSQL is loaded by psql in one transaction that ends with a
 * row-count check; the embedded database is built in a new directory and moved into place when its counts
 * match. Replaced data (with `force`) is kept beside the new one as `*.before-restore-<time>`.
 */
export async function restoreBackup(file: string, options: RestoreOptions): Promise<BackupManifest> {
  const { target, uploadsDir, force } = options;
  const progress = options.progress ?? (() => undefined);
  const workParent = target.driver === 'pglite' ? target.dataDir : dirname(uploadsDir);
  await mkdir(workParent, { recursive: true });
  const work = await mkdtemp(join(workParent, '.restore-'));
  try {
    progress(`checking ${file}...`);
    const manifest = await unpackAndVerify(file, work);
    if (manifest.driver !== target.driver) {
      throw new RestoreRefused(
        manifest.driver === 'pglite'
          ? 'This backup is of the embedded database: restore it without DATABASE_URL, then move the shop with npm run db:move.'
          : 'This backup is of a PostgreSQL database: set DATABASE_URL to an empty PostgreSQL database to restore it.',
      );
    }
    const pgliteDir = target.driver === 'pglite' ? join(target.dataDir, 'db') : '';
    const databaseInUse =
      target.driver === 'pglite' ? (await readdir(pgliteDir).catch(() => [])).length > 0 : (await countShopTables(target.url)) > 0;
    const imagesInUse = (await listFiles(uploadsDir)).length;
    if ((databaseInUse || imagesInUse > 0) && !force) {
      const what = [databaseInUse ? 'the database is not empty' : '', imagesInUse ? `${imagesInUse} uploaded images exist` : '']
        .filter(Boolean)
        .join(' and ');
      throw new RestoreRefused(
        `Refusing to restore: ${what}. Restoring would replace the shop's data; run again with --force to do so. Nothing was changed.`,
      );
    }
    const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

    progress(`restoring the database (${Object.keys(manifest.tables).length} tables)...`);
    if (target.driver === 'postgres') {
      await loadWithPsql(target.url, [join(work, manifest.dump.path)], {
        wipeFirst: databaseInUse,
        guardSql: rowCountGuardSql(manifest.tables),
      });
    } else {
      const newDir = join(work, 'db');
      const pg = await createPglite(newDir);
      try {
        await loadPgliteDump(pg, join(work, manifest.dump.path), { batchChars: options.pgliteBatchChars });
        const figures = await readFigures((sql) => simpleQuery(pg, sql));
        assertSameCounts(manifest.tables, figures.tables);
      } finally {
        await pg.close();
      }
      if (databaseInUse) await rename(pgliteDir, `${pgliteDir}.before-restore-${stamp}`);
      await rm(pgliteDir, { recursive: true, force: true });
      await moveDir(newDir, pgliteDir);
    }

    progress(`restoring ${manifest.images.length} images...`);
    if (imagesInUse) await moveDir(uploadsDir, `${uploadsDir}.before-restore-${stamp}`);
    await rm(uploadsDir, { recursive: true, force: true });
    const restoredImages = join(work, IMAGES_DIR);
    if (await exists(restoredImages)) await moveDir(restoredImages, uploadsDir);
    else await mkdir(uploadsDir, { recursive: true });
    progress('restore complete');
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true, maxRetries: 5 });
  }
}

function assertSameCounts(expected: Record<string, number>, actual: Record<string, number>): void {
  for (const [table, rows] of Object.entries(expected)) {
    if (actual[table] !== rows) throw new RestoreRefused(`restore check: ${table} holds ${actual[table] ?? 0} rows, the backup has ${rows}`);
  }
}

async function moveDir(from: string, to: string): Promise<void> {
  await mkdir(dirname(to), { recursive: true });
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await cp(from, to, { recursive: true });
    await rm(from, { recursive: true, force: true });
  }
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
