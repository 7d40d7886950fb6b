import type { FastifyInstance } from 'fastify';
import type { AuditRecorder } from '../audit';
import type { CatalogService } from '../catalog';
import { couponsRoutes } from './coupons.routes';
import type { CouponsService } from './coupons.service';

export interface CouponsModuleOptions {
  coupons: CouponsService;
  audit: AuditRecorder;
  catalog: Pick<CatalogService, 'getProductsByIds'>;
  countPriorOrders: (userId: string) => Promise<number>;
  rateLimitsEnabled: boolean;
}

/**
 * Issue 19, coupons (docs/decisions/135-coupons.md). The service is made before the orders service (which redeems
 * and releases coupons in its transactions); the routes are registered once the audit log exists.
 */
export async function registerCoupons(app: FastifyInstance, options: CouponsModuleOptions) {
  await app.register(couponsRoutes, options);
}
