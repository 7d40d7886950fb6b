import {
  DEFAULT_PRODUCT_SORT,
  MAX_RELATED_PRODUCTS,
  CATALOG_MESSAGES,
  type CategoriesResponse,
  type ProductDetailResponse,
  type ProductListQuery,
  type ProductListResponse,
} from '@shop/shared/schemas/catalog';
import { notFound } from '../../lib/errors';
import type { CatalogItem, CatalogRepository, DbExecutor, ListOrder } from './catalog.repository';
import { toCategoryDto, toProductDto } from './catalog.mapper';

/** Checked before the query: a malformed id is a missing product (404), never a database error. */
import { isUuid } from '../../lib/uuid';

export function createCatalogService(repo: CatalogRepository) {
  return {
    /** A search is ordered by relevance unless the shopper chose a sort; unknown categories list nothing. */
    async listProducts(query: ProductListQuery): Promise<ProductListResponse> {
      const search = query.q ? query.q : undefined;
      const order: ListOrder = query.sort ?? (search ? 'relevance' : DEFAULT_PRODUCT_SORT);
      const { rows, total } = await repo.listProducts({
        order,
        category: query.category ? query.category.toLowerCase() : undefined,
        search,
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      });
      return {
        products: rows.map(toProductDto),
        total,
        page: query.page,
        limit: query.limit,
        hasMore: query.page * query.limit < total,
      };
    },

    /** Related = the product's chosen related products that are still live, else others of its category. */
    async getProduct(id: string): Promise<ProductDetailResponse> {
      const row = isUuid(id) ? await repo.findById(id) : null;
      if (!row) throw notFound(CATALOG_MESSAGES.productNotFound);
      let related = await repo.findRelated(row.id, row.relatedProductIds.filter(isUuid), MAX_RELATED_PRODUCTS);
      if (related.length === 0) related = await repo.findInCategory(row.categoryId, row.id, MAX_RELATED_PRODUCTS);
      return { product: toProductDto(row), relatedProducts: related.map(toProductDto) };
    },

    async listCategories(): Promise<CategoriesResponse> {
      return { categories: (await repo.listCategories()).map(toCategoryDto) };
    },

    /**
     * For other modules (orders): price, stock and invoice data of live products, in paise. Unknown,
     * malformed and deleted ids are left out, so a caller compares lengths to spot them. Pass `tx` to
     * read inside a transaction.
     */
    async getProductsByIds(ids: readonly string[], tx?: DbExecutor): Promise<CatalogItem[]> {
      const unique = [...new Set(ids)].filter(isUuid);
      return repo.findItemsByIds(unique, tx);
    },

    /** Live products among `ids`, as the storefront shows them, in the order of `ids` (the wishlist page). */
    async getProductDtosByIds(ids: readonly string[]): Promise<ProductDetailResponse['relatedProducts']> {
      const unique = [...new Set(ids)].filter(isUuid);
      // findRelated excludes one id; the nil uuid is never a product's.
      const rows = await repo.findRelated('00000000-0000-0000-0000-000000000000', unique, unique.length);
      return rows.map(toProductDto);
    },

    /**
     * For the reviews module: the rating and review count shown with the product, computed from its visible
     * reviews and written in the caller's transaction (docs/decisions/131-rating-from-reviews.md).
     */
    async setRating(productId: string, rating: number, reviewCount: number, tx?: Parameters<CatalogRepository['setRating']>[3]) {
      await repo.setRating(productId, rating, reviewCount, tx);
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
export type { CatalogItem } from './catalog.repository';
