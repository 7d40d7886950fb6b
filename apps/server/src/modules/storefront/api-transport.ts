import type { FastifyInstance } from 'fastify';

/**
 * Lets the renderer call the public API inside this process (no socket), through the same routes, caches
 * and rate limits as the browser: the call is counted against the address of the visitor being served.
 * The renderer keeps one transport per process, so the visitor comes from the async context, not an argument.
 */
export function createInjectTransport(app: FastifyInstance, currentVisitorIp: () => string) {
  return async (url: string, init: RequestInit): Promise<Response> => {
    const visitorIp = currentVisitorIp();
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const method = (init.method ?? 'GET') as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    const res = await app.inject({ method, url, headers, remoteAddress: visitorIp });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) responseHeaders.append(name, String(item));
    }
    const hasBody = res.statusCode !== 204 && res.statusCode !== 304;
    return new Response(hasBody ? res.rawPayload : null, { status: res.statusCode, headers: responseHeaders });
  };
}
