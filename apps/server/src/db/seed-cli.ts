import { loadConfig } from '../config/env';
import { openDatabase } from './client';
import { seedDemo } from './seed';

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, pgliteDir: `${config.dataDir}/db` });
await database.migrate();
await seedDemo(database.db, config);
await database.close();
console.log(`Demo data seeded (${database.driver}).`);
