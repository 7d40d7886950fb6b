import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config/env';
import { imageResizing } from '../catalog/images';

const defaultWebDist = fileURLToPath(new URL('../../../../web/dist', import.meta.url));

/** Uploaded pictures, the built web app, and the page fallback for every client-side route. */
const plugin: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  await registerStaticFiles(app, config);
};

export const storefront = fp(plugin, { name: 'storefront' });

async function registerStaticFiles(app: FastifyInstance, config: Config) {
  // `?w=` asks for a resized WebP; it must hook in before the static plugin answers with the original.
  await app.register(imageResizing, { uploadsDir: config.uploadsDir });
  await app.register(fastifyStatic, {
    root: config.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    maxAge: '365d',
    immutable: true,
  });
  const webDist = config.WEB_DIST_DIR ?? defaultWebDist;
  const indexHtml = join(webDist, 'index.html');
  const hasWebBuild = existsSync(indexHtml);
  if (hasWebBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      setHeaders: (res, path) => {
        // Vite fingerprints everything under assets/, so it may be cached for good.
        res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  // The SPA owns every other GET that asks for a page; API and upload misses stay JSON 404s.
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api') &&
      !path.startsWith('/uploads/') &&
      !/\.[a-z0-9]{2,5}$/i.test(path);
    if (hasWebBuild && isPageRequest) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html', webDist);
    }
    return reply.status(404).send({ message: `Route ${request.method} ${path} not found` });
  });
}
