import type { FastifyInstance } from 'fastify';
import { breachesRoutes } from './breaches.routes';
import { createBreachesService, type BreachesServiceOptions } from './breaches.service';

/** The breach register (issue 33, DPDP Rules 2025 r.7): its admin routes; returns the service. */
export async function registerBreaches(app: FastifyInstance, options: BreachesServiceOptions) {
  const breaches = createBreachesService(options);
  await app.register(breachesRoutes, { breaches });
  return breaches;
}
