import type { FastifyRequest } from 'fastify';

/**
 * Scheme and host for absolute links in pages, the sitemap and robots.txt: the configured public URL, else
 * what the visitor used (X-Forwarded-Proto/Host are honoured: the app runs with trustProxy).
 */
export function publicOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  return `${request.protocol}://${request.host}`;
}
