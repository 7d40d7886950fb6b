// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { render, type RenderResult } from './entry-server';
import { testShop } from './test/shop';

const template =
  '<!doctype html><html><head><title>Shell</title><meta name="description" content="shell"></head>' +
  '<body><noscript>needs JavaScript</noscript><div id="root"></div></body></html>';

const product = {
  _id: 'p1',
  name: 'Steel Tiffin <Box>',
  description: 'A three-tier steel tiffin.',
  mrp: 999,
  sellingPrice: 799,
  category: 'Kitchen',
  tags: [],
  images: ['/uploads/p1.webp'],
  stock: 4,
  rating: 4.2,
  reviews: 10,
  specialFeatures: [],
  specifications: { Brand: 'Acme' },
  relatedProducts: [],
  sku: 'KIT-001',
  createdAt: '2025-01-01T00:00:00.000Z',
};

const shop = testShop();

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

async function renderWith(url: string, answer: (path: string) => Response): Promise<RenderResult> {
  return render({ url, origin: 'https://shop.example', template, fetchApi: async (path) => answer(path) });
}

function page(result: RenderResult) {
  if (result.kind !== 'page') throw new Error(`expected a page, got ${result.kind}`);
  return result;
}

describe('server-side render', () => {
  it('renders a product with its data handed to the browser as JSON', async () => {
    const result = page(
      await renderWith('/products/p1', (path) =>
        path.endsWith('/shop') ? json(200, shop) : json(200, { product, relatedProducts: [] }),
      ),
    );
    expect(result.status).toBe(200);
    expect(result.html).toContain('Steel Tiffin &lt;Box&gt;</h1>');
    // The shop's name comes from its settings (GET /api/shop), never from the web app's code.
    expect(result.html).toContain('<title>Steel Tiffin &lt;Box&gt; | Kala Crafts</title>');
    expect(result.html).toContain('<meta property="og:site_name" content="Kala Crafts"');
    expect(result.html).not.toContain('needs JavaScript');
    expect(result.html).not.toContain('<title>Shell</title>');
    const state = /<script type="application\/json" id="ssr-query-state">(.*?)<\/script>/.exec(result.html)?.[1];
    expect(state).not.toContain('<');
    expect(JSON.stringify(JSON.parse(state!))).toContain('Steel Tiffin <Box>');
  });

  it('answers 404 when the API says the product does not exist, and carries that answer to the browser', async () => {
    const result = page(await renderWith('/products/nope', () => json(404, { message: 'Product not found' })));
    expect(result.status).toBe(404);
    expect(result.html).toContain('Product not found');
    expect(result.html).toContain('"apiError":{"status":404,"message":"Product not found"}');
  });

  it.each([429, 503])(
    'renders the loading page (status 200, nothing cached) when the API answers %i',
    async (status) => {
      const result = page(await renderWith('/products/p1', () => json(status, { message: 'Try later' })));
      expect(result.status).toBe(200);
      expect(result.html).toContain('Loading product');
      expect(result.html).not.toContain('Try later');
      expect(result.html).toContain('"queries":[]');
    },
  );

  it('keeps a protocol-relative request on this shop: it is an unknown page, not another host', async () => {
    const result = page(await renderWith('//evil.example/about', () => json(500, {})));
    expect(result.status).toBe(404);
    expect(result.html).toContain('<link rel="canonical" href="https://shop.example//evil.example/about"');
  });

  it('leaves signed-in screens to the browser, titled in their language, and redirects an unknown policy tab', async () => {
    const onlyTheShop = (path: string) => (path === '/api/shop' ? json(200, shop) : json(500, { message: 'unexpected' }));
    expect(await renderWith('/checkout', onlyTheShop)).toEqual({
      kind: 'client-only',
      title: 'Kala Crafts | Online Shopping in India',
    });
    expect(await renderWith('/hi/orders', onlyTheShop)).toEqual({
      kind: 'client-only',
      title: 'Kala Crafts | भारत में ऑनलाइन शॉपिंग',
    });
    // The shop's details unreachable: the page's words alone.
    expect(await renderWith('/admin/orders', () => json(503, { message: 'down' }))).toEqual({
      kind: 'client-only',
      title: 'Online Shopping in India',
    });
    const unexpected = () => json(500, { message: 'no API call expected' });
    expect(await renderWith('/policypage/unknown', unexpected)).toEqual({ kind: 'redirect', location: '/policypage' });
  });
});
