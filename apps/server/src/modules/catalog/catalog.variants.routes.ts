import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  gstPriceRuleInputSchema,
  productOptionsInputSchema,
  productVariantsResponseSchema,
  variantsBulkEditSchema,
} from '@shop/shared/schemas/variants';
import {
  productImportBodySchema,
  productImportQuerySchema,
  productImportReportSchema,
} from '@shop/shared/schemas/product-import';
import { routeKit, authUserOf } from '../../plugins/auth';
import { errorResponses } from '../../lib/error-schema';
import { sendDownload } from '../../lib/file-reply';
import type { CatalogAdminService } from './catalog.admin.service';

const errors = errorResponses(400, 401, 403, 404, 409, 422);
const idParams = z.object({ id: z.string().max(100) });
const answer = productVariantsResponseSchema.describe("The product's options and every variant");

/** The admin's options editor, variant grid bulk edit and GST rule (docs/decisions/217 and 218). */
export async function catalogVariantsRoutes(
  app: FastifyInstance,
  { catalogAdmin }: { catalogAdmin: CatalogAdminService },
) {
  const { r, adminOnly, tags, security } = routeKit(app, 'catalog', 'admin');

  r.get(
    '/api/admin/products/:id/variants',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'getProductVariants',
        tags,
        security,
        summary: "A product's options and all its variants, inactive ones included",
        params: idParams,
        response: { 200: answer, ...errors },
      },
    },
    async (request) => catalogAdmin.getVariants(request.params.id),
  );

  r.put(
    '/api/admin/products/:id/options',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'setProductOptions',
        tags,
        security,
        summary: 'Set up to three options; the variant grid is generated (kept combinations keep their stock)',
        params: idParams,
        body: productOptionsInputSchema,
        response: { 200: answer, ...errors },
      },
    },
    async (request) => catalogAdmin.setOptions(authUserOf(request), request.params.id, request.body),
  );

  r.patch(
    '/api/admin/products/:id/variants',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'bulkEditProductVariants',
        tags,
        security,
        summary: 'Bulk edit of the variant grid: price, MRP, stock, SKU, barcode, weight, active',
        params: idParams,
        body: variantsBulkEditSchema,
        response: { 200: answer, ...errors },
      },
    },
    async (request) => catalogAdmin.bulkEdit(authUserOf(request), request.params.id, request.body),
  );

  r.put(
    '/api/admin/products/:id/gst-rule',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'setProductGstRule',
        tags,
        security,
        summary: 'GST "rate by price threshold": the rate above a sale value per piece (null threshold: none)',
        params: idParams,
        body: gstPriceRuleInputSchema,
        response: { 200: answer, ...errors },
      },
    },
    async (request) => catalogAdmin.setGstRule(authUserOf(request), request.params.id, request.body),
  );

  csvRoutes(app, catalogAdmin);
}

/** Shopify product CSV export and import (docs/decisions/224-shopify-product-csv.md). */
function csvRoutes(app: FastifyInstance, catalogAdmin: CatalogAdminService) {
  const { r, adminOnly, tags, security } = routeKit(app, 'catalog', 'admin');

  r.get(
    '/api/admin/products/export.csv',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'exportProductsCsv',
        tags,
        security,
        summary: "Every live product as Shopify's product CSV (one row per variant)",
        produces: ['text/csv'],
        response: errorResponses(401, 403),
      },
    },
    async (_request, reply) => {
      const csv = await catalogAdmin.exportCsv();
      const day = new Date().toISOString().slice(0, 10);
      return sendDownload(reply, 'text/csv; charset=utf-8', `attachment; filename="products_export_${day}.csv"`, csv);
    },
  );

  r.post(
    '/api/admin/products/import',
    {
      onRequest: adminOnly,
      bodyLimit: 5 * 1024 * 1024,
      schema: {
        operationId: 'importProductsCsv',
        tags,
        security,
        summary:
          "Import Shopify's product CSV: ?dryRun=1 answers the per-row report and writes nothing; otherwise every " +
          'product is written in one transaction, or none (422 with the report naming the bad line)',
        querystring: productImportQuerySchema,
        body: productImportBodySchema,
        response: {
          200: productImportReportSchema.describe('The per-line report; with dryRun nothing was written'),
          ...errorResponses(400, 401, 403, 409, 413, 422),
        },
      },
    },
    async (request) =>
      catalogAdmin.importCsv(
        authUserOf(request),
        request.body.csv,
        request.query.dryRun === '1' || request.query.dryRun === 'true',
      ),
  );
}
