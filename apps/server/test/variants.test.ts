import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CATALOG_MESSAGES } from '@shop/shared/schemas/catalog';
import { categories, emailOutbox, productVariants } from '../src/db/schema';
import {
  createCoupon,
  createCustomers,
  createProduct,
  createProductWithOptions,
  mumbaiAddress,
  placeOrder,
  stockOf,
  variantStockOf,
} from './helpers/factories';
import { pdfPageText } from './helpers/poppler-pdf';
import type { TestApp } from './helpers/test-app';
import { useSignedInShop } from './helpers/test-shop';

// Product variants (docs/decisions/217-product-variants.md) and GST by price threshold (decision 218).

let t: TestApp;
let adminToken: string;
let userToken: string;

useSignedInShop((shop) => ({ t, adminToken, userToken } = shop));

const sizes = [{ name: 'Size', values: ['S', 'M', 'L'] }];

function order(token: string, items: { product: string; variantId?: string; quantity: number }[]) {
  return t.request('/api/orders', {
    method: 'POST',
    token,
    json: { items, shippingAddress: mumbaiAddress, paymentMethod: 'cod' },
  });
}

/** Each line's GST rate by its variant title, as the placed order answers it. */
const ratesByVariant = (placed: { items: { variantTitle: string; gstRate: number }[] }) =>
  Object.fromEntries(placed.items.map((i) => [i.variantTitle, i.gstRate]));

/** Takes the order to delivered (its invoice is issued at dispatch) and reads the invoice PDF as its buyer would. */
async function deliverAndReadInvoice(orderId: string): Promise<string> {
  for (const status of ['packed', 'shipped', 'delivered']) {
    const res = await t.request(`/api/orders/${orderId}/status`, {
      method: 'PUT',
      token: adminToken,
      json: { status },
    });
    expect(res.status).toBe(200);
  }
  const pdf = await fetch(`${t.url}/api/orders/${orderId}/invoice`, {
    headers: { authorization: `Bearer ${userToken}` },
  });
  expect(pdf.status).toBe(200);
  return pdfPageText(Buffer.from(await pdf.arrayBuffer()));
}

/** GSTR-1's HSN summary (Table 12, B2C) rows of one HSN in the order's invoice month, by rate: quantity and taxable value. */
async function hsnSummaryByRate(orderId: string, hsn: string) {
  const invoiced = await t.request(`/api/orders/${orderId}`, { token: adminToken });
  const month = new Date(invoiced.body.order.invoiceDate)
    .toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' })
    .slice(0, 7);
  const gstr1 = await t.request(`/api/admin/gst/gstr1?month=${month}`, { token: adminToken });
  expect(gstr1.status, gstr1.text).toBe(200);
  const rows = (gstr1.body.sheets.hsn_b2c as unknown[][]).filter((row) => row[0] === hsn);
  return Object.fromEntries(rows.map((row) => [row[5], { quantity: row[3], taxable: row[6] }]));
}

