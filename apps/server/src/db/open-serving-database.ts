import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config/env';
import { openDatabase, type Database } from './client';
import { pendingMigrationCount } from './pending-migrations';
import { isEmptyShop, wantsDemo } from '../seed/demo-shop-rules';

/**
 * The preparing script beside this code: `dist/prepare.js` when built (tsup puts every entry and chunk in dist/),
 * `src/prepare-cli.ts` under tsx, which the child runs with the same loader flags (`process.execArgv`).
 */
function prepareScript(): string {
  const built = import.meta.url.endsWith('.js');
  return new URL(built ? './prepare.js' : '../prepare-cli.ts', import.meta.url).pathname;
}

function runPrepareScript(): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = prepareScript();
    // From source the child needs tsx too (started by `tsx watch` it already has its flags in execArgv).
    const loader =
      script.endsWith('.ts') && !process.execArgv.some((arg) => arg.includes('tsx')) ? ['--import', 'tsx'] : [];
    // The server's own environment (spawn's default): the child reads the same settings and DATA_DIR.
    const child = spawn(process.execPath, [...process.execArgv, ...loader, script], { stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`Preparing the database failed (${signal ?? `exit code ${code}`})`)),
    );
  });
}

/**
 * The database the server serves from, migrated, with the demo seeded into an empty shop (never into a live one:
 * docs/decisions/032-demo-and-live-mode.md).
 *
 * On the embedded database, creating it, applying migrations and seeding run in a child process: PGlite's
 * WebAssembly memory and the native heap grow to what that work needed and never shrink (the first start of a new
 * demo shop held ~350 MB an hour later, a second start 250 MB); in a process of its own all of it is given back
 * when the process exits (docs/decisions/273-embedded-database-prepared-in-a-child-process.md).
 */
export async function openServingDatabase(config: Config): Promise<Database> {
  const pgliteDir = `${config.dataDir}/db`;
  const open = () =>
    openDatabase({
      url: config.DATABASE_URL,
      pgliteDir,
      poolSize: config.DB_POOL_SIZE,
      connectionWaitMs: config.DB_WAIT_MS,
    });
  if (config.DATABASE_URL) {
    const database = await open();
    await database.migrate();
    if (!wantsDemo(config) || !(await isEmptyShop(database.db))) return database;
    const { seedDemo } = await import('../seed/seed');
    await seedDemo(database.db, config);
    console.log('Seeded demo data into the empty postgres database.');
    return database;
  }
  // A new data directory: PGlite would run initdb here. Otherwise a quick look decides.
  if (!existsSync(join(pgliteDir, 'PG_VERSION'))) {
    await runPrepareScript();
    return open();
  }
  const database = await open();
  const hasWork =
    (await pendingMigrationCount(database)) > 0 || (wantsDemo(config) && (await isEmptyShop(database.db)));
  if (!hasWork) return database;
  // One PGlite instance per data directory: the child opens it while this process has it closed.
  await database.close();
  await runPrepareScript();
  return open();
}
