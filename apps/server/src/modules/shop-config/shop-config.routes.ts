import type { FastifyInstance } from 'fastify';
import { CURRENCY } from '@shop/shared/constants';
import { publicConfigSchema, type PublicConfig } from '@shop/shared/schemas/order';
import type { ShopSettings } from '@shop/shared/schemas/shop-settings';
import type { Config } from '../../config/env';
import type { SettingsService } from '../settings';
import { routeKit } from '../../plugins/auth';

export { RAZORPAY_CHECKOUT_URL as DEFAULT_RAZORPAY_CHECKOUT_URL } from '../../providers/razorpay/constants';

/** The settings the browser needs and may see: never a secret. */
export function toPublicConfig(
  config: Config,
  settings: Pick<ShopSettings, 'shopName' | 'whatsappNumber'>,
): PublicConfig {
  return {
    shopName: settings.shopName,
    whatsappNumber: settings.whatsappNumber,
    currency: CURRENCY,
    // The key id only (public by design); with no keys these are the in-process simulator's test key and its
    // same-origin /sim/razorpay/checkout.js.
    razorpayKeyId: config.razorpay.keyId,
    razorpayCheckoutUrl: config.razorpay.checkoutUrl,
  };
}

export async function shopConfigRoutes(
  app: FastifyInstance,
  { config, settings }: { config: Config; settings: SettingsService },
) {
  const { r, tags } = routeKit(app, 'config');
  r.get(
    '/api/public-config',
    {
      schema: {
        operationId: 'getPublicConfig',
        summary: 'What the browser needs to start: shop name, currency and the payment key id',
        tags,
        response: { 200: publicConfigSchema.describe('The public configuration') },
      },
    },
    async (_request, reply) => {
      // Shop name and WhatsApp number come from the admin Settings: revalidated on every use, so a save shows at
      // once (docs/decisions/141-settings-reach-the-storefront-at-once.md).
      reply.header('cache-control', 'no-cache');
      return toPublicConfig(config, await settings.get());
    },
  );
}
