import { expect, test } from '../fixtures';

// The product page's title names the chosen variant (decision 245): the server renders it for a `?variant=` URL,
// and it follows the shopper's choice in the browser; the canonical link stays the product's.

interface Variant {
  _id: string;
  title: string;
}

test('a ?variant= page says the variant in its title, and the title follows the choice', async ({ page }) => {
  const list = await page.request.get('/api/products?q=kurta&limit=1');
  const [kurta] = ((await list.json()) as { products: { _id: string; name: string }[] }).products;
  if (!kurta) throw new Error('the demo catalogue has its kurta');
  const detail = (await (await page.request.get(`/api/products/${kurta._id}`)).json()) as { variants: Variant[] };
  const mMaroon = detail.variants.find((v) => v.title === 'Size M / Maroon')!;

  // Server-rendered, before any script runs.
  const html = await (await page.request.get(`/products/${kurta._id}?variant=${mMaroon._id}`)).text();
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  expect(decodeHtml(title)).toMatch(new RegExp(`^${escape(kurta.name)} \\(Size M / Maroon\\) \\| `));
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/products/${kurta._id}"`));

  // A plain product URL keeps the product's name; in the browser the title follows the choice.
  await page.goto(`/products/${kurta._id}?variant=${mMaroon._id}`);
  await expect(page).toHaveTitle(new RegExp(`^${escape(kurta.name)} \\(Size M / Maroon\\) \\| `));
  await page.getByRole('group', { name: /^Size/ }).getByRole('button', { name: 'S', exact: true }).click();
  await expect(page).toHaveTitle(new RegExp(`^${escape(kurta.name)} \\(Size S / Maroon\\) \\| `));
  await page.goto(`/products/${kurta._id}`);
  await expect(page).toHaveTitle(new RegExp(`^${escape(kurta.name)} \\| `));
});

/** The title as the browser reads it: the server escapes &, <, >, " and ' in it. */
function decodeHtml(text: string): string {
  const entities: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&amp;': '&' };
  return text.replace(/&(?:lt|gt|quot|#39|amp);/g, (entity) => entities[entity] ?? entity);
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
