import { and, eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, emailOutbox, products } from '../src/db/schema';
import { createCustomer, createProduct, placeDeliveredOrder, placeOrder } from './helpers/factories';
import { startTestApp, type TestApp } from './helpers/test-app';

/** Issue 19: reviews from verified buyers (decisions 130, 131), the wishlist and its restock mail (132, 133). */
let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await startTestApp();
  adminToken = await t.login('admin@example.com', 'admin123');
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const png = (color = '#e11d48') =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
    .png()
    .toBuffer();

function reviewForm(fields: Record<string, string>, files: Buffer[] = []) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  for (const [i, f] of files.entries()) form.append('images', new Blob([new Uint8Array(f)], { type: 'image/png' }), `p${i}.png`);
  return form;
}

const productRow = async (id: string) => (await t.database.db.select().from(products).where(eq(products.id, id)))[0]!;

describe('reviews', () => {
  it('refuses a customer without a delivered order (403), accepts a buyer once (409 next), and recomputes the rating', async () => {
    const product = await createProduct(t, { skuPrefix: 'REV', stock: 20 });
    const stranger = await createCustomer(t, { name: 'Stranger Danger' });
    const pendingBuyer = await createCustomer(t, { name: 'Pending Buyer' });
    await placeOrder(t, { token: pendingBuyer.token, product: product.id });
    const buyer = await createCustomer(t, { name: 'Priya Sharma' });
    await placeDeliveredOrder(t, { token: buyer.token, product: product.id, adminToken });
    const other = await createCustomer(t, { name: 'Arjun Mehta' });
    await placeDeliveredOrder(t, { token: other.token, product: product.id, adminToken });

    const body = { rating: 4, title: 'Solid', body: 'Works as described.' };
    for (const who of [stranger, pendingBuyer]) {
      const res = await t.request(`/api/products/${product.id}/reviews`, { method: 'POST', token: who.token, json: body });
      expect(res.status, res.text).toBe(403);
      expect(res.body.message).toBe('Only customers who received this product can review it');
    }
    const anonymous = await t.request(`/api/products/${product.id}/reviews`, { method: 'POST', json: body });
    expect(anonymous.status).toBe(401);

    const mine = await t.request(`/api/products/${product.id}/reviews/mine`, { token: buyer.token });
    expect(mine.body).toEqual({ canReview: true, review: null });

    const created = await t.request(`/api/products/${product.id}/reviews`, {
      method: 'POST',
      token: buyer.token,
      body: reviewForm({ rating: '4', title: 'Solid', body: 'Works as described.' }, [await png()]),
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body.review).toMatchObject({ rating: 4, authorName: 'Priya S.', verifiedBuyer: true });
    expect(created.body.review.photos).toHaveLength(1);
    expect(created.body.review.photos[0]).toMatch(/^\/uploads\/products\/.+\.webp$/);
    const photo = await t.request(created.body.review.photos[0]);
    expect(photo.status).toBe(200);

    const again = await t.request(`/api/products/${product.id}/reviews`, { method: 'POST', token: buyer.token, json: body });
    expect(again.status).toBe(409);

    // The catalogue shows the computed rating at once (its cache was dropped).
    expect((await t.request(`/api/products/${product.id}`)).body.product).toMatchObject({ rating: 4, reviews: 1 });
    const second = await t.request(`/api/products/${product.id}/reviews`, {
      method: 'POST',
      token: other.token,
      json: { rating: 5, title: 'Love it', body: 'Perfect.' },
    });
    expect(second.status, second.text).toBe(201);
    expect((await t.request(`/api/products/${product.id}`)).body.product).toMatchObject({ rating: 4.5, reviews: 2 });

    // Editing keeps one review and recomputes: (2 + 5) / 2 = 3.5; the photo is dropped when not kept.
    const edited = await t.request(`/api/products/${product.id}/reviews/mine`, {
      method: 'PUT',
      token: buyer.token,
      body: reviewForm({ rating: '2', title: 'Broke in a week', body: 'The hinge snapped.', keepPhotos: '[]' }),
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.review).toMatchObject({ rating: 2, title: 'Broke in a week', photos: [] });
    expect(await productRow(product.id)).toMatchObject({ rating: 3.5, reviews: 2 });

    const list = await t.request(`/api/products/${product.id}/reviews?sort=newest`);
    expect(list.status).toBe(200);
    expect(list.body.summary).toEqual({ average: 3.5, count: 2, breakdown: [0, 1, 0, 0, 1] });
    expect(list.body.reviews.map((r: { title: string }) => r.title)).toEqual(['Love it', 'Broke in a week']);
    const fives = await t.request(`/api/products/${product.id}/reviews?stars=5`);
    expect(fives.body.reviews.map((r: { rating: number }) => r.rating)).toEqual([5]);
    expect(fives.body.total).toBe(1);

    // Helpful: once per customer; "most helpful" puts it first.
    const vote = () => t.request(`/api/reviews/${edited.body.review._id}/helpful`, { method: 'POST', token: other.token });
    expect((await vote()).body.helpfulCount).toBe(1);
    expect((await vote()).body.helpfulCount).toBe(1);
    const helpful = await t.request(`/api/products/${product.id}/reviews?sort=helpful`);
    expect(helpful.body.reviews[0].title).toBe('Broke in a week');
  });

  it('answers bad input with a clear 4xx', async () => {
    const product = await createProduct(t, { skuPrefix: 'REV', stock: 20 });
    const buyer = await createCustomer(t);
    await placeDeliveredOrder(t, { token: buyer.token, product: product.id, adminToken });
    const post = (json: unknown) =>
      t.request(`/api/products/${product.id}/reviews`, { method: 'POST', token: buyer.token, json });
    expect((await post({ rating: 6, title: 'x', body: 'y' })).body.message).toBe('Choose a rating from 1 to 5 stars');
    expect((await post({ rating: 3, title: ' ', body: 'y' })).body.message).toBe('Please give your review a title');
    const four = await t.request(`/api/products/${product.id}/reviews`, {
      method: 'POST',
      token: buyer.token,
      body: reviewForm({ rating: '3', title: 't', body: 'b' }, await Promise.all([png(), png(), png(), png()])),
    });
    expect(four.status).toBe(400);
    expect(four.body.message).toBe('You can add up to 3 photos');
    const notImage = await t.request(`/api/products/${product.id}/reviews`, {
      method: 'POST',
      token: buyer.token,
      body: reviewForm({ rating: '3', title: 't', body: 'b' }, [Buffer.from('not a picture')]),
    });
    expect(notImage.status).toBe(400);
    expect((await t.request('/api/products/not-a-uuid/reviews')).status).toBe(404);
    expect((await t.request(`/api/products/${product.id}/reviews?stars=9`)).status).toBe(400);
    // Nothing half-written: no review, rating untouched.
    expect(await productRow(product.id)).toMatchObject({ rating: 0, reviews: 0 });
  });

  it('lets only admins hide and restore a review, audited, with the rating recomputed', async () => {
    const product = await createProduct(t, { skuPrefix: 'REV', stock: 20 });
    const a = await createCustomer(t, { name: 'Kavya Rao' });
    const b = await createCustomer(t, { name: 'Dev Patel' });
    for (const c of [a, b]) await placeDeliveredOrder(t, { token: c.token, product: product.id, adminToken });
    const ra = await t.request(`/api/products/${product.id}/reviews`, {
      method: 'POST',
      token: a.token,
      json: { rating: 1, title: 'Spam spam', body: 'Buy followers at example.com' },
    });
    await t.request(`/api/products/${product.id}/reviews`, {
      method: 'POST',
      token: b.token,
      json: { rating: 5, title: 'Great', body: 'Great kettle.' },
    });
    expect(await productRow(product.id)).toMatchObject({ rating: 3, reviews: 2 });
    const id = ra.body.review._id as string;

    expect((await t.request(`/api/admin/reviews/${id}/hide`, { method: 'PUT', token: b.token, json: {} })).status).toBe(403);
    expect((await t.request(`/api/admin/reviews/${id}/hide`, { method: 'PUT', json: {} })).status).toBe(401);
    expect((await t.request('/api/admin/reviews', { token: b.token })).status).toBe(403);

    const hidden = await t.request(`/api/admin/reviews/${id}/hide`, {
      method: 'PUT',
      token: adminToken,
      json: { reason: 'Spam link' },
    });
    expect(hidden.status, hidden.text).toBe(200);
    expect(hidden.body.review).toMatchObject({ hidden: true, hiddenReason: 'Spam link' });
    expect((await t.request(`/api/products/${product.id}`)).body.product).toMatchObject({ rating: 5, reviews: 1 });
    const publicList = await t.request(`/api/products/${product.id}/reviews`);
    expect(publicList.body.reviews.map((r: { _id: string }) => r._id)).not.toContain(id);
    const hiddenList = await t.request('/api/admin/reviews?status=hidden', { token: adminToken });
    expect(hiddenList.body.reviews.map((r: { _id: string }) => r._id)).toContain(id);

    const restored = await t.request(`/api/admin/reviews/${id}/restore`, { method: 'PUT', token: adminToken, json: {} });
    expect(restored.status).toBe(200);
    expect(await productRow(product.id)).toMatchObject({ rating: 3, reviews: 2 });

    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'review'), eq(auditLog.entityId, id)));
    expect(audits.map((r) => r.action).sort()).toEqual(['review.hide', 'review.restore']);
    expect(audits.find((r) => r.action === 'review.hide')!.actorEmail).toBe('admin@example.com');
  });

  it('computes the demo catalogue ratings from the demo reviews', async () => {
    const res = await t.request('/api/products?q=Sonora Rockwave 450&limit=1');
    const headphones = res.body.products[0];
    const reviews = await t.request(`/api/products/${headphones._id}/reviews`);
    expect(reviews.body.summary.count).toBe(headphones.reviews);
    expect(reviews.body.summary.average).toBe(headphones.rating);
    expect(reviews.body.reviews[0].verifiedBuyer).toBe(true);
  });
});

