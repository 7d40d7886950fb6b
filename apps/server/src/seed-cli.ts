import { sql } from 'drizzle-orm';
import { loadConfig } from './config/env';
import { CATALOG_CHANGED_CHANNEL } from './modules/catalog';
import { openDatabase } from './db/client';
import { seedDemo } from './seed/seed';

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, pgliteDir: `${config.dataDir}/db` });
await database.migrate();
await seedDemo(database.db, config);
if (database.driver === 'postgres') {
  // Running servers cache the catalogue; seeding behind their backs must empty their caches, not wait for expiry.
  const payload = JSON.stringify({ origin: 'seed', all: true });
  await database.db.execute(sql`select pg_notify(${CATALOG_CHANGED_CHANNEL}, ${payload})`);
}
await database.close();
console.log(`Demo data seeded (${database.driver}).`);
