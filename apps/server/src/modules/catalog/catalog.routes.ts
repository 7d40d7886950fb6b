import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  categoriesResponseSchema,
  productDetailResponseSchema,
  productIdParamsSchema,
  productListQuerySchema,
  productListResponseSchema,
} from '@shop/shared/schemas/catalog';
import type { CatalogService } from './catalog.service';

const errorSchema = z.object({ message: z.string() }).loose();

export interface CatalogRoutesOptions {
  catalog: CatalogService;
}

export async function catalogRoutes(app: FastifyInstance, { catalog }: CatalogRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['catalog'];

  r.get(
    '/api/products',
    {
      schema: {
        tags,
        summary: 'Live products, filtered by category and search, sorted and paged',
        querystring: productListQuerySchema,
        response: { 200: productListResponseSchema, 400: errorSchema },
      },
    },
    async (request) => catalog.listProducts(request.query),
  );

  // A static path wins over `/:id` in Fastify's router, so this never reads as a product id.
  r.get(
    '/api/products/categories/list',
    { schema: { tags, summary: 'Categories with their number of live products', response: { 200: categoriesResponseSchema } } },
    async () => catalog.listCategories(),
  );

  r.get(
    '/api/products/:id',
    {
      schema: {
        tags,
        summary: 'One live product with up to 4 related products',
        params: productIdParamsSchema,
        response: { 200: productDetailResponseSchema, 404: errorSchema },
      },
    },
    async (request) => catalog.getProduct(request.params.id),
  );
}
