/**
 * Screens of one visitor (session, checkout), the admin area and machine endpoints: not for search. The cart
 * stays crawlable: to a crawler it is an empty, harmless page, and blocking it costs the storefront's SEO
 * score on a page every shopper reaches.
 */
const PRIVATE_PATHS = [
  '/admin',
  '/checkout',
  '/profile',
  '/orders',
  '/order-success',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/api/',
  '/sim/',
];

export function buildRobotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
