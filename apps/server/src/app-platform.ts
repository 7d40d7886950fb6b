import { serverWords } from './lib/shopper-words';
import { minutesLeft, tooManyRequests } from './lib/too-many-requests';
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { Redis } from 'ioredis';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config/env';
import { fastifyTrustProxy } from './config/trust-proxy';
import { keepClientAddress } from './lib/client-address';
import { registerEmbeddedWriteQueue } from './lib/embedded-write-queue';
import { registerLoadShedding } from './lib/load-shedding';
import { isStaticFileRequest } from './lib/static-file-route';
import { openapiTransform } from './lib/openapi-contract';
import { registerErrorHandling } from './plugins/errors';
import { securityHeaders } from './plugins/security-headers';

/** The Fastify instance: logging, limits, request ids, zod validation and the error answers. */
export function createServer(config: Config): FastifyInstance {
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : { level: config.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    bodyLimit: config.BODY_LIMIT_BYTES,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // Forwarded headers are believed only from the proxies TRUST_PROXY names (docs/decisions/030-trust-proxy-off-by-default.md).
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Fastify gives a plugin 10 s to start. On a one-core VPS booting under load (or a CI machine at load 30)
    // the storefront's SSR setup and the migrations can take longer; a slow start is better than a crash loop.
    pluginTimeout: 120_000,
  });
  keepClientAddress(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerErrorHandling(app);
  return app;
}

/** Redis shared by the rate limits and the auth module, when REDIS_URL is set (an outage is logged, not fatal). */
export function connectRedis(config: Config, app: FastifyInstance): Redis | undefined {
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false })
    : undefined;
  redis?.on('error', (err) => app.log.warn({ err }, 'redis unavailable'));
  return redis;
}

/** Plugins every route relies on: security headers, compression, rate limits, uploads and the API docs. */
export async function registerPlatformPlugins(app: FastifyInstance, config: Config, redis: Redis | undefined) {
  await app.register(securityHeaders, { config });
  await app.register(compress, { threshold: 1024 });
  // Before the rate limits: a refusal under pressure should cost nothing, not a Redis round trip first.
  registerLoadShedding(app, config.SHED_EVENT_LOOP_DELAY_MS);
  // The embedded database has no connection pool to bound a write's wait; this is its pool (decision 284).
  // Places in its line are kept per signed-in account (decision 299), by the token's signature (the auth plugin,
  // registered later, decorates the app before any request arrives).
  if (!config.DATABASE_URL) registerEmbeddedWriteQueue(app, config.DB_WAIT_MS, (request) => app.tokenSubject(request));
  await app.register(rateLimit, {
    global: config.rateLimitsEnabled,
    max: 600,
    timeWindow: '1 minute',
    allowList: (request) => isStaticFileRequest(request),
    ...(redis ? { redis, nameSpace: 'shop-rl:', skipOnError: true } : {}),
    // `words`: the error handler says it in the page's language (docs/decisions/203).
    errorResponseBuilder: (_request, context) =>
      tooManyRequests(serverWords('limit.tryAgainIn', minutesLeft(context.ttl))),
  });
  await app.register(multipart, { limits: { fileSize: config.UPLOAD_LIMIT_BYTES, files: 10, fields: 30 } });
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${config.SHOP_NAME} API`,
        version: '1.0.0',
        description: "The API the shop's own storefront and admin use (docs/decisions/196-openapi-contract.md).",
        license: { name: 'MIT', url: 'https://opensource.org/licenses/MIT' },
      },
      servers: [{ url: '/', description: 'This shop' }],
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    // operationIds, summaries, security, errors and files as a contract (docs/decisions/196-openapi-contract.md).
    transform: openapiTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // A live shop shows its API description to admins only (docs/decisions/032-demo-and-live-mode.md).
    ...(config.isLive
      ? {
          uiHooks: {
            onRequest: (request, _reply, done) => {
              app.requireAdmin(request).then(() => done(), done);
            },
          },
        }
      : {}),
  });
}
