import type { FastifyInstance } from 'fastify';
import { DEFAULT_LOCALE, type Locale } from '@shop/shared/locale';

/** Whom the renderer is serving: the visitor's address (rate limits) and the page's language. */
export interface RenderVisitor {
  ip: string;
  locale: Locale;
}

/**
 * A read of the API for a page in another language than English asks for that language (`?lang=hi`,
 * docs/decisions/258-hindi-catalogue-content.md): the product and category answers carry the merchant's Hindi.
 * The page's own components do not pass it; the browser's API client adds it the same way, so the query state
 * the page is hydrated with matches what the browser would fetch.
 */
export function withLanguage(url: string, method: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE || method !== 'GET' || !url.startsWith('/api/')) return url;
  if (/[?&]lang=/.test(url)) return url;
  return `${url}${url.includes('?') ? '&' : '?'}lang=${locale}`;
}

/**
 * Lets the renderer call the public API inside this process (no socket), through the same routes, caches
 * and rate limits as the browser: the call is counted against the address of the visitor being served.
 * The renderer keeps one transport per process, so the visitor comes from the async context, not an argument.
 */
export function createInjectTransport(app: FastifyInstance, currentVisitor: () => RenderVisitor) {
  return async (url: string, init: RequestInit): Promise<Response> => {
    const visitor = currentVisitor();
    // The page's language, as the browser's API client sends it (docs/decisions/203).
    const headers = { ...Object.fromEntries(new Headers(init.headers).entries()), 'accept-language': visitor.locale };
    const method = (init.method ?? 'GET') as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    const res = await app.inject({
      method,
      url: withLanguage(url, method, visitor.locale),
      headers,
      remoteAddress: visitor.ip,
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) responseHeaders.append(name, String(item));
    }
    const hasBody = res.statusCode !== 204 && res.statusCode !== 304;
    return new Response(hasBody ? res.rawPayload : null, { status: res.statusCode, headers: responseHeaders });
  };
}
