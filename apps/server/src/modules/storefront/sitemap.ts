import { MAX_PAGE_SIZE } from '@shop/shared/constants';

/** The sitemap protocol's limit per file. */
const MAX_SITEMAP_URLS = 50_000;

const STATIC_PAGES = [
  '/',
  '/products',
  '/categories',
  '/policypage',
  '/policypage/shipping',
  '/policypage/returns',
  '/policypage/privacy',
  '/terms',
  '/privacy',
  '/about',
  '/contact',
  '/grievance',
];

type GetJson = (url: string) => Promise<unknown>;

interface ProductPage {
  products: { _id: string }[];
  hasMore: boolean;
}

function isProductPage(value: unknown): value is ProductPage {
  return typeof value === 'object' && value !== null && 'products' in value && Array.isArray(value.products);
}

function categoryNames(value: unknown): string[] {
  if (typeof value !== 'object' || value === null || !('categories' in value) || !Array.isArray(value.categories)) {
    return [];
  }
  return value.categories
    .map((category: unknown) =>
      typeof category === 'object' && category !== null && 'name' in category ? category.name : null,
    )
    .filter((name): name is string => typeof name === 'string' && name.length > 0);
}

/** Every public page: the fixed ones, one per category and one per product (read through the public API). */
export async function collectSitemapPaths(getJson: GetJson): Promise<string[]> {
  const paths = [...STATIC_PAGES];
  for (const name of categoryNames(await getJson('/api/products/categories/list'))) {
    paths.push(`/products?${new URLSearchParams({ category: name }).toString()}`);
  }
  for (let page = 1; paths.length < MAX_SITEMAP_URLS; page += 1) {
    const answer = await getJson(`/api/products?page=${page}&limit=${MAX_PAGE_SIZE}&sort=newest`);
    if (!isProductPage(answer)) break;
    for (const product of answer.products) paths.push(`/products/${encodeURIComponent(product._id)}`);
    if (!answer.hasMore || answer.products.length === 0) break;
  }
  return paths.slice(0, MAX_SITEMAP_URLS);
}

function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

export function buildSitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
