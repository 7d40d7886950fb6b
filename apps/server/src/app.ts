import type { FastifyInstance } from 'fastify';
import type { Config } from './config/env';
import type { Database } from './db/client';
import { authPlugin } from './plugins/auth';
import { createUserAccounts } from './modules/users';
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

  // The auth plugin re-reads the user on every request, so the user accounts exist before any module.
  const userAccounts = createUserAccounts(database.db);
  await app.register(authPlugin, {
    secret: config.jwtSecret,
    expiresIn: config.JWT_EXPIRES_IN,
    findUserById: (id) => userAccounts.findById(id),
  });

  const { settings, catalogCache } = await registerModules(app, { config, database, redis, userAccounts });
  // Handles for tests, which change the settings or empty the cache behind the app's back; no module reads
  // them (each is given what it needs when it is registered).
  app.decorate('shopSettings', settings);
  app.decorate('catalogCache', catalogCache);

  app.addHook('onClose', async () => {
    redis?.disconnect();
  });
  return app;
}
