import type { FastifyInstance } from 'fastify';
import { routeKit, authUserOf } from '../../plugins/auth';
import { z } from 'zod';
import {
  adminProductListQuerySchema,
  adminProductListResponseSchema,
  productResponseSchema,
} from '@shop/shared/schemas/admin';
import { PRODUCT_FORM_MESSAGES } from '@shop/shared/schemas/product-form';
import { messageResponseSchema } from '@shop/shared/schemas/users';
import type { CatalogAdminService } from './catalog.admin.service';
import { readProductForm } from '../../lib/product-form';
import { errorResponses } from '../../lib/error-schema';

const errors = errorResponses(400, 401, 403, 404, 409, 413);
const idParams = z.object({ id: z.string().max(100) });

export interface CatalogAdminRoutesOptions {
  catalogAdmin: CatalogAdminService;
  uploadLimitBytes: number;
}

const FORM_DESCRIPTION =
  'multipart/form-data: name, description, mrp, sellingPrice (optional), category (created when new), stock, ' +
  "tags and specialFeatures (comma-separated), specifications (JSON object or 'key:value' pairs separated by " +
  'commas), sku (optional), existingImages (JSON array of current image paths to keep, in order; edit only) and ' +
  'up to 8 repeated `images` files (JPEG, PNG, WebP, AVIF or GIF). JSON bodies with the same fields are accepted too.';

/** Product writes (admin only) and the admin's product list. */
export async function catalogAdminRoutes(
  app: FastifyInstance,
  { catalogAdmin, uploadLimitBytes }: CatalogAdminRoutesOptions,
) {
  const { r, adminOnly, tags, security } = routeKit(app, 'catalog', 'admin');

  // On request, before the multipart body is read: an anonymous caller gets 401 and a customer 403
  // without uploading anything.

  r.post(
    '/api/products',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'createProduct',
        tags,
        security,
        summary: 'Create a product from the product form',
        description: FORM_DESCRIPTION,
        consumes: ['multipart/form-data', 'application/json'],
        response: { 201: productResponseSchema.describe('The new product'), ...errors },
      },
    },
    async (request, reply) => {
      const upload = await readProductForm(request, uploadLimitBytes);
      const product = await catalogAdmin.create(authUserOf(request), upload);
      return reply.status(201).send({ product });
    },
  );

  r.put(
    '/api/products/:id',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'updateProduct',
        tags,
        security,
        summary: 'Edit a product with the same form (existingImages keeps, removes and reorders pictures)',
        description: FORM_DESCRIPTION,
        consumes: ['multipart/form-data', 'application/json'],
        params: idParams,
        response: { 200: productResponseSchema.describe('The updated product'), ...errors },
      },
    },
    async (request) => {
      const upload = await readProductForm(request, uploadLimitBytes);
      return { product: await catalogAdmin.update(authUserOf(request), request.params.id, upload) };
    },
  );

  r.delete(
    '/api/products/:id',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'deleteProduct',
        tags,
        security,
        summary: 'Delete a product (soft delete: orders that reference it stay intact)',
        params: idParams,
        response: { 200: messageResponseSchema.describe('The product is deleted'), ...errors },
      },
    },
    async (request) => {
      await catalogAdmin.remove(authUserOf(request), request.params.id);
      return { message: PRODUCT_FORM_MESSAGES.productDeleted };
    },
  );

  r.get(
    '/api/admin/products',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'listAdminProducts',
        tags,
        security,
        summary: 'Live products for the Product Management screen, searched by name or SKU, newest first',
        querystring: adminProductListQuerySchema,
        response: { 200: adminProductListResponseSchema.describe('One page of products'), ...errors },
      },
    },
    async (request) => catalogAdmin.listForAdmin(request.query),
  );
}
