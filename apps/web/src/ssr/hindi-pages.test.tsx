// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { render, type RenderResult } from '../entry-server';
import { testShop } from '../test/shop';

// Decision 249: `/hi/...` is the same page in Hindi, rendered on the server with its language and alternates.
const template =
  '<!doctype html><html lang="en-IN"><head><title>Shell</title></head><body><div id="root"></div></body></html>';
const shop = testShop();

async function renderPage(url: string): Promise<Extract<RenderResult, { kind: 'page' }>> {
  const result = await render({
    url,
    origin: 'https://shop.example',
    template,
    fetchApi: async (path) =>
      new Response(JSON.stringify(path.endsWith('/shop') ? shop : { categories: [], products: [], hasMore: false }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  });
  if (result.kind !== 'page') throw new Error(`expected a page, got ${result.kind}`);
  return result;
}

describe('pages in Hindi', () => {
  it('renders /hi/ in Hindi with lang, canonical and hreflang alternates, the font in the one stylesheet', async () => {
    const { html } = await renderPage('/hi/');
    expect(html).toContain('<html lang="hi">');
    expect(html).toContain('<link rel="canonical" href="https://shop.example/hi/"');
    expect(html).toContain('<link rel="alternate" hreflang="en" href="https://shop.example/"');
    expect(html).toContain('<link rel="alternate" hreflang="hi" href="https://shop.example/hi/"');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://shop.example/"');
    // The Devanagari font's rules are in index.css (decision 197): no second stylesheet to wait for.
    expect(html).not.toContain('devanagari.css');
    // The header in Hindi, its links staying in Hindi, and the switch back to the same page in English.
    expect(html).toContain('कार्ट');
    expect(html).toContain('href="/hi/cart"');
    // The switcher marks its link (decision 256): the page it opens saves the choice, then drops the mark.
    expect(html).toMatch(/<a href="\/\?switched=1"[^>]*hrefLang="en"/i);
  });

  it('keeps the query string and the page when switching, and English pages name their Hindi alternate', async () => {
    const hindi = await renderPage('/hi/products?q=kurta');
    expect(hindi.html).toContain('href="/products?q=kurta&amp;switched=1"');
    const english = await renderPage('/products?q=kurta');
    expect(english.html).toContain('<html lang="en-IN">');
    expect(english.html).not.toContain('devanagari.css');
    expect(english.html).toContain('hreflang="hi" href="https://shop.example/hi/products"');
    expect(english.html).toContain('href="/hi/products?q=kurta&amp;switched=1"');
    expect(english.html).toContain('>Cart<');
  });

  it('renders the listing and the product page in Hindi, with the Hindi category name and English links', async () => {
    const kurta = {
      _id: 'p1',
      name: 'कॉटन कुर्ता',
      description: 'हाथ से बुना',
      mrp: 1299,
      sellingPrice: 999,
      category: 'Fashion',
      categoryLabel: 'फ़ैशन',
      tags: [],
      images: [],
      stock: 3,
      rating: 4.2,
      reviews: 12,
      specialFeatures: [],
      specifications: {},
      sku: 'KUR-1',
      createdAt: '2025-01-01T00:00:00.000Z',
    };
    const answer = (path: string) => {
      if (path.endsWith('/shop')) return shop;
      if (path.includes('/categories/list'))
        return [{ _id: 'c1', name: 'Fashion', label: 'फ़ैशन', image: null, productCount: 1, lowestPrice: 999 }];
      if (path.includes('/products/p1')) return { product: kurta, relatedProducts: [], options: [], variants: [] };
      return { products: [kurta], total: 1, page: 1, pages: 1, hasMore: false };
    };
    const fetchApi = async (path: string) =>
      new Response(JSON.stringify(answer(path)), { status: 200, headers: { 'content-type': 'application/json' } });
    const listing = await render({
      url: '/hi/products?category=Fashion',
      origin: 'https://shop.example',
      template,
      fetchApi,
    });
    if (listing.kind !== 'page') throw new Error('expected a page');
    expect(listing.html).toContain('>फ़ैशन</h1>');
    expect(listing.html).toContain('<title>फ़ैशन | Kala Crafts</title>');
    expect(listing.html).toContain('क्रम');
    expect(listing.html).toContain('कार्ट में डालें');
    expect(listing.html).toContain('href="/hi/products/p1"');
    const search = await render({ url: '/hi/products?q=kurta', origin: 'https://shop.example', template, fetchApi });
    if (search.kind !== 'page') throw new Error('expected a page');
    expect(search.html).toContain('“kurta” के 1 नतीजा');
    expect(search.html).toContain('सबसे सटीक');
    expect(search.html).toContain('<title>खोज: kurta | Kala Crafts</title>');
    const product = await render({ url: '/hi/products/p1', origin: 'https://shop.example', template, fetchApi });
    if (product.kind !== 'page') throw new Error('expected a page');
    expect(product.html).toContain('कार्ट में डालें');
    expect(product.html).toContain('सिर्फ़ 3 बचे हैं');
    expect(product.html).toContain('सभी टैक्स शामिल');
    // The breadcrumb names the category in Hindi and links to it by its English name.
    expect(product.html).toMatch(/href="\/hi\/products\?category=Fashion"[^>]*>फ़ैशन</);
    // The tabs below the fold (a lazy chunk with its own words) are rendered on the server too.
    expect(product.html).toContain('विवरण');
  });

  // Decision 262: the head's title and description in the page's language, English pages as they were.
  it.each([
    ['/hi/terms', 'सेवा की शर्तें | Kala Crafts', 'Kala Crafts पर ख़रीदारी की शर्तें', '1. इन शर्तों के बारे में'],
    ['/hi/about', 'हमारे बारे में | Kala Crafts', 'एक भारतीय ऑनलाइन दुकान', 'Kala Crafts के बारे में'],
    ['/hi/grievance/status', 'शिकायत की स्थिति | Kala Crafts', 'टिकट नंबर और ईमेल से', 'स्थिति देखें'],
    ['/hi/', 'Kala Crafts | भारत में ऑनलाइन शॉपिंग', 'पूरे भारत में तेज़ डिलीवरी', 'कार्ट'],
    ['/hi/cart', 'शॉपिंग कार्ट | Kala Crafts', 'अपने Kala Crafts कार्ट का सामान देखें', 'कार्ट'],
    ['/hi/policypage/shipping', 'शिपिंग जानकारी | Kala Crafts', 'Kala Crafts शिपिंग', 'शिपिंग'],
  ])('writes the head of %s in Hindi', async (url, title, description, body) => {
    const { html } = await renderPage(url);
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toMatch(new RegExp(`<meta name="description" content="[^"]*${description}`));
    expect(html).toContain(body);
    expect(html).not.toContain('Terms of Service');
  });

  it.each([
    ['/terms', 'Terms of Service | Kala Crafts', 'The terms that apply when you shop at Kala Crafts'],
    ['/about', 'About Us | Kala Crafts', 'Kala Crafts: an Indian online shop'],
    ['/grievance/status', 'Grievance Status | Kala Crafts', 'Follow a grievance filed with Kala Crafts'],
    ['/', 'Kala Crafts | Online Shopping in India', 'Kala Crafts: shop electronics'],
  ])('keeps the head of %s in English', async (url, title, description) => {
    const { html } = await renderPage(url);
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toContain(`<meta name="description" content="${description}`);
  });
});
