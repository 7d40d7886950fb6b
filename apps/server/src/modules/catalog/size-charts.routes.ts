import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  adminSizeChartsSchema,
  categorySizeChartSchema,
  publicSizeChartSchema,
  sizeChartInputSchema,
} from '@shop/shared/schemas/size-chart';
import { productIdParamsSchema } from '@shop/shared/schemas/catalog';
import { routeKit, authUserOf } from '../../plugins/auth';
import { errorResponses } from '../../lib/error-schema';
import type { Db } from '../../db/client';
import type { CatalogAdminService } from './catalog.admin.service';
import { productTag, type CatalogCache } from './catalog-cache';
import { replyCached } from './cached-reply';
import { publicSizeChart } from './size-charts';

const idParams = z.object({ id: z.string().max(100).describe('The product or category id') });
const adminAnswer = adminSizeChartsSchema.describe("The product's own size chart and its category's");

/** Size charts: the product page's read and the admin's writes (docs/decisions/254-size-charts.md). */
export async function sizeChartRoutes(
  app: FastifyInstance,
  { db, cache, catalogAdmin }: { db: Db; cache: CatalogCache; catalogAdmin: CatalogAdminService },
) {
  const shop = routeKit(app, 'catalog');
  shop.r.get(
    '/api/products/:id/size-chart',
    {
      schema: {
        operationId: 'getProductSizeChart',
        tags: shop.tags,
        summary: "A product's size chart: its own, else its category's (null when neither has one)",
        params: productIdParamsSchema,
        response: { 200: publicSizeChartSchema.describe('The chart and where it comes from'), ...errorResponses(404) },
      },
    },
    async (request, reply) =>
      replyCached(request, reply, cache, `size-chart:${request.params.id}`, publicSizeChartSchema, async () => ({
        value: await publicSizeChart(db, request.params.id),
        tags: [productTag(request.params.id)],
      })),
  );

  const { r, adminOnly, tags, security } = routeKit(app, 'catalog', 'admin');
  const errors = errorResponses(400, 401, 403, 404);
  r.get(
    '/api/admin/products/:id/size-chart',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'getAdminProductSizeCharts',
        tags,
        security,
        summary: "A product's own size chart and its category's, for the editor",
        params: idParams,
        response: { 200: adminAnswer, ...errors },
      },
    },
    async (request) => catalogAdmin.getSizeCharts(request.params.id),
  );

  r.put(
    '/api/admin/products/:id/size-chart',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'setProductSizeChart',
        tags,
        security,
        summary: "Set or remove a product's own size chart (it wins over its category's)",
        params: idParams,
        body: sizeChartInputSchema,
        response: { 200: adminAnswer, ...errors },
      },
    },
    async (request) => catalogAdmin.setProductSizeChart(authUserOf(request), request.params.id, request.body),
  );

  r.put(
    '/api/admin/categories/:id/size-chart',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'setCategorySizeChart',
        tags,
        security,
        summary: "Set or remove a category's size chart (shown on its products that have none of their own)",
        params: idParams,
        body: sizeChartInputSchema,
        response: { 200: categorySizeChartSchema.describe("The category's chart as saved"), ...errors },
      },
    },
    async (request) => catalogAdmin.setCategorySizeChart(authUserOf(request), request.params.id, request.body),
  );
}
