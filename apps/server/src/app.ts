import type { FastifyInstance } from 'fastify';
import type { Config } from './config/env';
import type { Database } from './db/client';
import { startEmbeddedAutovacuum } from './db/embedded-autovacuum';
import { connectRedis, createServer, registerPlatformPlugins } from './app-platform';
import { registerModules, type AppHandles } from './app-modules';

export interface AppDependencies {
  config: Config;
  database: Database;
}

/**
 * Builds the whole app without listening, with the handles tests use to change the settings or empty the
 * catalogue cache behind the app's back. No module reads them off the app: each is given what it needs when it
 * is registered, and the app carries no service decorators (docs/decisions/216-accounts-and-consents-registered-like-modules.md).
 */
export async function buildAppWithHandles({
  config,
  database,
}: AppDependencies): Promise<{ app: FastifyInstance; handles: AppHandles }> {
  const app = createServer(config);
  const redis = connectRedis(config, app);
  await registerPlatformPlugins(app, config, redis);
  const handles = await registerModules(app, { config, database, redis });
  startEmbeddedAutovacuum(app, database, config.embeddedVacuumIntervalMs);
  app.addHook('onClose', async () => {
    redis?.disconnect();
  });
  return { app, handles };
}

/** Builds the whole app without listening, so the server, the CLIs and benchmarks start it on any port against any database. */
export async function buildApp(dependencies: AppDependencies): Promise<FastifyInstance> {
  return (await buildAppWithHandles(dependencies)).app;
}
