// The catalog module's front door: the only file other modules, app*.ts, plugins and the CLIs import
// (docs/decisions/198-module-front-doors.md). Files inside the module import each other directly.
export type { CatalogCache, ReadTicket } from './catalog-cache';
export { CATALOG_CHANGED_CHANNEL } from './catalog-cache.setup';
export type { CatalogAdminService } from './catalog.admin.service';
export { registerCatalog } from './catalog.module';
export type { CatalogService } from './catalog.service';
export { productChangeNotifier } from './products-changed';
