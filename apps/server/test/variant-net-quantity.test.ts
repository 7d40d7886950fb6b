import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetailResponse, ProductVariant } from '@shop/shared/schemas/catalog';
import { createProductWithOptions, placeOrder } from './helpers/factories';
import { ensureWebBuild } from './helpers/ssr-build';
import { startTestApp, type TestApp } from './helpers/test-app';
import { signInDemoAccounts } from './helpers/test-shop';

// Net quantity and unit sale price per variant (docs/decisions/270-net-quantity-per-variant.md): 200 ml and
// 500 ml of one shampoo are two packages, each declared and priced per unit on its own.

let t: TestApp;
let adminToken: string;
let userToken: string;

// The product page is rendered by the real web build, as storefront-ssr.test.ts does.
beforeAll(async () => {
  t = await startTestApp({ env: { WEB_DIST_DIR: ensureWebBuild() } });
  ({ adminToken, userToken } = await signInDemoAccounts(t));
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const declarations = {
  countryOfOrigin: 'India',
  genericName: 'Shampoo',
  makerRole: 'manufacturer',
  makerName: 'Nila Naturals Pvt Ltd',
  makerAddress: 'Plot 12, KIADB, Mysuru, Karnataka 570016',
  netQuantity: 200,
  netQuantityUnit: 'ml',
  isFood: false,
  manufacturedMonth: '2026-09',
};

/** A shampoo in 200 ml (₹200, the product's declaration) and 500 ml (₹400, its own quantity). */
async function shampoo() {
  const made = await createProductWithOptions(t, adminToken, {
    options: [{ name: 'Size', values: ['200 ml', '500 ml'] }],
    stock: { 'Size 200 ml': 5, 'Size 500 ml': 5 },
    product: { name: 'Nila Herbal Shampoo', mrpPaise: 200_00, declarations },
  });
  const [small, large] = [made.byTitle('Size 200 ml'), made.byTitle('Size 500 ml')];
  const edited = await t.request(`/api/admin/products/${made.product.id}/variants`, {
    method: 'PATCH',
    token: adminToken,
    json: { variants: [{ id: large._id, mrp: 400, netQuantity: 500, netQuantityUnit: 'ml' }] },
  });
  expect(edited.status, edited.text).toBe(200);
  return { id: made.product.id, small, large };
}

const byId = (variants: ProductVariant[], id: string) => variants.find((v) => v._id === id)!;

describe('net quantity per variant', () => {
  it("declares each variant its own quantity, or the product's, with its unit sale price", async () => {
    const { id, small, large } = await shampoo();
    const detail = (await t.request(`/api/products/${id}`)).body as ProductDetailResponse;
    // ₹400 for 500 ml: ₹0.80 per millilitre, ₹80.00 per 100 ml.
    expect(byId(detail.variants, large._id)).toMatchObject({
      netQuantity: 500,
      netQuantityUnit: 'ml',
      unitSalePrice: { paise: 80, per: '1 ml', per100: { paise: 80_00, per: '100 ml' } },
    });
    // No quantity of its own: the product's 200 ml, so ₹200 is ₹1.00 per millilitre.
    expect(byId(detail.variants, small._id)).toMatchObject({
      netQuantity: null,
      netQuantityUnit: null,
      unitSalePrice: { paise: 100, per: '1 ml', per100: { paise: 100_00, per: '100 ml' } },
    });
    // The product row carries its cheapest variant's price, so its unit price is that package's.
    expect(detail.product.unitSalePrice).toEqual({ paise: 100, per: '1 ml', per100: { paise: 100_00, per: '100 ml' } });
    expect(detail.product.declarations?.netQuantity).toBe(200);

    // The admin's grid reads the same.
    const admin = await t.request(`/api/admin/products/${id}/variants`, { token: adminToken });
    expect(byId(admin.body.variants, large._id)).toMatchObject({ netQuantity: 500, netQuantityUnit: 'ml' });
  });

  it("renders the chosen variant's net quantity and unit sale price on the server for ?variant=", async () => {
    const { id, small, large } = await shampoo();
    const page = await t.request(`/products/${id}?variant=${large._id}`);
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/data-testid="unit-sale-price"[^>]*>Net quantity(<!-- -->)? 500 ml/);
    expect(page.text).toContain('₹0.80 per millilitre (₹80.00 per 100 millilitres)');
    expect(page.text).not.toContain('₹1.00 per millilitre');
    // The legal information block declares the package sold: 500 ml.
    const legal = page.text.slice(page.text.indexOf('id="legal-information"'));
    expect(legal).toMatch(/Net quantity<\/dt><dd[^>]*>500 ml</);

    const smallPage = await t.request(`/products/${id}?variant=${small._id}`);
    expect(smallPage.text).toMatch(/data-testid="unit-sale-price"[^>]*>Net quantity(<!-- -->)? 200 ml/);
    expect(smallPage.text).toContain('₹1.00 per millilitre (₹100.00 per 100 millilitres)');
  });

  it("gives a variant back the product's quantity, and refuses a bad one with the declarations' message", async () => {
    const { id, large } = await shampoo();
    const bad = await t.request(`/api/admin/products/${id}/variants`, {
      method: 'PATCH',
      token: adminToken,
      json: { variants: [{ id: large._id, netQuantity: 0 }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      code: 'VALIDATION',
      field: 'variants.0.netQuantity',
      message: expect.stringContaining('Net quantity must be a number greater than 0'),
    });
    const badUnit = await t.request(`/api/admin/products/${id}/variants`, {
      method: 'PATCH',
      token: adminToken,
      json: { variants: [{ id: large._id, netQuantity: 5, netQuantityUnit: 'litres' }] },
    });
    expect(badUnit.status).toBe(400);
    expect(badUnit.body.field).toBe('variants.0.netQuantityUnit');

    // A quantity without a unit keeps the unit in use; null gives back the product's.
    const litre = await t.request(`/api/admin/products/${id}/variants`, {
      method: 'PATCH',
      token: adminToken,
      json: { variants: [{ id: large._id, netQuantity: 750 }] },
    });
    expect(byId(litre.body.variants, large._id)).toMatchObject({ netQuantity: 750, netQuantityUnit: 'ml' });
    const cleared = await t.request(`/api/admin/products/${id}/variants`, {
      method: 'PATCH',
      token: adminToken,
      json: { variants: [{ id: large._id, netQuantity: null }] },
    });
    expect(byId(cleared.body.variants, large._id)).toMatchObject({
      netQuantity: null,
      netQuantityUnit: null,
      // ₹400 for the product's 200 ml.
      unitSalePrice: { paise: 200, per: '1 ml', per100: { paise: 200_00, per: '100 ml' } },
    });
  });

  it("counts the net quantity declared when every active variant has one, its own or the product's", async () => {
    const { id } = await shampoo();
    const admin = await t.request('/api/admin/products?limit=100', { token: adminToken });
    const listed = (admin.body.products as { _id: string; missingDeclarations: string[] }[]).find((p) => p._id === id);
    expect(listed?.missingDeclarations).toEqual([]);

    // Without the product's quantity, a variant without its own declares none: owed until each has one.
    const bare = await createProductWithOptions(t, adminToken, {
      options: [{ name: 'Size', values: ['200 ml', '500 ml'] }],
      product: { name: 'Nila Bare Shampoo', declarations: { ...declarations, netQuantity: null } },
    });
    const owed = await t.request(`/api/products/${bare.product.id}`);
    expect(owed.body.product.missingDeclarations).toEqual(['netQuantity']);
    const edit = (variants: Record<string, unknown>[]) =>
      t.request(`/api/admin/products/${bare.product.id}/variants`, {
        method: 'PATCH',
        token: adminToken,
        json: { variants },
      });
    await edit([{ id: bare.byTitle('Size 500 ml')._id, netQuantity: 500, netQuantityUnit: 'ml' }]);
    expect((await t.request(`/api/products/${bare.product.id}`)).body.product.missingDeclarations).toEqual([
      'netQuantity',
    ]);
    await edit([{ id: bare.byTitle('Size 200 ml')._id, netQuantity: 200, netQuantityUnit: 'ml' }]);
    const declared = await t.request(`/api/products/${bare.product.id}`);
    expect(declared.body.product.missingDeclarations).toEqual([]);
    // An inactive variant is not sold, so it owes nothing.
    await edit([{ id: bare.byTitle('Size 200 ml')._id, netQuantity: null, active: false }]);
    expect((await t.request(`/api/products/${bare.product.id}`)).body.product.missingDeclarations).toEqual([]);
  });

  it('keeps the 500 ml variant, its title, SKU and price on the order line as sold', async () => {
    const { id, large } = await shampoo();
    const placed = await placeOrder(t, {
      token: userToken,
      items: [{ product: id, variantId: large._id, quantity: 1 }],
    });
    expect(placed.items).toEqual([
      expect.objectContaining({ variantId: large._id, variantTitle: 'Size 500 ml', sku: large.sku, price: 400 }),
    ]);
  });
});
