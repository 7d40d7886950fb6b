/** Screens of one visitor (session, cart, checkout), the admin area and machine endpoints: not for search. */
const PRIVATE_PATHS = [
  '/admin',
  '/checkout',
  '/profile',
  '/orders',
  '/order-success',
  '/cart',
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
