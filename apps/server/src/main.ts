import { ConfigError, loadConfig } from './config/env';
import { openServingDatabase } from './db/open-serving-database';
import { buildApp } from './app';
import { secureDataFiles } from './config/data-dir';
import { createSettingsService, demoLeftoversMessage, findDemoLeftovers } from './modules/settings';

async function main() {
  // Everything this process creates (database files, secrets, uploads) is readable by its own user only.
  process.umask(0o077);
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // Migrated, and with the demo in an empty shop unless it is live (docs/decisions/032-demo-and-live-mode.md).
  const database = await openServingDatabase(config);
  secureDataFiles(config.dataDir);
  if (config.isLive) {
    const problems = await findDemoLeftovers(
      database.db,
      await createSettingsService({ config, db: database.db }).get(),
    );
    if (problems.length > 0) {
      console.error(demoLeftoversMessage(problems));
      await database.close();
      process.exit(1);
    }
  }
  const app = await buildApp({ config, database });
  app.addHook('onClose', () => database.close());

  let isShuttingDown = false;
  const shutdown = (signal: string) => {
    if (isShuttingDown) return;
    isShuttingDown = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
