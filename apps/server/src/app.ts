import type { FastifyInstance } from 'fastify';
import type { Config } from './config/env';
import type { Database } from './db/client';
import { authPlugin } from './plugins/auth';
import { storefront } from './modules/storefront';
import { createUserAccounts } from './modules/users';
import { createSettingsService } from './modules/settings';
import { connectRedis, createServer, registerPlatformPlugins } from './app-platform';
import { registerModules } from './app-modules';

export interface AppDependencies {
  config: Config;
  database: Database;
}

/** Builds the whole app without listening, so tests can start it on any port against any database. */
export async function buildApp({ config, database }: AppDependencies): Promise<FastifyInstance> {
  const app = createServer(config);
  const redis = connectRedis(config, app);
  await registerPlatformPlugins(app, config, redis);

  // The shop's settings (identity, fees, windows, caps): every module reads them through this one service.
  const settings = createSettingsService({
    config,
    db: database.db,
    databaseUrl: database.driver === 'postgres' ? config.DATABASE_URL : undefined,
    log: app.log,
  });
  app.decorate('shopSettings', settings);

  const userAccounts = createUserAccounts(database.db);
  await app.register(authPlugin, {
    secret: config.jwtSecret,
    expiresIn: config.JWT_EXPIRES_IN,
    findUserById: (id) => userAccounts.findById(id),
  });

  const { catalogCache } = await registerModules(app, { config, database, redis, settings, userAccounts });

  await app.register(storefront, { config });

  app.addHook('onClose', async () => {
    redis?.disconnect();
    await catalogCache.close();
    await settings.close();
  });
  return app;
}
