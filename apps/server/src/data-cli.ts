// `npm run backup`, `npm run restore FILE [--force]`, `npm run db:move -- postgresql://...`: the data-safety
// commands, one entry so the production bundle ships them beside the server (docs/deploy.md).
import { basename, join } from 'node:path';
import { ConfigError, loadConfig } from './config/env';
import { openDatabase } from './db/client';
import {
  BackupFileError,
  createBackup,
  MoveRefused,
  moveToPostgres,
  recordRun,
  restoreBackup,
  RestoreRefused,
  ToolError,
} from './modules/backup';

const [command, ...args] = process.argv.slice(2);
const progress = (line: string) => process.stderr.write(`${line}\n`);

async function backup() {
  const config = loadConfig();
  const out = flagValue('--out') ?? config.backupDir;
  const database = await openDatabase({ url: config.DATABASE_URL, pgliteDir: join(config.dataDir, 'db'), poolSize: 1 });
  try {
    // A run by hand is recorded beside the backups, so the admin's Backups screen says "manual" (decision 214).
    const result = await createBackup(
      { database, databaseUrl: config.DATABASE_URL, uploadsDir: config.uploadsDir },
      out,
      progress,
    ).catch(async (err: unknown) => {
      await recordRun(out, { kind: 'manual', ok: false, fileName: null, error: (err as Error).message }).catch(() => undefined);
      throw err;
    });
    await recordRun(out, { kind: 'manual', ok: true, fileName: basename(result.file), error: null });
    console.log(result.file);
  } finally {
    await database.close();
  }
}

async function restore() {
  const file = args.find((a) => !a.startsWith('--'));
  if (!file) throw new UsageError('Usage: npm run restore -- FILE [--force]');
  const config = loadConfig();
  await restoreBackup(file, {
    target: config.DATABASE_URL ? { driver: 'postgres', url: config.DATABASE_URL } : { driver: 'pglite', dataDir: config.dataDir },
    uploadsDir: config.uploadsDir,
    force: args.includes('--force'),
    progress,
  });
  console.log(`Restored ${file}. Start the shop as usual.`);
}

async function move() {
  const url = args.find((a) => !a.startsWith('--'));
  if (!url || !/^postgres(ql)?:\/\//.test(url)) throw new UsageError('Usage: npm run db:move -- postgresql://user:pass@host:5432/shop');
  const config = loadConfig();
  if (config.DATABASE_URL) throw new UsageError('DATABASE_URL is set: db:move copies the embedded database, so unset it first.');
  await moveToPostgres({ pgliteDir: join(config.dataDir, 'db'), targetUrl: url, progress });
  console.log(`\nDone. Start the shop on PostgreSQL with:\n  DATABASE_URL=${url}\n(uploaded images stay in ${config.uploadsDir}).`);
}

function flagValue(name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

class UsageError extends Error {}

const commands: Record<string, () => Promise<void>> = { backup, restore, move };
const run = command ? commands[command] : undefined;
if (!run) {
  console.error('Usage: data-cli backup [--out DIR] | restore FILE [--force] | move postgresql://...');
  process.exit(2);
}
run().then(
  () => process.exit(0),
  (error: unknown) => {
    const known = [ConfigError, UsageError, RestoreRefused, BackupFileError, ToolError, MoveRefused].some(
      (type) => error instanceof type,
    );
    console.error(known ? (error as Error).message : error);
    process.exit(1);
  },
);
