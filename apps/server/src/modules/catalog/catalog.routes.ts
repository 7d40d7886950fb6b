import type { FastifyInstance } from 'fastify';
import {
  categoriesResponseSchema,
  languageQuerySchema,
  productDetailResponseSchema,
  productFacetsQuerySchema,
  productFacetsResponseSchema,
  productIdParamsSchema,
  productListQuerySchema,
  productListResponseSchema,
  suggestQuerySchema,
  suggestionsResponseSchema,
} from '@shop/shared/schemas/catalog';
import type { CatalogService } from './catalog.service';
import { LIST_TAG, productTag, type CatalogCache } from './catalog-cache';
import { replyCached } from './cached-reply';
import { errorSchema } from '../../lib/error-schema';
import { routeKit } from '../../plugins/auth';

export interface CatalogRoutesOptions {
  catalog: CatalogService;
  /** Every answer here is served from it; the writers elsewhere invalidate it (see catalog-cache.setup.ts). */
  cache: CatalogCache;
  /** The shop settings' version, which grows on every save (here or in another process). */
  settingsVersion: () => number;
}

export async function catalogRoutes(app: FastifyInstance, { catalog, cache, settingsVersion }: CatalogRoutesOptions) {
  const { r, tags } = routeKit(app, 'catalog');
  // Search answers depend on the shop's synonyms, a setting: keyed by the settings version, which grows on a save
  // here or in another process, so no answer from before a save is served after it (docs/decisions/137).
  const searchEpoch = settingsVersion;

  r.get(
    '/api/products',
    {
      schema: {
        operationId: 'listProducts',
        tags,
        summary: 'Live products, filtered by category and search, sorted and paged',
        querystring: productListQuerySchema,
        response: { 200: productListResponseSchema.describe('One page of products'), 400: errorSchema },
      },
    },
    async (request, reply) => {
      const { category, sort, q, page, limit, minPrice, maxPrice, inStock, minRating, option, lang } = request.query;
      // The service lower-cases the category, and the answer does not echo it: one entry for any casing.
      const options = option?.map((o) => `${o.name}:${o.value}`.toLowerCase()).sort();
      const filters = [minPrice, maxPrice, inStock, minRating, options];
      const key = `list:${JSON.stringify([category?.toLowerCase(), sort, q, page, limit, ...filters, q && searchEpoch(), lang ?? 'en'])}`;
      return replyCached(request, reply, cache, key, productListResponseSchema, async () => ({
        value: await catalog.listProducts(request.query),
        tags: [LIST_TAG],
      }));
    },
  );

  // The listing's size and colour filters (docs/decisions/238-option-filters.md); static paths win over `/:id`.
  r.get(
    '/api/products/facets',
    {
      schema: {
        operationId: 'productFacets',
        tags,
        summary: "The option values (sizes, colours...) a category's or a search's live products come in, with counts",
        querystring: productFacetsQuerySchema,
        response: {
          200: productFacetsResponseSchema.describe("Each option with its values, in the shop's order"),
          400: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const category = request.query.category?.toLowerCase();
      const q = request.query.q?.trim() || undefined;
      const key = `facets:${category ?? ''}:${q?.toLowerCase() ?? ''}`;
      return replyCached(request, reply, cache, key, productFacetsResponseSchema, async () => ({
        value: await catalog.facets(category, q),
        tags: [LIST_TAG],
      }));
    },
  );

  // Suggestions as the shopper types (issue 19); static paths win over `/:id`.
  r.get(
    '/api/products/suggest',
    {
      schema: {
        operationId: 'suggestProducts',
        tags,
        summary: 'Up to 6 products matching what the shopper is typing (typos, variants and synonyms forgiven)',
        querystring: suggestQuerySchema,
        response: { 200: suggestionsResponseSchema.describe('The suggestions, best match first'), 400: errorSchema },
      },
    },
    async (request, reply) => {
      const q = request.query.q.toLowerCase();
      const lang = request.query.lang ?? 'en';
      const key = `suggest:${searchEpoch()}:${lang}:${q}`;
      return replyCached(request, reply, cache, key, suggestionsResponseSchema, async () => ({
        value: await catalog.suggest(q, lang),
        tags: [LIST_TAG],
      }));
    },
  );

  // A static path wins over `/:id` in Fastify's router, so this never reads as a product id.
  r.get(
    '/api/products/categories/list',
    {
      schema: {
        operationId: 'listCategories',
        tags,
        summary: 'Categories with their number of live products',
        querystring: languageQuerySchema,
        response: { 200: categoriesResponseSchema.describe('The categories') },
      },
    },
    async (request, reply) =>
      replyCached(
        request,
        reply,
        cache,
        `categories:${request.query.lang ?? 'en'}`,
        categoriesResponseSchema,
        async () => ({
          value: await catalog.listCategories(request.query.lang),
          tags: [LIST_TAG],
        }),
      ),
  );

  r.get(
    '/api/products/:id',
    {
      schema: {
        operationId: 'getProduct',
        tags,
        summary: 'One live product with up to 4 related products',
        params: productIdParamsSchema,
        querystring: languageQuerySchema,
        response: {
          200: productDetailResponseSchema.describe('The product and its related products'),
          404: errorSchema,
        },
      },
    },
    async (request, reply) =>
      replyCached(
        request,
        reply,
        cache,
        `product:${request.params.id}:${request.query.lang ?? 'en'}`,
        productDetailResponseSchema,
        async () => {
          const value = await catalog.getProduct(request.params.id, request.query.lang);
          // The related products show their stock too: a change to any of them drops this answer.
          const shown = [value.product, ...value.relatedProducts].map((p) => productTag(p._id));
          return { value, tags: shown };
        },
      ),
  );
}
