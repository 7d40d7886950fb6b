import { say } from '../../plugins/answer-language';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  appliedCouponSchema,
  applyCouponSchema,
  couponInputSchema,
  couponListSchema,
  couponSchema,
} from '@shop/shared/schemas/coupon';
import { errorSchema } from '../../lib/error-schema';
import { authUserOf, routeKit } from '../../plugins/auth';
import type { AuditRecorder } from '../audit';
import type { CatalogService } from '../catalog';
import type { CouponsService } from './coupons.service';

export interface CouponsRoutesOptions {
  coupons: CouponsService;
  audit: AuditRecorder;
  catalog: Pick<CatalogService, 'getProductsByIds'>;
  countPriorOrders: (userId: string) => Promise<number>;
  rateLimitsEnabled: boolean;
}

const idParams = z.object({ id: z.guid('Coupon not found') });
const errors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  422: errorSchema,
};

/** Admin coupon screen and the checkout's "Apply" (docs/decisions/135-coupons.md). */
export async function couponsRoutes(app: FastifyInstance, options: CouponsRoutesOptions) {
  const { coupons, audit, catalog, countPriorOrders, rateLimitsEnabled } = options;
  const { r, signedIn, adminOnly, security } = routeKit(app);

  r.get(
    '/api/admin/coupons',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'listCoupons',
        tags: ['admin'],
        security,
        summary: 'Every coupon',
        response: { 200: couponListSchema.describe('The coupons'), ...errors },
      },
    },
    async () => ({ coupons: await coupons.list() }),
  );

  r.post(
    '/api/admin/coupons',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'createCoupon',
        tags: ['admin'],
        security,
        summary: 'Create a coupon (audited)',
        body: couponInputSchema,
        response: { 201: z.object({ coupon: couponSchema }).describe('The new coupon'), ...errors },
      },
    },
    async (request, reply) => {
      const coupon = await coupons.create(authUserOf(request), request.body, audit);
      return reply.status(201).send({ coupon });
    },
  );

  r.put(
    '/api/admin/coupons/:id',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'updateCoupon',
        tags: ['admin'],
        security,
        summary: 'Edit or disable a coupon (audited)',
        params: idParams,
        body: couponInputSchema,
        response: { 200: z.object({ coupon: couponSchema }).describe('The updated coupon'), ...errors },
      },
    },
    async (request) => ({ coupon: await coupons.update(authUserOf(request), request.params.id, request.body, audit) }),
  );

  r.post(
    '/api/coupons/apply',
    {
      onRequest: signedIn,
      config: { rateLimit: rateLimitsEnabled ? { max: 30, timeWindow: '1 minute' } : false },
      schema: {
        operationId: 'applyCoupon',
        tags: ['orders'],
        security,
        summary: "What a coupon takes off the signed-in customer's cart (the order checks it again)",
        body: applyCouponSchema,
        response: {
          200: z.object({ coupon: appliedCouponSchema }).describe('The coupon and the discount it gives'),
          ...errors,
        },
      },
    },
    async (request) => {
      const user = authUserOf(request);
      const priorOrders = await countPriorOrders(user.id);
      const coupon = await coupons.preview(user.id, request.body, { catalog, priorOrders });
      return { coupon: { ...coupon, summary: say(request, coupon.summary) } };
    },
  );
}
