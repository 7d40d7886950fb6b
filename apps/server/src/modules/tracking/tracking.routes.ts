import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ORDER_MESSAGES, trackingResponseSchema } from '@shop/shared/schemas/order';
import { notFound } from '../../lib/errors';
import type { TrackingService } from './tracking.service';

const errorSchema = z.object({ message: z.string() }).loose();

export interface TrackingRoutesOptions {
  tracking: TrackingService;
  rateLimitsEnabled: boolean;
}

/** Public, like a courier's tracking page: the tracking number is the secret, so guessing is rate limited. */
export async function trackingRoutes(app: FastifyInstance, { tracking, rateLimitsEnabled }: TrackingRoutesOptions) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/shiprocket/track/:id',
    {
      schema: {
        tags: ['shipping'],
        summary: 'Tracking data for a tracking number',
        params: z.object({ id: z.string().trim().min(1).max(100) }),
        response: { 200: trackingResponseSchema, 404: errorSchema },
      },
      config: { rateLimit: rateLimitsEnabled ? { max: 30, timeWindow: '1 minute' } : false },
    },
    async (request) => {
      const data = await tracking.track(request.params.id);
      if (!data) throw notFound(ORDER_MESSAGES.trackingUnavailable);
      return data;
    },
  );
}
