import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/env';
import type { SettingsService } from '../settings';
import { shopConfigRoutes } from './shop-config.routes';

/** `GET /api/public-config`: what the browser needs to start (shop name, currency, the payment key id). */
export async function registerShopConfig(
  app: FastifyInstance,
  options: { config: Config; settings: SettingsService },
) {
  await app.register(shopConfigRoutes, options);
}
