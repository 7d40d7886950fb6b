import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_FORM_MESSAGES } from '@shop/shared/schemas/product-form';
import type { Category, Product, ProductDetailResponse } from '@shop/shared/schemas/catalog';
import { auditLog, categories, products } from '../src/db/schema';
import { createProduct } from './helpers/factories';
import { ensureWebBuild } from './helpers/ssr-build';
import { startTestApp, type TestApp } from './helpers/test-app';

/** The merchant's Hindi beside the English (issue 39, docs/decisions/258-hindi-catalogue-content.md). */
let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await startTestApp({ env: { WEB_DIST_DIR: ensureWebBuild(), TRUST_PROXY: '127.0.0.1' } });
  adminToken = await t.login('admin@example.com', 'admin123');
}, 180_000);
afterAll(async () => {
  await t?.close();
});

const KURTA_EN = "Kavya Women's Cotton Printed Straight Kurta";
const KURTA_HI = 'काव्या महिलाओं का सूती प्रिंटेड स्ट्रेट कुर्ता';

async function kurtaId(): Promise<string> {
  const [row] = await t.database.db.select({ id: products.id }).from(products).where(eq(products.sku, 'FASH-KUR-001'));
  return row!.id;
}

async function detail(id: string, query = ''): Promise<ProductDetailResponse> {
  const res = await t.request(`/api/products/${id}${query}`);
  expect(res.status, res.text).toBe(200);
  return res.body as ProductDetailResponse;
}

function form(fields: Record<string, string>) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  return body;
}

let counter = 0;
function fields(patch: Record<string, string> = {}) {
  counter += 1;
  return {
    name: `Hindi Test Lota ${counter}`,
    description: 'A brass lota for the puja room.',
    mrp: '899',
    category: 'Home',
    stock: '5',
    ...patch,
  };
}

describe("product and category answers in the shopper's language", () => {
  it('gives the seeded kurta its Hindi name and description with ?lang=hi, and English without', async () => {
    const id = await kurtaId();
    const hindi = await detail(id, '?lang=hi');
    expect(hindi.product.name).toBe(KURTA_HI);
    expect(hindi.product.description).toMatch(/^मुलायम, हवादार सूती कपड़े/);
    // The category keeps its English name for links and filters; its label is the Hindi one.
    expect(hindi.product.category).toBe('Fashion');
    expect(hindi.product.categoryLabel).toBe('फ़ैशन');
    const english = await detail(id);
    expect(english.product.name).toBe(KURTA_EN);
    expect(english.product.categoryLabel).toBe('Fashion');
    // The admin-only fields never reach the storefront.
    expect(hindi.product).not.toHaveProperty('nameHi');
  });

  it('shows the English where the merchant wrote no Hindi', async () => {
    const plain = await createProduct(t, { name: 'Untranslated Brass Diya', description: 'Only in English.' });
    const { product } = await detail(plain.id, '?lang=hi');
    expect(product.name).toBe('Untranslated Brass Diya');
    expect(product.description).toBe('Only in English.');
  });

  it('lists and searches in Hindi: names in the list and in the suggestions', async () => {
    const list = await t.request('/api/products?category=Fashion&lang=hi&limit=100');
    expect(list.status).toBe(200);
    expect((list.body.products as Product[]).map((p) => p.name)).toContain(KURTA_HI);
    const suggest = await t.request(`/api/products/suggest?q=kurta&lang=hi`);
    expect(suggest.body.suggestions[0]).toMatchObject({ name: KURTA_HI, category: 'फ़ैशन' });
    const english = await t.request('/api/products/suggest?q=kurta');
    expect(english.body.suggestions[0]).toMatchObject({ name: KURTA_EN, category: 'Fashion' });
  });

  it('labels the categories in Hindi, keeping their English names', async () => {
    const res = await t.request('/api/products/categories/list?lang=hi');
    expect(res.status).toBe(200);
    const fashion = (res.body.categories as Category[]).find((c) => c.name === 'Fashion');
    expect(fashion?.label).toBe('फ़ैशन');
    const english = await t.request('/api/products/categories/list');
    expect((english.body.categories as Category[]).find((c) => c.name === 'Fashion')?.label).toBe('Fashion');
  });

  it('refuses an unknown language with a JSON message', async () => {
    const res = await t.request('/api/products?lang=xx');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Language must be one of en, hi');
  });
});

