import type { FastifyRequest } from 'fastify';

/** Where product pictures are served from (apps/server/src/modules/storefront/storefront.plugin.ts). */
const UPLOADS_ROUTE = '/uploads/*';

/**
 * True for a request answered from a file on disk: the web build's files (@fastify/static registers one route
 * per file, with the file in the route's config) and the product pictures. They cost no database work, a page
 * needs about forty of them, and many shoppers share one address (mobile carriers' NAT), so they do not count
 * towards the per-address limit meant for the API and the pages (docs/decisions/201-static-files-not-rate-limited.md).
 */
export function isStaticFileRequest(request: FastifyRequest): boolean {
  const route = request.routeOptions;
  const config = route.config as { file?: unknown } | undefined;
  return typeof config?.file === 'string' || route.url === UPLOADS_ROUTE;
}
