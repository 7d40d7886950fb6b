// The catalog module's front door: the only file other modules, app*.ts, plugins and the CLIs import
// (docs/decisions/198-module-front-doors.md). Files inside the module import each other directly.
export { blobImages } from './blob-images';
export type { ReadTicket } from './catalog-cache';
export { CATALOG_CHANGED_CHANNEL, setupCatalogCache } from './catalog-cache.setup';
export { catalogAdminRoutes } from './catalog.admin.routes';
export { createCatalogAdminService } from './catalog.admin.service';
export type { CatalogAdminService } from './catalog.admin.service';
export { createCatalogRepository } from './catalog.repository';
export { catalogRoutes } from './catalog.routes';
export { createCatalogService, synonymsFrom } from './catalog.service';
export type { CatalogService } from './catalog.service';
export { configuredImageBlobs, configuredImageStore } from './image-storage';
export { imageResizing } from './images';
export { startPgInvalidationFeed } from './pg-invalidation-feed';
export type { InvalidationFeedLog } from './pg-invalidation-feed';
export { isPlainFileBelow, plainUploads } from './plain-uploads';
export { readProductForm } from './product-form';
export { discardPictures, storeProductPictures, toProductWebp } from './product-images';
export type { ImageStore } from './product-images';
export { productChangeNotifier } from './products-changed';
