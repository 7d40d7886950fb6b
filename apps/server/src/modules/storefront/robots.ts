import { LOCALES, localizedPath } from '@shop/shared/locale';

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

/** Every language's copy of the private screens (`/hi/checkout` too, decision 249); the API has no language. */
const privatePaths = PRIVATE_PATHS.flatMap((path) =>
  path.endsWith('/') ? [path] : LOCALES.map((locale) => localizedPath(locale, path)),
);

export function buildRobotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...privatePaths.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
