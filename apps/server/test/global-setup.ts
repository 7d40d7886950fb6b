import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Database } from '../src/db/client';
import { seedDemo } from '../src/seed/seed';
import { createFreshPostgresDatabase } from './helpers/fresh-postgres';
import { SHARED_UPLOADS } from './helpers/database-templates';

/*
 * Every API test file starts its server on a fresh database. Creating one from nothing (initdb on PGlite,
 * migrations, the demo seed with its hashed passwords) took most of a small file's time; so the run migrates and
 * seeds once here and each file starts from a copy: a dumped data directory on PGlite, `create database ...
 * template` on PostgreSQL. startTestApp still runs the migrations on the copy (finding nothing to do), as a
 * server start does.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const seedPictures = { uploadsDir: SHARED_UPLOADS };
  if (serverUrl) {
    const migrated = await createFreshPostgresDatabase(serverUrl, 'shop_template');
    const seeded = await createFreshPostgresDatabase(serverUrl, 'shop_template');
    await prepare(await openDatabase({ url: migrated.url, pgliteDir: '', poolSize: 1 }));
    await prepare(await openDatabase({ url: seeded.url, pgliteDir: '', poolSize: 1 }), (db) => seedDemo(db.db, seedPictures));
    project.provide('databaseTemplates', { driver: 'postgres', migrated: migrated.name, seeded: seeded.name });
    return async () => {
      await migrated.drop();
      await seeded.drop();
    };
  }
  const folder = mkdtempSync(join(tmpdir(), 'shop-test-templates-'));
  const dump = async (name: string, fill?: (database: Database) => Promise<void>) => {
    const database = await openDatabase({ pgliteDir: 'memory://' });
    const file = join(folder, `${name}.tar`);
    await prepare(database, async () => {
      await fill?.(database);
      writeFileSync(file, Buffer.from(await (await database.pglite!.dumpDataDir('none')).arrayBuffer()));
    });
    return file;
  };
  const migrated = await dump('migrated');
  const seeded = await dump('seeded', (database) => seedDemo(database.db, seedPictures));
  project.provide('databaseTemplates', { driver: 'pglite', migrated, seeded });
  return async () => rmSync(folder, { recursive: true, force: true });
}

async function prepare(database: Database, fill?: (database: Database) => Promise<void>): Promise<void> {
  try {
    await database.migrate();
    await fill?.(database);
  } finally {
    await database.close();
  }
}