describe('the product form takes the Hindi beside the English', () => {
  const create = (body: FormData) => t.request('/api/products', { method: 'POST', token: adminToken, body });
  const update = (id: string, body: FormData) =>
    t.request(`/api/products/${id}`, { method: 'PUT', token: adminToken, body });

  it('creates with a Hindi name, description and category name, audited, and edits and clears them', async () => {
    const res = await create(
      form(fields({ nameHi: 'पीतल का लोटा', descriptionHi: 'पूजा घर के लिए पीतल का लोटा।', categoryHi: 'घर और रसोई' })),
    );
    expect(res.status, res.text).toBe(201);
    const made = (res.body as { product: Product }).product;
    expect(made).toMatchObject({ nameHi: 'पीतल का लोटा', descriptionHi: 'पूजा घर के लिए पीतल का लोटा।' });
    expect((await detail(made._id, '?lang=hi')).product.name).toBe('पीतल का लोटा');
    const [created] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, made._id));
    expect(created!.details).toMatchObject({ nameHi: 'पीतल का लोटा' });

    // Sent empty: cleared, and the English shows again; the change is in the audit entry.
    const edited = await update(made._id, form({ ...fields({ name: made.name }), nameHi: '', descriptionHi: '' }));
    expect(edited.status, edited.text).toBe(200);
    expect((await detail(made._id, '?lang=hi')).product.name).toBe(made.name);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, made._id));
    const edit = audits.find((a) => a.action === 'product.update');
    expect((edit!.details as { changes: Record<string, unknown> }).changes).toMatchObject({
      nameHi: { from: 'पीतल का लोटा', to: null },
    });
  });

  it('names a category in Hindi from the form, for every product in it; blank leaves it', async () => {
    const res = await create(form(fields({ category: 'Puja Samagri', categoryHi: 'पूजा सामग्री' })));
    expect(res.status, res.text).toBe(201);
    const again = await create(form(fields({ category: 'Puja Samagri' })));
    expect(again.status).toBe(201);
    const [row] = await t.database.db
      .select({ nameHi: categories.nameHi })
      .from(categories)
      .where(eq(categories.name, 'Puja Samagri'));
    expect(row?.nameHi).toBe('पूजा सामग्री');
    expect((await detail((again.body as { product: Product }).product._id, '?lang=hi')).product.categoryLabel).toBe(
      'पूजा सामग्री',
    );
  });

  it("refuses an over-long Hindi name with the field's message and writes nothing", async () => {
    const name = `Too long Hindi ${Date.now()}`;
    const res = await create(form(fields({ name, nameHi: 'क'.repeat(201) })));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(PRODUCT_FORM_MESSAGES.nameHiTooLong);
    expect(await t.database.db.select().from(products).where(eq(products.name, name))).toHaveLength(0);
  });
});

describe('server-rendered pages under /hi/', () => {
  it('renders the kurta page in Hindi with the Hindi name, and the English page in English', async () => {
    const id = await kurtaId();
    const hindi = await t.request(`/hi/products/${id}`);
    expect(hindi.status).toBe(200);
    expect(hindi.text).toContain(KURTA_HI);
    const english = await t.request(`/products/${id}`);
    expect(english.status).toBe(200);
    expect(english.text).toContain('Kavya Women&#x27;s Cotton Printed Straight Kurta');
    expect(english.text).not.toContain(KURTA_HI);
  });
});
