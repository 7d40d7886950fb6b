import type { AdminProductListQuery, AdminProductListResponse, LowStockProduct } from '@shop/shared/schemas/admin';
import { CATALOG_MESSAGES } from '@shop/shared/schemas/catalog';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/uuid';
import type { AuditActor } from '../audit';
import { createCatalogAdminContext, type CatalogAdminServiceOptions } from './catalog.admin.context';
import { createCatalogAdminRepository } from './catalog.admin.repository';
import { toAdminProductDto, toProductDto } from './catalog.mapper';
import { createProductSaves } from './product-saves';
import { createVariantsAdmin } from './catalog.variants';
import { createSizeChartsAdmin } from './size-charts';
import { exportShopifyCsv } from './shopify-export';
import { createShopifyImport } from './shopify-import';
import { pageWindow } from '../../db/page';

export type { CatalogAdminServiceOptions } from './catalog.admin.context';

/**
 * Product writes from the admin screens (docs/product.md#validation, #api): create and edit from the product form
 * with pictures, and soft delete. Every write and its audit entry commit in one transaction.
 */
export function createCatalogAdminService(options: CatalogAdminServiceOptions) {
  const ctx = createCatalogAdminContext(options);
  const { db, audit, repo, notifyChanged } = ctx;

  return {
    ...createProductSaves(ctx),
    ...createVariantsAdmin(ctx),
    ...createShopifyImport(ctx),
    ...createSizeChartsAdmin(ctx),
    /** Every live product as Shopify's product CSV (docs/decisions/224-shopify-product-csv.md). */
    exportCsv: () => exportShopifyCsv(db),

    /** Soft delete: orders that reference the product keep their items (and their snapshots). */
    async remove(actor: AuditActor, id: string): Promise<void> {
      if (!isUuid(id)) throw notFound(CATALOG_MESSAGES.productNotFound);
      await db.transaction(async (tx) => {
        const deleted = await createCatalogAdminRepository(tx).softDelete(id);
        if (!deleted) throw notFound(CATALOG_MESSAGES.productNotFound);
        await audit.record(
          actor,
          {
            action: 'product.delete',
            entityType: 'product',
            entityId: id,
            details: { name: deleted.name, sku: deleted.sku },
          },
          tx,
        );
      });
      notifyChanged(id);
    },

    async listForAdmin(query: AdminProductListQuery): Promise<AdminProductListResponse> {
      const { rows, total } = await repo.listForAdmin({
        search: query.search ? query.search.toLowerCase() : undefined,
        category: query.category ? query.category.toLowerCase() : undefined,
        ...pageWindow(query.page, query.limit),
      });
      return { products: rows.map(toAdminProductDto), total, page: query.page, limit: query.limit };
    },

    /**
     * Variants under `threshold`, lowest first, each as its product with the variant's stock and title
     * ("Linen Shirt — Size M / Blue: 2 left"); a product without options has an empty title.
     */
    async listLowStock(threshold: number, limit: number): Promise<LowStockProduct[]> {
      return (await repo.listLowStock(threshold, limit)).map(({ variantId, variantTitle, variantStock, ...row }) => ({
        ...toProductDto(row),
        stock: variantStock,
        variantId,
        variantTitle,
      }));
    },
  };
}

export type CatalogAdminService = ReturnType<typeof createCatalogAdminService>;