describe('product variants', () => {
  it('shows options and active variants on the product page; a product without options has one default', async () => {
    const plain = await createProduct(t, { stock: 7, mrpPaise: 300_00 });
    const plainPage = await t.request(`/api/products/${plain.id}`);
    expect(plainPage.body.options).toEqual([]);
    expect(plainPage.body.variants).toHaveLength(1);
    expect(plainPage.body.variants[0]).toMatchObject({
      isDefault: true,
      sku: plain.sku,
      stock: 7,
      mrp: 300,
      title: '',
    });

    const kurta = await createProductWithOptions(t, adminToken, {
      options: [
        { name: 'Size', values: ['M', 'L'] },
        { name: 'Colour', values: ['Maroon', 'Teal'] },
      ],
      stock: { 'Size M / Maroon': 4, 'Size L / Teal': 1 },
      product: { name: 'Kavya Cotton Kurta', mrpPaise: 999_00 },
    });
    const page = await t.request(`/api/products/${kurta.product.id}`);
    expect(page.status).toBe(200);
    expect(page.body.options).toEqual([
      { name: 'Size', values: ['M', 'L'] },
      { name: 'Colour', values: ['Maroon', 'Teal'] },
    ]);
    expect(page.body.variants.map((v: { title: string }) => v.title)).toEqual([
      'Size M / Maroon',
      'Size M / Teal',
      'Size L / Maroon',
      'Size L / Teal',
    ]);
    // The product row keeps the sum for the readers that predate variants.
    expect(page.body.product.stock).toBe(5);
  });

  it('sells exactly 3 of size M to 30 concurrent buyers and leaves the other sizes untouched', async () => {
    const tee = await createProductWithOptions(t, adminToken, {
      options: sizes,
      stock: { 'Size S': 5, 'Size M': 3, 'Size L': 8 },
    });
    const m = tee.byTitle('Size M');
    const buyers = await createCustomers(t, 30);
    const answers = await Promise.all(
      buyers.map((b) => order(b.token, [{ product: tee.product.id, variantId: m._id, quantity: 1 }])),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s !== 201).every((s) => s === 409)).toBe(true);
    const refused = answers.find((a) => a.status === 409);
    expect(refused?.body.message).toBe(`${tee.product.name} (Size M) is out of stock`);
    expect(await variantStockOf(t, m._id)).toBe(0);
    expect(await variantStockOf(t, tee.byTitle('Size S')._id)).toBe(5);
    expect(await variantStockOf(t, tee.byTitle('Size L')._id)).toBe(8);
    expect(await stockOf(t, tee.product.id)).toBe(13);
  });

  it('places an order mixing two sizes, keeps variant, title and SKU per line, and restocks each on cancel', async () => {
    const tee = await createProductWithOptions(t, adminToken, {
      options: sizes,
      stock: { 'Size M': 4, 'Size L': 4 },
      product: { name: 'Organic Cotton T-Shirt' },
    });
    const [m, l] = [tee.byTitle('Size M'), tee.byTitle('Size L')];
    const placed = await placeOrder(t, {
      token: userToken,
      items: [
        { product: tee.product.id, variantId: m._id, quantity: 2 },
        { product: tee.product.id, variantId: l._id, quantity: 1 },
      ],
    });
    const lines = placed.items.map((i: { variantId: string; variantTitle: string; sku: string; quantity: number }) => ({
      variantId: i.variantId,
      variantTitle: i.variantTitle,
      sku: i.sku,
      quantity: i.quantity,
    }));
    expect(lines).toEqual(
      expect.arrayContaining([
        { variantId: m._id, variantTitle: 'Size M', sku: m.sku, quantity: 2 },
        { variantId: l._id, variantTitle: 'Size L', sku: l.sku, quantity: 1 },
      ]),
    );
    expect(await variantStockOf(t, m._id)).toBe(2);
    expect(await variantStockOf(t, l._id)).toBe(3);

    // The order mail names each size beside the product (storefront half of issue 36).
    let mail: { text: string } | undefined;
    for (let i = 0; i < 50 && !mail; i++) {
      [mail] = await t.database.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.dedupeKey, `order-placed:${placed._id}`));
      if (!mail) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(mail?.text).toContain('Organic Cotton T-Shirt (Size M) x 2');
    expect(mail?.text).toContain('Organic Cotton T-Shirt (Size L) x 1');

    const cancelled = await t.request(`/api/orders/${placed._id}/cancel`, {
      method: 'POST',
      token: userToken,
      json: {},
    });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(await variantStockOf(t, m._id)).toBe(4);
    expect(await variantStockOf(t, l._id)).toBe(4);
    expect(await stockOf(t, tee.product.id)).toBe(8);
  });

  it('refuses an optioned product without a variant, or with an inactive one, with 400 and a message', async () => {
    const tee = await createProductWithOptions(t, adminToken, {
      options: [
        { name: 'Size', values: ['M'] },
        { name: 'Colour', values: ['Red', 'Blue'] },
      ],
      stock: { 'Size M / Red': 5, 'Size M / Blue': 5 },
      product: { name: 'Linen Shirt' },
    });
    const missing = await order(userToken, [{ product: tee.product.id, quantity: 1 }]);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Please choose the size and colour of Linen Shirt before ordering it.');

    const blue = tee.byTitle('Size M / Blue');
    const off = await t.request(`/api/admin/products/${tee.product.id}/variants`, {
      method: 'PATCH',
      token: adminToken,
      json: { variants: [{ id: blue._id, active: false }] },
    });
    expect(off.status).toBe(200);
    const inactive = await order(userToken, [{ product: tee.product.id, variantId: blue._id, quantity: 1 }]);
    expect(inactive.status).toBe(400);
    expect(inactive.body.message).toBe(
      'Linen Shirt (Size M / Blue) is not sold at the moment. Please choose another option.',
    );

    const other = await createProduct(t);
    const foreign = await order(userToken, [{ product: other.id, variantId: blue._id, quantity: 1 }]);
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toMatch(/no longer exists/);
    expect(await variantStockOf(t, blue._id)).toBe(5);
  });

  it('keeps a product without options purchasable without a variant id (the SPEC payload)', async () => {
    const plain = await createProduct(t, { stock: 3 });
    const placed = await placeOrder(t, { token: userToken, product: plain.id, quantity: 2 });
    expect(placed.items[0].variantTitle).toBe('');
    expect(await stockOf(t, plain.id)).toBe(1);
    const [variant] = await t.database.db
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.productId, plain.id));
    expect(variant?.stock).toBe(1);
  });

  it('gives each variant its GST rate by the price threshold on the product page, the order and the invoice', async () => {
    // ₹2,000 is within ₹2,500 before GST at 5%; ₹2,999 is ₹2,856.19 before 5% GST, above: 18%.
    const saree = await createProductWithOptions(t, adminToken, {
      options: [{ name: 'Fabric', values: ['Cotton', 'Silk'] }],
      stock: { 'Fabric Cotton': 5, 'Fabric Silk': 5 },
      prices: { 'Fabric Cotton': 2000, 'Fabric Silk': 2999 },
      product: { name: 'Handloom Saree', mrpPaise: 3500_00, gstRatePercent: 5, hsn: '5208' },
    });
    const rule = await t.request(`/api/admin/products/${saree.product.id}/gst-rule`, {
      method: 'PUT',
      token: adminToken,
      json: { threshold: 2500, rateAbove: 18 },
    });
    expect(rule.status, rule.text).toBe(200);
    expect(rule.body.gstRule).toEqual({ threshold: 2500, rateAbove: 18 });
    const page = await t.request(`/api/products/${saree.product.id}`);
    const rateOf = (title: string) => page.body.variants.find((v: { title: string }) => v.title === title)?.gstRate;
    expect(rateOf('Fabric Cotton')).toBe(5);
    expect(rateOf('Fabric Silk')).toBe(18);

    const placed = await placeOrder(t, {
      token: userToken,
      items: [
        { product: saree.product.id, variantId: saree.byTitle('Fabric Cotton')._id, quantity: 1 },
        { product: saree.product.id, variantId: saree.byTitle('Fabric Silk')._id, quantity: 1 },
      ],
    });
    const rates = ratesByVariant(placed);
    expect(rates).toEqual({ 'Fabric Cotton': 5, 'Fabric Silk': 18 });

    const text = await deliverAndReadInvoice(placed._id);
    expect(text).toContain('Handloom Saree (Fabric Cotton)');
    expect(text).toContain('Handloom Saree (Fabric Silk)');
    // IGST 5% and 18%, or CGST + SGST at half of each, by the seller's and buyer's states.
    expect(text).toMatch(/(^|[^.\d])(5|2\.5)(\.00)?\s*%/m);
    expect(text).toMatch(/(^|[^.\d])(18|9)(\.00)?\s*%/m);

    // GSTR-1's HSN summary (Table 12) reports the saree at each variant's rate: one piece at 5%, one at 18%.
    const byRate = await hsnSummaryByRate(placed._id, '5208');
    expect(Object.keys(byRate).sort()).toEqual(['18', '5']);
    expect(byRate[5]).toEqual({ quantity: 1, taxable: 1904.76 });
    // The same taxable values as the invoice's lines (this order pays no delivery or COD fee, so no fee line).
    expect(byRate[18]).toEqual({ quantity: 1, taxable: 2541.52 });
    expect(text).toContain('1,904.76');
    expect(text).toContain('2,541.52');
  });

  it('lowers a size to 5% when the coupon brings its piece within the threshold, on the order and invoice', async () => {
    // Decision 218: the threshold is on the sale value per piece after the invoice's discount. ₹2,799 is
    // ₹2,665.71 before 5% GST, above ₹2,500: 18% on the product page. With 10% off, a piece sells at ₹2,519.10,
    // ₹2,399.14 before 5% GST: 5%. ₹3,299 less 10% is ₹2,969.10, ₹2,827.71 before 5% GST: still 18%.
    const kurta = await createProductWithOptions(t, adminToken, {
      options: [{ name: 'Size', values: ['M', 'L'] }],
      stock: { 'Size M': 5, 'Size L': 5 },
      prices: { 'Size M': 2799, 'Size L': 3299 },
      product: { name: 'Jaipur Silk Kurta', mrpPaise: 3999_00, gstRatePercent: 5, hsn: '6211' },
    });
    const rule = await t.request(`/api/admin/products/${kurta.product.id}/gst-rule`, {
      method: 'PUT',
      token: adminToken,
      json: { threshold: 2500, rateAbove: 18 },
    });
    expect(rule.status, rule.text).toBe(200);
    const page = await t.request(`/api/products/${kurta.product.id}`);
    expect(page.body.variants.map((v: { title: string; gstRate: number }) => [v.title, v.gstRate])).toEqual([
      ['Size M', 18],
      ['Size L', 18],
    ]);

    const coupon = await createCoupon(t, adminToken, { percentOff: 10 });
    const [m, l] = [kurta.byTitle('Size M'), kurta.byTitle('Size L')];
    // Two pieces of M: the line's ₹5,038.20 is above the threshold, each piece is not.
    const placed = await placeOrder(t, {
      token: userToken,
      couponCode: coupon.code,
      items: [
        { product: kurta.product.id, variantId: m._id, quantity: 2 },
        { product: kurta.product.id, variantId: l._id, quantity: 1 },
      ],
    });
    const rates = ratesByVariant(placed);
    expect(rates).toEqual({ 'Size M': 5, 'Size L': 18 });

    const text = await deliverAndReadInvoice(placed._id);
    // Each line's rate under its own row (IGST or CGST + SGST at half, by the buyer's state), and the taxable
    // value after the coupon at that rate (tax per piece, decision 050): M ₹5,038.20 at 5% is ₹4,798.28 (at
    // 18% it would be ₹4,269.66); L ₹2,969.10 at 18% is ₹2,516.18.
    expect(text).toMatch(/\(Size M\)[^\n]*\n[^\n]*@ (5|2\.5)%/);
    expect(text).toMatch(/\(Size L\)[^\n]*\n[^\n]*@ (18|9)%/);
    expect(text).toContain('4,798.28');
    expect(text).not.toContain('4,269.66');
    expect(text).toContain('2,516.18');

    const byRate = await hsnSummaryByRate(placed._id, '6211');
    expect(byRate).toEqual({ 5: { quantity: 2, taxable: 4798.28 }, 18: { quantity: 1, taxable: 2516.18 } });
  });

  it("prices the cart's quote per variant and refuses an option no longer sold", async () => {
    const shoes = await createProductWithOptions(t, adminToken, {
      options: [{ name: 'Size', values: ['UK 7', 'UK 8'] }],
      stock: { 'Size UK 7': 3, 'Size UK 8': 3 },
      prices: { 'Size UK 7': 1200, 'Size UK 8': 1500 },
      product: { mrpPaise: 2000_00 },
    });
    const quote = (variantId: string) =>
      t.request('/api/shiprocket/calculate-shipping', {
        method: 'POST',
        token: userToken,
        json: { items: [{ product: shoes.product.id, variantId, quantity: 2 }], paymentMethod: 'cod' },
      });
    const seven = await quote(shoes.byTitle('Size UK 7')._id);
    expect(seven.status, seven.text).toBe(200);
    expect(seven.body.subtotal).toBe(2400);
    expect((await quote(shoes.byTitle('Size UK 8')._id)).body.subtotal).toBe(3000);
    const other = await createProduct(t);
    const foreign = await quote((await t.request(`/api/products/${other.id}`)).body.variants[0]._id);
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toMatch(/is not sold at the moment/);
  });

  it('is found by its option values ("rust kurta", a typo too) until the option is removed', async () => {
    const kurta = await createProductWithOptions(t, adminToken, {
      options: [
        { name: 'Colour', values: ['Indigo', 'Rust'] },
        { name: 'Size', values: ['S', 'M'] },
      ],
      stock: { 'Colour Indigo / S': 2, 'Colour Rust / M': 2 },
      product: { name: 'Anokhi Block Print Kurta' },
    });
    const found = async (q: string) =>
      ((await t.request(`/api/products?q=${encodeURIComponent(q)}`)).body.products as { _id: string }[]).map(
        (p) => p._id,
      );
    expect((await found('rust kurta'))[0]).toBe(kurta.product.id);
    expect((await found('indiga anokhi'))[0]).toBe(kurta.product.id);

    const only = await t.request(`/api/admin/products/${kurta.product.id}/options`, {
      method: 'PUT',
      token: adminToken,
      json: { options: [{ name: 'Colour', values: ['Indigo'] }] },
    });
    expect(only.status, only.text).toBe(200);
    expect(await found('rust anokhi')).not.toContain(kurta.product.id);
    expect((await found('indigo anokhi'))[0]).toBe(kurta.product.id);
  });

  it('filters a category by size and colour on one variant, with its stock, and lists the values to filter by', async () => {
    const [category] = await t.database.db.insert(categories).values({ name: 'Festive Wear Filters' }).returning();
    const make = (name: string, stock: Record<string, number>) =>
      createProductWithOptions(t, adminToken, {
        options: [
          { name: 'Size', values: ['S', 'M', 'L'] },
          { name: 'Colour', values: ['Red', 'Navy'] },
        ],
        stock,
        product: { name, categoryId: category!.id },
      });
    // In stock: the kurta in S Red and L Navy, the shirt in M Red; every other size and colour sold out.
    const kurta = await make('Filter Kurta', { 'Size S / Red': 2, 'Size M / Navy': 0, 'Size L / Navy': 4 });
    const shirt = await make('Filter Shirt', { 'Size M / Red': 1 });
    const ids = async (query: string) => {
      const res = await t.request(`/api/products?category=Festive%20Wear%20Filters&${query}`);
      expect(res.status, res.text).toBe(200);
      return (res.body.products as { _id: string }[]).map((p) => p._id).sort();
    };
    expect(await ids('option=Size:M')).toEqual([kurta.product.id, shirt.product.id].sort());
    expect(await ids('option=size:m&inStock=1')).toEqual([shirt.product.id]);
    // Red and M on one variant: both come in it, but only the shirt has one (the kurta's red M is sold out).
    expect(await ids('option=Size:M&option=Colour:Red')).toEqual([kurta.product.id, shirt.product.id].sort());
    expect(await ids('option=Size:M&option=Colour:Red&inStock=1')).toEqual([shirt.product.id]);
    // Two values of one option are either: M or L in Navy.
    expect(await ids('option=Size:M&option=Size:L&option=Colour:Navy&inStock=true')).toEqual([kurta.product.id]);

    const facets = await t.request('/api/products/facets?category=festive%20wear%20filters');
    expect(facets.status, facets.text).toBe(200);
    expect(facets.body.options).toEqual([
      {
        name: 'Size',
        values: [
          { value: 'S', products: 2 },
          { value: 'M', products: 2 },
          { value: 'L', products: 2 },
        ],
      },
      {
        name: 'Colour',
        values: [
          { value: 'Red', products: 2 },
          { value: 'Navy', products: 2 },
        ],
      },
    ]);

    const bad = await t.request('/api/products?option=Size');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(CATALOG_MESSAGES.invalidOptionFilter);
  });

  it('refuses bad options and bulk edits with a clear message', async () => {
    const p = await createProduct(t);
    const tooMany = await t.request(`/api/admin/products/${p.id}/options`, {
      method: 'PUT',
      token: adminToken,
      json: { options: [1, 2, 3, 4].map((n) => ({ name: `O${n}`, values: ['a'] })) },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('A product has at most 3 options');
    const customer = await t.request(`/api/admin/products/${p.id}/options`, {
      method: 'PUT',
      token: userToken,
      json: { options: sizes },
    });
    expect(customer.status).toBe(403);
    const page = await t.request(`/api/products/${p.id}`);
    const stranger = await t.request(`/api/admin/products/${p.id}/variants`, {
      method: 'PATCH',
      token: adminToken,
      json: { variants: [{ id: page.body.variants[0]._id, stock: -1 }] },
    });
    expect(stranger.status).toBe(400);
    expect(stranger.body.message).toMatch(/Stock must be a whole number/);
  });

  it('generates a 4 x 3 grid, bulk edits stock, prices and pictures, and names the variant a bad edit refuses', async () => {
    const pictures = ['/uploads/shirt-blue.webp', '/uploads/shirt-white.webp'];
    const shirt = await createProductWithOptions(t, adminToken, {
      options: [
        { name: 'Size', values: ['S', 'M', 'L', 'XL'] },
        { name: 'Colour', values: ['Blue', 'White', 'Black'] },
      ],
      product: { name: 'Linen Shirt', images: pictures, mrpPaise: 1_999_00 },
    });
    expect(shirt.variants).toHaveLength(12);
    const url = `/api/admin/products/${shirt.product.id}/variants`;
    const patch = (variants: object[]) => t.request(url, { method: 'PATCH', token: adminToken, json: { variants } });

    const edited = await patch(
      shirt.variants.map((v) => ({
        id: v._id,
        stock: 6,
        sellingPrice: 1_499,
        ...(v.title.endsWith('Blue') ? { images: [pictures[0]] } : {}),
      })),
    );
    expect(edited.status, edited.text).toBe(200);
    const after = edited.body.variants as { title: string; stock: number; sellingPrice: number; images: string[] }[];
    expect(after.every((v) => v.stock === 6 && v.sellingPrice === 1_499)).toBe(true);
    expect(after.find((v) => v.title === 'Size M / Blue')?.images).toEqual([pictures[0]]);
    expect(after.find((v) => v.title === 'Size M / White')?.images).toEqual([]);
    expect(await stockOf(t, shirt.product.id)).toBe(72);

    const [first, second] = [shirt.byTitle('Size S / Blue'), shirt.byTitle('Size S / White')];
    const twice = await patch([
      { id: first._id, sku: 'LIN-S-X' },
      { id: second._id, sku: 'lin-s-x' },
    ]);
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ message: 'SKU lin-s-x is given to more than one variant', field: 'sku' });
    const other = await createProduct(t);
    const taken = await patch([{ id: first._id, sku: other.sku }]);
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ field: 'sku', variantId: first._id });
    expect(taken.body.message).toBe(`SKU ${other.sku} is already used by another product or variant`);
    const foreign = await patch([{ id: first._id, images: ['https://elsewhere.example/x.jpg'] }]);
    expect(foreign.status).toBe(422);
    expect(foreign.body.message).toBe("A variant's pictures must be chosen from the product's own pictures");
    const aboveMrp = await patch([{ id: first._id, mrp: 999, sellingPrice: 1_499 }]);
    expect(aboveMrp.status).toBe(422);
    expect(aboveMrp.body).toMatchObject({ field: 'sellingPrice', variantId: first._id });
    const badBarcode = await patch([{ id: first._id, barcode: '12345' }]);
    expect(badBarcode.status).toBe(400);
    expect(badBarcode.body.message).toMatch(/Barcode must be an EAN or GTIN/);
    // Nothing of the refused edits was written.
    expect(await variantStockOf(t, first._id)).toBe(6);
    const page = await t.request(`/api/products/${shirt.product.id}`);
    expect(page.body.variants.find((v: { _id: string }) => v._id === first._id).sku).toBe(first.sku);
  });
});
