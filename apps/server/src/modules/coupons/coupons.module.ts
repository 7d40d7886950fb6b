import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { AuditRecorder } from '../audit';
import type { CatalogService } from '../catalog';
import { couponsRoutes } from './coupons.routes';
import { createCouponsService } from './coupons.service';

export interface CouponsModuleOptions {
  db: Db;
  audit: AuditRecorder;
  catalog: Pick<CatalogService, 'getProductsByIds' | 'listCategories'>;
  /**
   * The customer's earlier orders, for "first order only" coupons. A function that reads the orders module,
   * which is registered after this one: it redeems coupons inside its own transactions
   * (docs/decisions/200-one-wiring-shape.md).
   */
  countPriorOrders: (userId: string) => Promise<number>;
  rateLimitsEnabled: boolean;
}

/**
 * Issue 19, coupons (docs/decisions/135-coupons.md): the admin's coupon screen and the checkout's "Apply".
 * Returns the service, which the orders module prices and records coupons with inside an order's transaction.
 */
export async function registerCoupons(app: FastifyInstance, options: CouponsModuleOptions) {
  const { db, catalog } = options;
  const coupons = createCouponsService({
    db,
    categoryName: async (id) => (await catalog.listCategories()).categories.find((c) => c._id === id)?.name ?? null,
  });
  await app.register(couponsRoutes, { ...options, coupons });
  return coupons;
}
