import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { healthRoutes } from './health.routes';

/** `GET /api/health`: whether the server and its database are up, for load balancers and monitors. */
export async function registerHealth(app: FastifyInstance, { database }: { database: Database }) {
  await app.register(healthRoutes, { ping: () => database.ping(), driver: database.driver });
}
