import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_LOCALE, type Locale, splitLocalePath } from '@shop/shared/locale';
import type { Config } from '../../config/env';
import { blobImages } from '../../lib/images/blob-images';
import { configuredImageBlobs } from '../../lib/images/image-storage';
import { imageResizing } from '../../lib/images/images';
import { plainUploads } from '../../lib/images/plain-uploads';
import { type CatalogueChanges, pageCacheFor } from './page-cache.setup';
import { createPageRenderer, withHead, type PageRenderer } from './page-rendering';
import { publicOrigin } from './public-origin';
import { buildRobotsTxt } from './robots';
import { buildSitemapXml, collectSitemapPaths } from './sitemap';
import { loadSsrBundle } from './ssr-bundle';
import { escapeHtml } from '@shop/shared/html-escape';
import { serverWords } from '../../lib/shopper-words';
import { say } from '../../plugins/answer-language';

/** apps/web/dist, seen from this file in the source tree or from the bundled server in apps/server/dist. */
function findDefaultWebDist(): string {
  const candidates = ['../../../../web/dist', '../../web/dist'].map((path) =>
    fileURLToPath(new URL(path, import.meta.url)),
  );
  return candidates.find((dir) => existsSync(join(dir, 'index.html'))) ?? candidates[0]!;
}

/**
 * Uploaded pictures, the built web app, robots.txt and the sitemap, and every page: public storefront pages
 * server-rendered when the renderer is built, everything else (and any failure) the client-rendered shell.
 */
export interface StorefrontOptions {
  config: Config;
  /** The catalogue cache's change tracking: a rendered page is kept while the products it shows are unchanged. */
  catalogue?: CatalogueChanges;
  /** The shop settings' version: pages show the shop's details, so a save drops them. */
  settingsVersion: () => number;
  /** The shop's theme colour and logo as a <style> for every page's head (decision 215); '' for none. */
  themeHead?: () => Promise<string>;
  /** Whether the database answers: while it does not, pages fall back to their last rendered copy (decision 239). */
  databaseReachable?: () => Promise<boolean>;
}

const plugin: FastifyPluginAsync<StorefrontOptions> = async (
  app,
  { config, catalogue, settingsVersion, themeHead = async () => '', databaseReachable },
) => {
  await registerUploads(app, config);
  registerSeoFiles(app, config);
  const webDist = config.WEB_DIST_DIR ?? findDefaultWebDist();
  const indexHtml = join(webDist, 'index.html');
  const hasWebBuild = existsSync(indexHtml);
  if (hasWebBuild) await registerWebBuild(app, webDist);
  const bundle = hasWebBuild ? await loadSsrBundle(webDist, app.log) : null;
  const renderer = bundle
    ? createPageRenderer(app, {
        bundle,
        template: readFileSync(indexHtml, 'utf8'),
        publicUrl: config.PUBLIC_URL,
        ...pageCacheFor(catalogue, config),
        settingsVersion,
        themeHead,
        databaseReachable,
      })
    : null;
  const shell = hasWebBuild ? readFileSync(indexHtml, 'utf8') : '';
  registerPageFallback(app, {
    hasWebBuild,
    shell: async () => withHead(shell, await themeHead()),
    plainShell: shell,
    renderer,
  });
};

const storefront = fp(plugin, { name: 'storefront' });

/** The storefront: registered last, so every API route is matched before its page fallback. */
export async function registerStorefront(app: FastifyInstance, options: StorefrontOptions) {
  await app.register(storefront, options);
}

async function registerUploads(app: FastifyInstance, config: Config) {
  // IMAGE_STORE=s3: every picture and its resized copies come from the shared bucket.
  const blobs = configuredImageBlobs(config);
  if (blobs) return app.register(blobImages, { blobs, uploadsDir: config.uploadsDir });
  // Links and private folders are refused before the resizer or the static server could follow them.
  await app.register(plainUploads, { uploadsDir: config.uploadsDir });
  // `?w=` asks for a resized WebP; it must hook in before the static plugin answers with the original.
  await app.register(imageResizing, { uploadsDir: config.uploadsDir });
  await app.register(fastifyStatic, {
    root: config.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    maxAge: '365d',
    immutable: true,
  });
}

async function registerWebBuild(app: FastifyInstance, webDist: string) {
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    wildcard: false,
    index: false,
    // The build manifest is for tools, not for visitors.
    allowedPath: (path) => !path.startsWith('/.vite/'),
    setHeaders: (res, path) => {
      // Vite fingerprints everything under assets/, so it may be cached for good.
      res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}

function registerSeoFiles(app: FastifyInstance, config: Config) {
  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(buildRobotsTxt(publicOrigin(request, config.PUBLIC_URL))),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    // Read through the public API (and its cache), as any visitor would see the catalogue.
    const paths = await collectSitemapPaths(async (url) => {
      const res = await app.inject({ method: 'GET', url, remoteAddress: request.ip });
      return res.statusCode === 200 ? res.json<unknown>() : null;
    });
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(buildSitemapXml(publicOrigin(request, config.PUBLIC_URL), paths));
  });
}

/** The shell's `<title>` replaced by the one the renderer gave (the page's language, the shop's name). */
function titled(html: string, title: string | undefined): string {
  return title ? html.replace(/<title>[^<]*<\/title>/i, () => `<title>${escapeHtml(title)}</title>`) : html;
}

/** The client-rendered shell of a `/hi/...` page in its language (decision 249); the font comes with the CSS. */
function inPageLanguage(html: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return html;
  return html.replace(/<html\b[^>]*>/i, `<html lang="${locale}">`);
}

function registerPageFallback(
  app: FastifyInstance,
  {
    hasWebBuild,
    shell,
    renderer,
    plainShell,
  }: { hasWebBuild: boolean; shell: () => Promise<string>; renderer: PageRenderer | null; plainShell: string },
) {
  // Every GET that asks for a page gets one; API and upload misses stay JSON 404s.
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api') &&
      !path.startsWith('/uploads/') &&
      !/\.[a-z0-9]{2,5}$/i.test(path);
    if (hasWebBuild && isPageRequest) {
      const rendered = renderer ? await renderer.tryRender(request, reply) : { shellTitle: undefined };
      if (rendered === true) return reply;
      // The theme comes from the settings; while the database is down the page is still a page (decision 239).
      const html = titled(
        inPageLanguage(await shell().catch(() => plainShell), splitLocalePath(path).locale),
        rendered.shellTitle,
      );
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
    }
    return reply
      .status(404)
      .send({ message: say(request, serverWords('request.noRoute', { method: request.method, path })) });
  });
}
