import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PRODUCT_FORM_MESSAGES } from '@shop/shared/schemas/product-form';
import { auditLog, categories, orderItems, products } from '../src/db/schema';
import type { TestApp } from './helpers/test-app';
import { useSignedInShop } from './helpers/test-shop';

let t: TestApp;
let adminToken: string;
let userToken: string;

useSignedInShop((shop) => ({ t, adminToken, userToken } = shop));

/** A real picture of the given size and format, drawn with sharp. */
async function picture(format: 'png' | 'jpeg' | 'webp' | 'gif' | 'avif', width = 320, height = 240, color = '#2563eb') {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .toFormat(format)
    .toBuffer();
}

type FileSpec = { name: string; type: string; data: Buffer };

function form(fields: Record<string, string>, files: FileSpec[] = []) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  for (const f of files) body.append('images', new Blob([new Uint8Array(f.data)], { type: f.type }), f.name);
  return body;
}

let counter = 0;
function fields(patch: Record<string, string> = {}) {
  counter += 1;
  return {
    name: `Admin Test Kettle ${counter}`,
    description: 'A 1.5 litre electric kettle with auto shut-off.',
    mrp: '1999',
    sellingPrice: '1499.50',
    category: 'Home',
    stock: '25',
    tags: 'kitchen, kettle, ,Kitchen',
    specialFeatures: 'Auto shut-off, Boil-dry protection',
    specifications: '{"Capacity": "1.5 L", "Power": 1500}',
    ...patch,
  };
}

const create = (body: FormData | undefined, token = adminToken) =>
  t.request('/api/products', { method: 'POST', token, body });
const update = (id: string, body: FormData, token = adminToken) =>
  t.request(`/api/products/${id}`, { method: 'PUT', token, body });

