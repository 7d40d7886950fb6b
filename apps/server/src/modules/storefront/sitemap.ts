import { MAX_PAGE_SIZE } from '@shop/shared/constants';
import { LOCALES, localizedPath } from '@shop/shared/locale';

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

/**
 * One entry per page and language (`/hi/...` is the Hindi copy, decision 249), each naming every language's
 * copy and the default as alternates, as search engines ask of a multilingual site. The per-file limit counts
 * entries, so a very large catalogue keeps its first pages in both languages.
 */
export function buildSitemapXml(origin: string, paths: readonly string[]): string {
  const pages = paths.slice(0, Math.floor(MAX_SITEMAP_URLS / LOCALES.length));
  const urls = pages.flatMap((path) => {
    const alternates = [...LOCALES.map((locale) => [locale, localizedPath(locale, path)]), ['x-default', path]]
      .map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(origin + href!)}"/>`)
      .join('');
    return LOCALES.map(
      (locale) => `  <url><loc>${escapeXml(origin + localizedPath(locale, path))}</loc>${alternates}</url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
