import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CURRENCY } from '@shop/shared/constants';
import { publicConfigSchema, type PublicConfig } from '@shop/shared/schemas/order';
import type { Config } from '../../config/env';

export const DEFAULT_RAZORPAY_CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

/** The settings the browser needs and may see: never a secret. */
export function toPublicConfig(config: Config): PublicConfig {
  return {
    shopName: config.SHOP_NAME,
    whatsappNumber: config.SHOP_WHATSAPP_NUMBER,
    currency: CURRENCY,
    razorpayKeyId: config.RAZORPAY_KEY_ID ?? null,
    razorpayCheckoutUrl: config.RAZORPAY_CHECKOUT_URL ?? DEFAULT_RAZORPAY_CHECKOUT_URL,
  };
}

export async function shopConfigRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const body = toPublicConfig(config);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/public-config',
    { schema: { tags: ['config'], response: { 200: publicConfigSchema } } },
    async (_request, reply) => {
      // Changes only with a restart; a short cache spares a request per page load without pinning old values.
      reply.header('cache-control', 'public, max-age=300');
      return body;
    },
  );
}
