import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/env';
import type { Database } from '../../db/client';
import { configuredImageStore } from '../../lib/images/image-storage';
import type { AuditRecorder } from '../audit';
import type { SettingsService } from '../settings';
import { setupCatalogCache } from './catalog-cache.setup';
import { catalogAdminRoutes } from './catalog.admin.routes';
import { createCatalogAdminService } from './catalog.admin.service';
import { createCatalogRepository } from './catalog.repository';
import { catalogRoutes } from './catalog.routes';
import { catalogVariantsRoutes } from './catalog.variants.routes';
import { sizeChartRoutes } from './size-charts.routes';
import { createCatalogService, synonymsFrom } from './catalog.service';

export interface CatalogModuleOptions {
  config: Config;
  database: Database;
  settings: SettingsService;
  audit: AuditRecorder;
}

type ProductsChangedListener = (productIds: readonly string[]) => unknown;

/**
 * The catalogue: the public product routes answered from the catalogue cache, and the admin's product writes.
 * Every product or stock write drops what it affects, in every process. Returns the services, the cache
 * (the app closes it on shutdown; orders and reviews tell it about stock changes) and `onProductsChanged`,
 * for modules registered later that care about an admin's product write (the wishlist's "back in stock" mail).
 */
export async function registerCatalog(
  app: FastifyInstance,
  { config, database, settings, audit }: CatalogModuleOptions,
) {
  const catalog = createCatalogService(createCatalogRepository(database.db), { synonyms: synonymsFrom(settings) });
  const cache = await setupCatalogCache({
    enabled: config.CATALOG_CACHE === 'on',
    db: database.db,
    databaseUrl: database.driver === 'postgres' ? config.DATABASE_URL : undefined,
    log: app.log,
  });
  app.addHook('onClose', () => cache.close());
  await app.register(catalogRoutes, {
    catalog,
    cache: cache.cache,
    settingsVersion: () => settings.version?.() ?? 0,
  });
  const productsChangedListeners: ProductsChangedListener[] = [];
  const catalogAdmin = createCatalogAdminService({
    db: database.db,
    images: configuredImageStore(config),
    audit,
    onProductsChanged: (ids) => {
      cache.onProductsChanged(ids);
      for (const listener of productsChangedListeners) listener(ids);
    },
    gstRates: async (within) => (await settings.get(within)).gstRatesPercent,
    turnoverAbove5Crore: async (within) => (await settings.get(within)).aggregateTurnoverAbove5Crore,
  });
  await app.register(catalogAdminRoutes, { catalogAdmin, uploadLimitBytes: config.UPLOAD_LIMIT_BYTES });
  await app.register(catalogVariantsRoutes, { catalogAdmin });
  await app.register(sizeChartRoutes, { db: database.db, cache: cache.cache, catalogAdmin });
  return {
    catalog,
    catalogAdmin,
    cache,
    onProductsChanged: (listener: ProductsChangedListener) => {
      productsChangedListeners.push(listener);
    },
  };
}