describe('wishlist', () => {
  it('keeps hearts per customer and merges a guest list at sign-in (union, unknown ids skipped)', async () => {
    const [p1, p2, p3] = await Promise.all([1, 2, 3].map(() => createProduct(t, { skuPrefix: 'WISH' })));
    const c = await createCustomer(t);
    expect((await t.request('/api/wishlist')).status).toBe(401);
    const added = await t.request(`/api/wishlist/${p1!.id}`, { method: 'PUT', token: c.token });
    expect(added.body.productIds).toEqual([p1!.id]);
    const merged = await t.request('/api/wishlist/merge', {
      method: 'POST',
      token: c.token,
      json: { productIds: [p2!.id, p1!.id, p3!.id, '00000000-0000-0000-0000-000000000000', 'junk'] },
    });
    expect(merged.status, merged.text).toBe(200);
    expect([...merged.body.productIds].sort()).toEqual([p1!.id, p2!.id, p3!.id].sort());
    expect(merged.body.products).toHaveLength(3);
    const removed = await t.request(`/api/wishlist/${p2!.id}`, { method: 'DELETE', token: c.token });
    expect([...removed.body.productIds].sort()).toEqual([p1!.id, p3!.id].sort());
    // Another customer's list is their own.
    const d = await createCustomer(t);
    expect((await t.request('/api/wishlist', { token: d.token })).body.productIds).toEqual([]);
    expect((await t.request('/api/wishlist/merge', { method: 'POST', token: d.token, json: { productIds: 'x' } })).status).toBe(400);
    expect((await t.request(`/api/wishlist/00000000-0000-0000-0000-000000000000`, { method: 'PUT', token: d.token })).status).toBe(404);
  });

  it('mails each wisher exactly once when stock goes from 0 to more', async () => {
    const product = await createProduct(t, { skuPrefix: 'RESTOCK', stock: 1 });
    const wisher = await createCustomer(t, { name: 'Wish Ful' });
    const buyer = await createCustomer(t);
    await t.request(`/api/wishlist/${product.id}`, { method: 'PUT', token: wisher.token });
    const mails = async () =>
      t.database.db
        .select()
        .from(emailOutbox)
        .where(and(like(emailOutbox.dedupeKey, `back-in-stock:${wisher.id}:${product.id}:%`)));
    const waitFor = async (n: number) => {
      for (let i = 0; i < 80 && (await mails()).length < n; i++) await new Promise((r) => setTimeout(r, 25));
      return mails();
    };

    const order = await placeOrder(t, { token: buyer.token, product: product.id }); // stock 1 -> 0
    await new Promise((r) => setTimeout(r, 100));
    expect(await mails()).toHaveLength(0);
    // The order is cancelled: stock 0 -> 1, one mail.
    const cancel = await t.request(`/api/orders/${order._id}/cancel`, { method: 'POST', token: buyer.token });
    expect(cancel.status, cancel.text).toBeLessThan(300);
    const first = await waitFor(1);
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ to: wisher.email, kind: 'back-in-stock' });
    expect(first[0]!.subject).toContain(product.name);

    // More stock changes while in stock: no more mail, even when told twice.
    const form = new FormData();
    for (const [k, v] of Object.entries({ name: product.name, description: 'A test product.', mrp: '500', category: 'Electronics', stock: '7' })) form.set(k, v);
    const edit = await t.request(`/api/products/${product.id}`, { method: 'PUT', token: adminToken, body: form });
    expect(edit.status, edit.text).toBe(200);
    await new Promise((r) => setTimeout(r, 150));
    expect(await mails()).toHaveLength(1);
  });
});
