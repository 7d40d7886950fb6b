import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { compress, MIN_COMPRESS_BYTES, preferredEncoding } from '../../lib/content-encoding';
import { createInjectTransport } from './api-transport';
import { publicOrigin } from './public-origin';
import type { SsrBundle } from './ssr-bundle';

export interface PageRenderer {
  /** Answers the request with a server-rendered page; false when the page is for the browser to render. */
  tryRender(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
}

function etagOf(content: string): string {
  return `W/"${createHash('sha1').update(content).digest('base64url')}"`;
}

/** Storefront pages as HTML with their content; any failure falls back to the shell, never to a 5xx. */
export function createPageRenderer(
  app: FastifyInstance,
  { bundle, template, publicUrl }: { bundle: SsrBundle; template: string; publicUrl: string | undefined },
): PageRenderer {
  // Renders overlap; each one's API calls must count against its own visitor.
  const visitor = new AsyncLocalStorage<string>();
  const fetchApi = createInjectTransport(app, () => visitor.getStore() ?? '127.0.0.1');
  return {
    async tryRender(request, reply) {
      let result;
      try {
        result = await visitor.run(request.ip, () =>
          bundle.render({ url: request.url, origin: publicOrigin(request, publicUrl), template, fetchApi }),
        );
      } catch (err) {
        request.log.error({ err, url: request.url }, 'server-side rendering failed; serving the plain page');
        return false;
      }
      if (result.kind === 'client-only') return false;
      if (result.kind === 'redirect') {
        await reply.redirect(result.location, 301);
        return true;
      }
      // The HTML itself differs on every render (the cache carries fetch times), its content does not.
      const etag = etagOf(result.fingerprint);
      reply.header('cache-control', 'no-cache').header('etag', etag);
      if (result.status === 200 && request.headers['if-none-match'] === etag) {
        await reply.status(304).send();
        return true;
      }
      reply.status(result.status).type('text/html; charset=utf-8').header('vary', 'accept-encoding');
      // Pages are answered from the not-found handler, which @fastify/compress (per route) never sees; a
      // product page's HTML with its data is ~100 KB, a third of a second on a slow 4G phone uncompressed.
      const encoding =
        result.html.length >= MIN_COMPRESS_BYTES ? preferredEncoding(request.headers['accept-encoding']) : undefined;
      if (!encoding) await reply.send(result.html);
      else await reply.header('content-encoding', encoding).send(compress(result.html, encoding));
      return true;
    },
  };
}
