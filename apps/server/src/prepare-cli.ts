// Run by the server at start, in a process of its own, when the embedded database has work to do first (a new data
// directory, migrations to apply, a demo shop to seed): see seed/seed-on-start.ts.
import { loadConfig } from './config/env';
import { openDatabase } from './db/client';
import { seedIfEmpty } from './seed/seed';

const config = loadConfig();
const database = await openDatabase({ pgliteDir: `${config.dataDir}/db` });
await database.migrate();
const seeded = !config.isLive && config.SEED_DEMO === 'on' && (await seedIfEmpty(database.db, config));
await database.close();
if (seeded) console.log('Seeded demo data into the empty pglite database.');
