import type { FastifyInstance } from 'fastify';
import { registerAdminReturnRoutes } from './returns.admin-routes';
import { registerCustomerReturnRoutes, type ReturnUploadOptions } from './returns.customer-routes';
import type { ReturnsService } from './returns.service';

/** Customer return routes under /api/orders/:id/returns and the admin Returns screen's routes. */
export async function returnsRoutes(
  app: FastifyInstance,
  { returns, upload }: { returns: ReturnsService; upload: ReturnUploadOptions },
) {
  registerCustomerReturnRoutes(app, returns, upload);
  registerAdminReturnRoutes(app, returns);
}