describe('POST /api/products', () => {
  it('creates a product from the form with two pictures, stored as WebP of at most 1600 px', async () => {
    const png = await picture('png', 2400, 1200);
    const jpeg = await picture('jpeg', 300, 300, '#dc2626');
    const res = await create(
      form(fields({ name: 'Zephyrine Steel Kettle' }), [
        { name: 'front.png', type: 'image/png', data: png },
        // The declared type is wrong on purpose: the bytes decide.
        { name: 'side.jpg', type: 'application/octet-stream', data: jpeg },
      ]),
    );
    expect(res.status, res.text).toBe(201);
    const p = res.body.product;
    expect(p).toMatchObject({
      name: 'Zephyrine Steel Kettle',
      description: 'A 1.5 litre electric kettle with auto shut-off.',
      mrp: 1999,
      sellingPrice: 1499.5,
      category: 'Home',
      stock: 25,
      tags: ['kitchen', 'kettle'],
      specialFeatures: ['Auto shut-off', 'Boil-dry protection'],
      specifications: { Capacity: '1.5 L', Power: '1500' },
      rating: 0,
      reviews: 0,
    });
    expect(p.sku).toMatch(/^HOM-[A-Z0-9]{8}$/);
    expect(p.images).toHaveLength(2);
    for (const path of p.images) {
      expect(path).toMatch(/^\/uploads\/products\/[0-9a-f-]{36}\.webp$/);
      const file = join(t.config.uploadsDir, path.slice('/uploads/'.length));
      expect(existsSync(file)).toBe(true);
      const meta = await sharp(file).metadata();
      expect(meta.format).toBe('webp');
      expect(Math.max(meta.width, meta.height)).toBeLessThanOrEqual(1600);
    }
    expect((await sharp(join(t.config.uploadsDir, p.images[0].slice(9))).metadata()).width).toBe(1600);
    // Served, and resizable like every other product picture.
    const served = await fetch(`${t.url}${p.images[1]}?w=200`);
    expect(served.status).toBe(200);

    // The storefront finds it at once: search vector columns were kept in step.
    const found = await t.request('/api/products?q=zephyrine');
    expect(found.status).toBe(200);
    expect(found.body.products.map((x: any) => x._id)).toContain(p._id);
    const byTag = await t.request(`/api/products?q=${encodeURIComponent('kettle zephyrine')}`);
    expect(byTag.body.products.map((x: any) => x._id)).toContain(p._id);
    const detail = await t.request(`/api/products/${p._id}`);
    // The admin's answer also carries the Hindi fields as entered (none here); the storefront's does not.
    const { nameHi, descriptionHi, categoryHi, ...shown } = p;
    expect({ nameHi, descriptionHi, categoryHi }).toEqual({
      nameHi: null,
      descriptionHi: null,
      categoryHi: 'घर और रसोई',
    });
    expect(detail.body.product).toEqual(shown);
    const [row] = await t.database.db.select().from(products).where(eq(products.id, p._id));
    expect(row).toMatchObject({
      categoryName: 'Home',
      tagsText: 'kitchen kettle',
      mrpPaise: 1999_00,
      sellingPricePaise: 1499_50,
    });
  });

  it('stores no selling price when it is empty or equal to the MRP, and refuses one above the MRP', async () => {
    const empty = await create(form(fields({ sellingPrice: '' })));
    expect(empty.status).toBe(201);
    expect(empty.body.product.sellingPrice).toBeNull();
    const equal = await create(form(fields({ mrp: '1,299.00', sellingPrice: '1299' })));
    expect(equal.status).toBe(201);
    expect(equal.body.product).toMatchObject({ mrp: 1299, sellingPrice: null });
    const above = await create(form(fields({ mrp: '100', sellingPrice: '100.01' })));
    expect(above.status).toBe(400);
    expect(above.body.message).toBe(PRODUCT_FORM_MESSAGES.sellingPriceAboveMrp);
  });

  it("reads specifications as a JSON object or as 'key:value' pairs, and explains a bad one", async () => {
    const pairs = await create(form(fields({ specifications: 'Colour: Black, Ratio: 16:9 ,, Warranty:2 years' })));
    expect(pairs.status).toBe(201);
    expect(pairs.body.product.specifications).toEqual({ Colour: 'Black', Ratio: '16:9', Warranty: '2 years' });
    const json = await create(form(fields({ specifications: '{"Material":"Steel","Weight (kg)":1.2}' })));
    expect(json.body.product.specifications).toEqual({ Material: 'Steel', 'Weight (kg)': '1.2' });

    for (const [specifications, message] of [
      ['{"Material": "Steel"', PRODUCT_FORM_MESSAGES.invalidSpecificationsJson],
      ['["a", "b"]', PRODUCT_FORM_MESSAGES.invalidSpecificationsJson],
      ['Colour Black', PRODUCT_FORM_MESSAGES.specificationPairInvalid('Colour Black')],
      ['{"Size": {"w": 1}}', PRODUCT_FORM_MESSAGES.specificationValueNotText],
    ] as const) {
      const res = await create(form(fields({ specifications })));
      expect(res.status, specifications).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });

  it.each([
    ['name', PRODUCT_FORM_MESSAGES.nameRequired],
    ['category', PRODUCT_FORM_MESSAGES.categoryRequired],
    ['mrp', PRODUCT_FORM_MESSAGES.mrpRequired],
    ['stock', PRODUCT_FORM_MESSAGES.stockRequired],
    ['description', PRODUCT_FORM_MESSAGES.descriptionRequired],
  ])('requires %s', async (field, message) => {
    const before = await t.database.db.$count(products);
    const missing = fields();
    delete (missing as Record<string, string>)[field];
    const res = await create(form(missing));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message });
    const blank = await create(form(fields({ [field]: '   ' })));
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe(message);
    expect(await t.database.db.$count(products)).toBe(before);
  });

  it.each([
    [{ mrp: 'abc' }, PRODUCT_FORM_MESSAGES.invalidMrp],
    [{ mrp: '0' }, PRODUCT_FORM_MESSAGES.invalidMrp],
    [{ mrp: '10.999' }, PRODUCT_FORM_MESSAGES.invalidMrp],
    [{ sellingPrice: '-5' }, PRODUCT_FORM_MESSAGES.invalidSellingPrice],
    [{ stock: '-1' }, PRODUCT_FORM_MESSAGES.invalidStock],
    [{ stock: '2.5' }, PRODUCT_FORM_MESSAGES.invalidStock],
    [{ sku: 'has space' }, PRODUCT_FORM_MESSAGES.invalidSku],
    [{ existingImages: 'not json' }, PRODUCT_FORM_MESSAGES.invalidExistingImages],
  ])('rejects %o with 400', async (patch, message) => {
    const res = await create(form(fields(patch)));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('rejects a text file named .png (400) and a picture over the size limit (413), storing nothing', async () => {
    const before = await t.database.db.$count(products);
    const fake = await create(
      form(fields(), [
        { name: 'ok.png', type: 'image/png', data: await picture('png') },
        { name: 'photo.png', type: 'image/png', data: Buffer.from('this is not a picture, only text\n'.repeat(20)) },
      ]),
    );
    expect(fake.status).toBe(400);
    expect(fake.body.message).toBe(PRODUCT_FORM_MESSAGES.notAnImage);

    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const vector = await create(form(fields(), [{ name: 'logo.svg', type: 'image/svg+xml', data: svg }]));
    expect(vector.status).toBe(400);

    const huge = Buffer.concat([await picture('png'), Buffer.alloc(t.config.UPLOAD_LIMIT_BYTES + 1024, 7)]);
    const big = await create(form(fields(), [{ name: 'big.png', type: 'image/png', data: huge }]));
    expect(big.status).toBe(413);
    expect(big.headers.get('content-type')).toContain('application/json');
    expect(big.body.message).toBe(PRODUCT_FORM_MESSAGES.imageTooLarge(t.config.UPLOAD_LIMIT_BYTES));
    expect(big.body.message).toBe('Each image must be at most 5 MB');
    expect(await t.database.db.$count(products)).toBe(before);
  });

  it('accepts JPEG, PNG, WebP, AVIF and GIF, and at most 8 pictures', async () => {
    const formats = ['jpeg', 'png', 'webp', 'avif', 'gif'] as const;
    const files = await Promise.all(
      formats.map(async (f) => ({ name: `p.${f}`, type: `image/${f}`, data: await picture(f, 64, 64) })),
    );
    const res = await create(form(fields(), files));
    expect(res.status, res.text).toBe(201);
    expect(res.body.product.images).toHaveLength(5);

    const nine = await Promise.all(
      Array.from({ length: 9 }, async () => ({ name: 'x.png', type: 'image/png', data: await picture('png', 16, 16) })),
    );
    const tooMany = await create(form(fields(), nine));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe(PRODUCT_FORM_MESSAGES.tooManyImages);
  });

  it('creates a new category on the fly and matches an existing one in any case', async () => {
    const name = `Garden Tools ${randomUUID().slice(0, 6)}`;
    const res = await create(form(fields({ category: `  ${name} ` })));
    expect(res.status).toBe(201);
    expect(res.body.product.category).toBe(name);
    const list = await t.request('/api/products/categories/list');
    const created = list.body.categories.find((c: any) => c.name === name);
    expect(created).toMatchObject({ name, productCount: 1, image: null });

    const again = await create(form(fields({ category: name.toUpperCase() })));
    expect(again.body.product.category).toBe(name);
    const electronics = await create(form(fields({ category: 'electronics' })));
    expect(electronics.body.product.category).toBe('Electronics');
    const rows = await t.database.db.select().from(categories);
    expect(rows.filter((c) => c.name.toLowerCase() === name.toLowerCase())).toHaveLength(1);
    expect(rows.filter((c) => c.name.toLowerCase() === 'electronics')).toHaveLength(1);
    const filtered = await t.request(`/api/products?category=${encodeURIComponent(name)}`);
    expect(filtered.body.total).toBe(2);
  });

  it('keeps SKUs unique: 409 on a clash, a generated one when absent', async () => {
    const sku = `KET-${randomUUID().slice(0, 8)}`;
    const first = await create(form(fields({ sku })));
    expect(first.status).toBe(201);
    expect(first.body.product.sku).toBe(sku);
    const clash = await create(form(fields({ sku })));
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe(PRODUCT_FORM_MESSAGES.skuTaken(sku));
  });

  it('accepts a JSON body from API clients', async () => {
    const res = await t.request('/api/products', {
      method: 'POST',
      token: adminToken,
      json: { ...fields(), mrp: 999, sellingPrice: 899, stock: 3, tags: ['a', 'b'], specifications: { Colour: 'Red' } },
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body.product).toMatchObject({
      mrp: 999,
      sellingPrice: 899,
      stock: 3,
      tags: ['a', 'b'],
      specifications: { Colour: 'Red' },
    });
  });
});

describe('warranty (docs/decisions/140-texts-from-data.md)', () => {
  it('stores the months, shows them on the product, clears them when empty, keeps them when left out', async () => {
    const created = await create(form(fields({ warrantyMonths: '24' })));
    expect(created.status, created.text).toBe(201);
    const id = created.body.product._id;
    expect(created.body.product.warrantyMonths).toBe(24);
    expect((await t.request(`/api/products/${id}`)).body.product.warrantyMonths).toBe(24);

    const kept = await update(id, form(fields({ name: 'Kettle, warranty kept' })));
    expect(kept.status, kept.text).toBe(200);
    expect(kept.body.product.warrantyMonths).toBe(24);

    const cleared = await update(id, form(fields({ warrantyMonths: '' })));
    expect(cleared.status, cleared.text).toBe(200);
    expect(cleared.body.product.warrantyMonths).toBeNull();
    const [row] = await t.database.db.select().from(products).where(eq(products.id, id));
    expect(row!.warrantyMonths).toBeNull();
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audits.some((a) => JSON.stringify(a.details).includes('warrantyMonths'))).toBe(true);
  });

  it.each(['0', '121', '1.5', 'two years'])('refuses %j months with a human 400 and writes nothing', async (months) => {
    const name = `Warranty ${months} ${randomUUID()}`;
    const res = await create(form(fields({ name, warrantyMonths: months })));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(PRODUCT_FORM_MESSAGES.invalidWarranty);
    expect(await t.database.db.select().from(products).where(eq(products.name, name))).toEqual([]);
  });

  it('gives the demo catalogue warranties only where they make sense', async () => {
    const rows = await t.database.db.select().from(products).where(isNull(products.deletedAt));
    const chair = rows.find((p) => p.sku === 'OFF-CHR-003');
    const saree = rows.find((p) => p.sku === 'FASH-SAR-003');
    expect(chair?.warrantyMonths).toBe(36);
    expect(saree?.warrantyMonths).toBeNull();
    expect(new Set(rows.map((p) => p.warrantyMonths)).size).toBeGreaterThan(2);
  });
});

describe('PUT /api/products/:id', () => {
  it('edits every field, empties the selling price when equal to the MRP, and reorders and removes pictures', async () => {
    const [a, b, c] = await Promise.all(
      ['#111111', '#222222', '#333333'].map((color) => picture('png', 100, 100, color)),
    );
    const created = await create(
      form(fields({ sku: `EDIT-${randomUUID().slice(0, 8)}` }), [
        { name: 'a.png', type: 'image/png', data: a! },
        { name: 'b.png', type: 'image/png', data: b! },
        { name: 'c.png', type: 'image/png', data: c! },
      ]),
    );
    const p = created.body.product;
    const [imgA, imgB, imgC] = p.images;

    const res = await update(
      p._id,
      form(
        {
          name: 'Edited Kettle',
          description: 'Now 1.7 litres.',
          mrp: '2499',
          sellingPrice: '2499.00',
          category: 'Electronics',
          stock: '7',
          tags: 'appliance',
          specialFeatures: '',
          specifications: 'Capacity: 1.7 L',
          existingImages: JSON.stringify([imgC, imgA]),
        },
        [{ name: 'd.webp', type: 'image/webp', data: await picture('webp', 50, 50) }],
      ),
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body.product).toMatchObject({
      _id: p._id,
      name: 'Edited Kettle',
      description: 'Now 1.7 litres.',
      mrp: 2499,
      sellingPrice: null,
      category: 'Electronics',
      stock: 7,
      tags: ['appliance'],
      specialFeatures: [],
      specifications: { Capacity: '1.7 L' },
      sku: p.sku,
    });
    const images = res.body.product.images;
    expect(images).toHaveLength(3);
    expect(images.slice(0, 2)).toEqual([imgC, imgA]);
    expect(images).not.toContain(imgB);
    expect(images[2]).toMatch(/^\/uploads\/products\/.+\.webp$/);
    const [row] = await t.database.db.select().from(products).where(eq(products.id, p._id));
    expect(row).toMatchObject({ categoryName: 'Electronics', tagsText: 'appliance', sellingPricePaise: null });

    // Without existingImages every current picture is kept.
    const keep = await update(p._id, form({ ...fields(), name: 'Edited Kettle' }));
    expect(keep.status).toBe(200);
    expect(keep.body.product.images).toEqual(images);

    // A picture of another product cannot be smuggled in.
    const foreign = await update(
      p._id,
      form({ ...fields(), existingImages: JSON.stringify(['/uploads/products/other.webp']) }),
    );
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe(PRODUCT_FORM_MESSAGES.unknownImage);

    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, p._id));
    const edit = audit.find((e) => e.action === 'product.update');
    expect(edit).toMatchObject({ actorEmail: 'admin@example.com', entityType: 'product' });
    expect((edit!.details as any).changes).toMatchObject({
      name: { to: 'Edited Kettle' },
      mrp: { from: 1999, to: 2499 },
      sellingPrice: { from: 1499.5, to: null },
      stock: { from: 25, to: 7 },
      category: { from: 'Home', to: 'Electronics' },
    });
  });

  it('answers 404 for a missing product and 409 for a SKU another product has', async () => {
    expect((await update(randomUUID(), form(fields()))).status).toBe(404);
    expect((await update('not-a-uuid', form(fields()))).status).toBe(404);
    const one = await create(form(fields({ sku: `ONE-${randomUUID().slice(0, 6)}` })));
    const two = await create(form(fields()));
    const res = await update(two.body.product._id, form(fields({ sku: one.body.product.sku })));
    expect(res.status).toBe(409);
  });
});

