import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/env';
import type { Database } from '../../db/client';
import type { AuditService } from '../audit';
import { configuredImageStore } from '../../lib/images/image-storage';
import { createDocumentLogo } from './document-logo';
import { settingsRoutes } from './settings.routes';
import { createSettingsService } from './settings.service';

/**
 * The shop's settings (identity, fees, windows, caps): every module registered after this one is given the
 * service and reads them through it. Registers the public shop details and the admin Settings screen, and
 * stops listening for other processes' saves when the app closes.
 */
export async function registerSettings(
  app: FastifyInstance,
  { config, database, audit }: { config: Config; database: Database; audit: AuditService },
) {
  const settings = createSettingsService({
    config,
    db: database.db,
    databaseUrl: database.driver === 'postgres' ? config.DATABASE_URL : undefined,
    log: app.log,
  });
  app.addHook('onClose', () => settings.close());
  const images = configuredImageStore(config);
  await app.register(settingsRoutes, { settings, audit, config, db: database.db, images });
  const logoFor = createDocumentLogo(images);
  return Object.assign(settings, { documentLogo: async () => logoFor((await settings.get()).logoUrl) });
}
