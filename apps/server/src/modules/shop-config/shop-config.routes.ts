import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CURRENCY } from '@shop/shared/constants';
import { publicConfigSchema, type PublicConfig } from '@shop/shared/schemas/order';
import type { Config } from '../../config/env';

export { RAZORPAY_CHECKOUT_URL as DEFAULT_RAZORPAY_CHECKOUT_URL } from '../../providers/razorpay/constants';

/** The settings the browser needs and may see: never a secret. */
export function toPublicConfig(config: Config): PublicConfig {
  return {
    shopName: config.SHOP_NAME,
    whatsappNumber: config.SHOP_WHATSAPP_NUMBER,
    currency: CURRENCY,
    // The key id only (public by design); with no keys these are the in-process simulator's test key and its
    // same-origin /sim/razorpay/checkout.js.
    razorpayKeyId: config.razorpay.keyId,
    razorpayCheckoutUrl: config.razorpay.checkoutUrl,
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
