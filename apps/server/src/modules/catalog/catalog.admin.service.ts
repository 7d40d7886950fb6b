import type { AdminProductListQuery, AdminProductListResponse } from '@shop/shared/schemas/admin';
import { CATALOG_MESSAGES, type Product } from '@shop/shared/schemas/catalog';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/uuid';
import type { AuditActor } from '../audit';
import { createCatalogAdminContext, type CatalogAdminServiceOptions } from './catalog.admin.context';
import { createCatalogAdminRepository } from './catalog.admin.repository';
import { toProductDto } from './catalog.mapper';
import { createProductSaves } from './product-saves';
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
      return { products: rows.map(toProductDto), total, page: query.page, limit: query.limit };
    },

    /** Live products with stock under `threshold`, lowest stock first. */
    async listLowStock(threshold: number, limit: number): Promise<Product[]> {
      return (await repo.listLowStock(threshold, limit)).map(toProductDto);
    },
  };
}

export type CatalogAdminService = ReturnType<typeof createCatalogAdminService>;