describe('DELETE /api/products/:id', () => {
  it('soft-deletes: the product leaves the shop, an order that references it stays readable with its snapshot', async () => {
    const created = await create(
      form(fields({ name: 'Doomed Kettle', sellingPrice: '' }), [
        { name: 'a.png', type: 'image/png', data: await picture('png') },
      ]),
    );
    const p = created.body.product;
    const placed = await t.request('/api/orders', {
      method: 'POST',
      token: userToken,
      json: {
        items: [{ product: p._id, quantity: 2 }],
        paymentMethod: 'cod',
        shippingAddress: {
          name: 'Rahul Sharma',
          phone: '9876543210',
          street: '221 Linking Road',
          city: 'Mumbai',
          state: 'Maharashtra',
          pincode: '400050',
        },
      },
    });
    expect(placed.status, placed.text).toBe(201);
    const orderId = placed.body.order._id;

    const res = await t.request(`/api/products/${p._id}`, { method: 'DELETE', token: adminToken });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Product deleted' });

    expect((await t.request(`/api/products/${p._id}`)).status).toBe(404);
    const search = await t.request('/api/products?q=doomed');
    expect(search.body.products.map((x: any) => x._id)).not.toContain(p._id);
    const adminList = await t.request('/api/admin/products?search=doomed', { token: adminToken });
    expect(adminList.body.total).toBe(0);

    const order = await t.request(`/api/orders/${orderId}`, { token: userToken });
    expect(order.status).toBe(200);
    expect(order.body.order.items[0]).toMatchObject({
      name: 'Doomed Kettle',
      sku: p.sku,
      price: 1999,
      quantity: 2,
      product: { _id: p._id, name: 'Doomed Kettle', images: [p.images[0]] },
    });
    const [item] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(item!.productId).toBe(p._id);
    const [row] = await t.database.db.select().from(products).where(eq(products.id, p._id));
    expect(row!.deletedAt).not.toBeNull();

    // Deleted products cannot be bought, edited or deleted again.
    expect((await t.request(`/api/products/${p._id}`, { method: 'DELETE', token: adminToken })).status).toBe(404);
    expect((await update(p._id, form(fields()))).status).toBe(404);

    const actions = (await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, p._id))).map(
      (e) => e.action,
    );
    expect(actions.sort()).toEqual(['product.create', 'product.delete']);
  });
});

