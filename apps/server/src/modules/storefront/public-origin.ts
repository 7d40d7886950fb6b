import type { FastifyRequest } from 'fastify';

/**
 * Scheme and host for absolute links in pages, the sitemap and robots.txt: the configured public URL, else
 * what the visitor used (X-Forwarded-Proto/Host only when TRUST_PROXY names the proxy). A live shop always
 * has an https PUBLIC_URL (config/env.ts), so a Host header never decides its links.
 */
export function publicOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  return `${request.protocol}://${request.host}`;
}
