import {
  DEFAULT_PRODUCT_SORT,
  MAX_RELATED_PRODUCTS,
  CATALOG_MESSAGES,
  type CategoriesResponse,
  type ProductFacets,
  type ProductDetailResponse,
  type ProductListQuery,
  type ProductListResponse,
} from '@shop/shared/schemas/catalog';
import { DEFAULT_SEARCH_SYNONYMS, searchWords } from '@shop/shared/search';
import { rupeesToPaise } from '@shop/shared/money';
import type { Locale } from '@shop/shared/locale';
import type { SuggestionsResponse } from '@shop/shared/schemas/catalog';
import { notFound } from '../../lib/errors';
import type { CatalogItem, CatalogRepository, DbExecutor, ListOrder } from './catalog.repository';
import { readDeclarations } from '@shop/shared/schemas/declarations';
import { toCategoryDto, toProductDto } from './catalog.mapper';
import { searchTerms, type SearchTerms } from './catalog.search-terms';
import { toOptionDto, toVariantDto } from './catalog.variants';

/** Checked before the query: a malformed id is a missing product (404), never a database error. */
import { isUuid } from '../../lib/uuid';
import { pageWindow } from '../../db/page';

export interface CatalogServiceOptions {
  /** The shop's spelling variants and synonyms; the shared default list when absent (docs/decisions/137). */
  synonyms?: () => Promise<readonly (readonly string[])[]>;
}

/** The hook reading the shop's list from its settings (the cached copy; called outside any transaction). */
export function synonymsFrom(settings: { get(): Promise<{ searchSynonyms: string[][] }> }) {
  return async () => (await settings.get()).searchSynonyms;
}

const SUGGESTIONS = 6;

export function createCatalogService(repo: CatalogRepository, options: CatalogServiceOptions = {}) {
  async function termsOf(search: string | undefined): Promise<SearchTerms | undefined> {
    if (!search) return undefined;
    const typed = searchWords(search);
    if (typed.length === 0) return undefined;
    const [groups, lookedUp] = await Promise.all([
      options.synonyms?.() ?? DEFAULT_SEARCH_SYNONYMS,
      repo.lookUpWords(typed),
    ]);
    return searchTerms(typed, groups, lookedUp);
  }

  return {
    /** Suggestions as the shopper types: the best few matches of the same forgiving search. */
    async suggest(q: string, lang: Locale = 'en'): Promise<SuggestionsResponse> {
      const terms = await termsOf(q);
      if (!terms || q.length < 2) return { suggestions: [] };
      const { rows } = await repo.listProducts({
        order: 'relevance',
        search: q,
        ...terms,
        limit: SUGGESTIONS,
        offset: 0,
      });
      return {
        suggestions: rows.map((row) => {
          const dto = toProductDto(row, lang);
          return {
            _id: dto._id,
            name: dto.name,
            category: dto.categoryLabel ?? dto.category,
            image: dto.images[0] ?? null,
            price: dto.sellingPrice ?? dto.mrp,
          };
        }),
      };
    },

    /** A search is ordered by relevance unless the shopper chose a sort; unknown categories list nothing. */
    async listProducts(query: ProductListQuery): Promise<ProductListResponse> {
      const search = query.q ? query.q : undefined;
      const order: ListOrder = query.sort ?? (search ? 'relevance' : DEFAULT_PRODUCT_SORT);
      const { rows, total, capped } = await repo.listProducts({
        order,
        category: query.category ? query.category.toLowerCase() : undefined,
        search,
        ...(await termsOf(search)),
        minPricePaise: query.minPrice === undefined ? undefined : rupeesToPaise(query.minPrice),
        maxPricePaise: query.maxPrice === undefined ? undefined : rupeesToPaise(query.maxPrice),
        inStock: query.inStock,
        minRating: query.minRating,
        options: query.option,
        ...pageWindow(query.page, query.limit),
      });
      return {
        products: rows.map((row) => toProductDto(row, query.lang)),
        total,
        // A broad search lists the matches it ranked and says more match (decision 276).
        ...(capped ? { totalCapped: true } : {}),
        page: query.page,
        limit: query.limit,
        hasMore: query.page * query.limit < total,
      };
    },

    /** Related = the product's chosen related products that are still live, else others of its category. */
    async getProduct(id: string, lang: Locale = 'en'): Promise<ProductDetailResponse> {
      const row = isUuid(id) ? await repo.findById(id) : null;
      if (!row) throw notFound(CATALOG_MESSAGES.productNotFound);
      let related = await repo.findRelated(row.id, row.relatedProductIds.filter(isUuid), MAX_RELATED_PRODUCTS);
      if (related.length === 0) related = await repo.findInCategory(row.categoryId, row.id, MAX_RELATED_PRODUCTS);
      // The sizes and colours on sale (decision 217), each with its own GST rate (decision 218).
      const reads = repo.variantReads;
      const [options, variants, rule] = [
        await reads.options(row.id),
        await reads.variants(row.id, true),
        (await reads.gstRuleOf(row.id)) ?? {
          gstRatePercent: row.gstRatePercent,
          gstThresholdPaise: null,
          gstRateAbovePercent: null,
        },
      ];
      const declarations = readDeclarations(row.declarations);
      return {
        product: toProductDto(row, lang),
        options: options.map(toOptionDto),
        variants: variants.map((v) => toVariantDto(v, rule, declarations)),
        relatedProducts: related.map((r) => toProductDto(r, lang)),
        hasSizeChart: await repo.sizeCharts.hasChart(row.id),
      };
    },

    /** For the cart's quote (shipping): each variant's product, prices and whether it is sold (decision 217). */
    async getVariantPrices(ids: readonly string[]) {
      const rows = await repo.variantReads.byIds(ids.filter(isUuid));
      return new Map(rows.map((v) => [v.id, v]));
    },

    /**
     * The sizes, colours... a category's products, or a search's results, come in, for the listing's filters
     * (decision 247: the same forgiving search as the list, so each chip counts products the search shows).
     */
    async facets(category: string | undefined, q?: string): Promise<ProductFacets> {
      const terms = q ? await termsOf(q) : undefined;
      return repo.facets(category, q && terms ? { q, ...terms } : undefined);
    },

    async listCategories(lang: Locale = 'en'): Promise<CategoriesResponse> {
      return { categories: (await repo.listCategories()).map((row) => toCategoryDto(row, lang)) };
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
      return rows.map((row) => toProductDto(row));
    },

    /**
     * For the reviews module: the rating and review count shown with the product, computed from its visible
     * reviews and written in the caller's transaction (docs/decisions/131-rating-from-reviews.md).
     */
    async setRating(
      productId: string,
      rating: number,
      reviewCount: number,
      tx?: Parameters<CatalogRepository['setRating']>[3],
    ) {
      await repo.setRating(productId, rating, reviewCount, tx);
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
export type { CatalogItem } from './catalog.repository';