describe('GET /api/admin/products', () => {
  it('lists live products newest first, searched by name or SKU, filtered by category, paged', async () => {
    const tag = randomUUID().slice(0, 6).toUpperCase();
    const made = [];
    for (let i = 0; i < 3; i++) {
      made.push(
        (await create(form(fields({ name: `Listing ${tag} ${i}`, sku: `LST-${tag}-${i}`, category: 'Books' })))).body
          .product,
      );
    }
    const bySearch = await t.request(`/api/admin/products?search=listing%20${tag.toLowerCase()}`, {
      token: adminToken,
    });
    expect(bySearch.status).toBe(200);
    expect(bySearch.body.total).toBe(3);
    expect(bySearch.body.products.map((p: any) => p._id)).toEqual(made.map((p) => p._id).reverse());
    const bySku = await t.request(`/api/admin/products?search=lst-${tag.toLowerCase()}-1`, { token: adminToken });
    expect(bySku.body.products.map((p: any) => p.sku)).toEqual([`LST-${tag}-1`]);
    const paged = await t.request(`/api/admin/products?search=${tag}&category=books&limit=2&page=2`, {
      token: adminToken,
    });
    expect(paged.body).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(paged.body.products).toHaveLength(1);
    const otherCategory = await t.request(`/api/admin/products?search=${tag}&category=Toys`, { token: adminToken });
    expect(otherCategory.body.total).toBe(0);
    const all = await t.request('/api/admin/products?category=all', { token: adminToken });
    expect(all.body.total).toBe(await t.database.db.$count(products, isNull(products.deletedAt)));
    expect((await t.request('/api/admin/products?limit=0', { token: adminToken })).status).toBe(400);
  });
});
