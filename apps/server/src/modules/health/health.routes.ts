import type { FastifyInstance } from 'fastify';

export async function healthRoutes(app: FastifyInstance, options: { ping(): Promise<boolean>; driver: string }) {
  app.get('/api/health', { schema: { tags: ['health'] }, config: { rateLimit: false } }, async (_request, reply) => {
    const isDatabaseUp = await options.ping();
    return reply.status(isDatabaseUp ? 200 : 503).send({
      status: isDatabaseUp ? 'ok' : 'degraded',
      database: isDatabaseUp ? 'up' : 'down',
      driver: options.driver,
      uptimeSeconds: Math.round(process.uptime()),
    });
  });
}
