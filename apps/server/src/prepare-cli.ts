// Run by the server at start, in a process of its own, when the embedded database has work to do first (a new data
// directory, migrations to apply, a demo shop to seed): see seed/seed-on-start.ts.
import { loadConfig } from './config/env';
import { openDatabase } from './db/client';
import { pendingMigrationCount } from './db/pending-migrations';
import { wantsDemo } from './seed/demo-shop-rules';
import { seedIfEmpty } from './seed/seed';

const config = loadConfig();
const database = await openDatabase({ pgliteDir: `${config.dataDir}/db` });
const pending = await pendingMigrationCount(database);
await database.migrate();
const seeded = wantsDemo(config) && (await seedIfEmpty(database.db, config));
await database.close();
// Silent otherwise, as migrations always were: a live shop's first start says only what it must.
if (seeded) {
  console.log(
    `Prepared the embedded database in a process of its own (pid ${process.pid}): ${pending} migration(s) applied, ` +
      'demo data seeded into the empty shop.',
  );
}
