import { cp, mkdtemp, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Database } from '../../src/db/client';
import { describeFile, listFiles } from '../../src/modules/backup/archive';
import type { RestoreTarget } from '../../src/modules/backup/backup.service';
import { readFigures, type DatabaseFigures } from '../../src/modules/backup/pglite-dump';
import { createFreshPostgresDatabase } from './fresh-postgres';

const POSTGRES_URL = process.env.TEST_DATABASE_URL;

/** Row counts and sequence values of a live database, read the way a backup reads them. */
export function figuresOf(database: Database): Promise<DatabaseFigures> {
  return readFigures(async (query) => {
    const rows = await queryRows<Record<string, unknown>>(database.db, sql.raw(query));
    return rows.map((row) => Object.values(row).map((v) => (v === null || v === undefined ? null : String(v as string | number))));
  });
}

/** name -> sha256 of every file below `dir` (the resize cache left out). */
export async function checksumsOf(dir: string): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const path of await listFiles(dir)) result[path] = (await describeFile(dir, path)).sha256;
  return result;
}

/** A private uploads directory holding copies of some seed pictures (others tests write into the shared one). */
export async function privateUploads(sharedUploads: string, count = 12): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'shop-backup-uploads-'));
  await mkdir(join(dir, 'products'), { recursive: true });
  for (const path of (await listFiles(sharedUploads)).filter((p) => p.startsWith('products/')).slice(0, count)) {
    await cp(join(sharedUploads, path), join(dir, path));
  }
  return dir;
}

/**
 * An empty place to restore into, of the driver the suite runs on: a new data directory (embedded) or a new
 * PostgreSQL database. `open()` opens what was restored there.
 */
export async function emptyRestoreTarget(): Promise<{
  target: RestoreTarget;
  open(): Promise<Database>;
  drop(): Promise<void>;
}> {
  if (POSTGRES_URL) {
    const fresh = await createFreshPostgresDatabase(POSTGRES_URL);
    return {
      target: { driver: 'postgres', url: fresh.url },
      open: () => openDatabase({ url: fresh.url, pgliteDir: '', poolSize: 2 }),
      drop: () => fresh.drop(),
    };
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'shop-restore-'));
  return {
    target: { driver: 'pglite', dataDir },
    open: () => openDatabase({ pgliteDir: join(dataDir, 'db') }),
    drop: async () => undefined,
  };
}
