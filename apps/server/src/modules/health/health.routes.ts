import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { routeKit } from '../../plugins/auth';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  driver: z.string(),
  uptimeSeconds: z.number().int(),
});

export async function healthRoutes(app: FastifyInstance, options: { ping(): Promise<boolean>; driver: string }) {
  const { r, tags } = routeKit(app, 'health');
  r.get(
    '/api/health',
    {
      schema: {
        operationId: 'getHealth',
        summary: 'Whether the server and its database are up',
        tags,
        response: {
          200: healthSchema.describe('Up, with its database'),
          503: healthSchema.describe('Up, but the database is not answering'),
        },
      },
      config: { rateLimit: false },
    },
    async (_request, reply) => {
      const isDatabaseUp = await options.ping();
      return reply.status(isDatabaseUp ? 200 : 503).send({
        status: isDatabaseUp ? 'ok' : 'degraded',
        database: isDatabaseUp ? 'up' : 'down',
        driver: options.driver,
        uptimeSeconds: Math.round(process.uptime()),
      });
    },
  );
}
