// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { render } from '../entry-server';
import { testShop } from '../test/shop';

// Decision 276: a broad search lists the matches it ranked and says that more match ("1,000+ results").
const template =
  '<!doctype html><html lang="en-IN"><head><title>Shell</title></head><body><div id="root"></div></body></html>';
const shop = testShop();
const mug = {
  _id: 'p1',
  name: 'Masala Dabba',
  description: 'Steel',
  mrp: 499,
  category: 'Home',
  tags: [],
  images: [],
  stock: 3,
  rating: 4,
  reviews: 2,
  specialFeatures: [],
  specifications: {},
  sku: 'MD-1',
  createdAt: '2025-01-01T00:00:00.000Z',
};

async function searchPage(url: string, answer: Record<string, unknown>): Promise<string> {
  const result = await render({
    url,
    origin: 'https://shop.example',
    template,
    fetchApi: async (path) =>
      new Response(
        JSON.stringify(
          path.endsWith('/shop') ? shop : path.includes('/categories') ? [] : { products: [mug], ...answer },
        ),
        { status: 200, headers: { 'content-type': 'application/json' } },
      ),
  });
  if (result.kind !== 'page') throw new Error(`expected a page, got ${result.kind}`);
  return result.html;
}

describe('a broad search', () => {
  it('shows its total as a lower bound, in English and in Hindi', async () => {
    const capped = { total: 1000, totalCapped: true, page: 1, limit: 12, hasMore: true };
    const english = await searchPage('/products?q=masala', capped);
    expect(english).toContain('Showing 1,000+ results for &quot;masala&quot;');
    expect(english).toContain('1 of 1,000+ products');
    const hindi = await searchPage('/hi/products?q=masala', capped);
    expect(hindi).toContain('“masala” के 1,000+ नतीजे');
    expect(hindi).toContain('1,000+ प्रोडक्ट में से 1');
  });

  it('shows an exact total as before', async () => {
    const exact = await searchPage('/products?q=masala', { total: 1000, page: 1, limit: 12, hasMore: true });
    expect(exact).toContain('Showing 1,000 results for &quot;masala&quot;');
    expect(exact).not.toContain('1,000+');
  });
});
