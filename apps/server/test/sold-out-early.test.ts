import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressFor } from './helpers/client-address';
import {
  createCustomers,
  createProduct,
  createProductWithOptions,
  mumbaiAddress,
  stockOf,
  variantStockOf,
  type Customer,
} from './helpers/factories';
import { useSecondServer } from './helpers/second-server';
import { startTestApp, type TestApp } from './helpers/test-app';
import { signInDemoAccounts } from './helpers/test-shop';

/*
 * Decision 300: checkout answers "sold out" from what this server process last read of a line's stock, before the
 * order waits for a turn at the database, and asks the database again as soon as anything may have brought units
 * back: a cancellation, an admin's restock, or such a change on another server process.
 */

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await startTestApp();
  ({ adminToken } = await signInDemoAccounts(t));
}, 120_000);
// Registered after the test app's start, so it starts on its database (PostgreSQL only).
const other = useSecondServer({ app: () => t });

afterAll(async () => {
  await t?.close();
});

interface Line {
  product: string;
  variantId?: string;
}

/** One order of one unit, as checkout sends it, to this process or to another one's address. */
async function order(buyer: Customer, line: Line, { key, url }: { key?: string; url?: string } = {}) {
  const res = await fetch(`${url ?? t.url}/api/orders`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${buyer.token}`,
      'x-forwarded-for': addressFor(`user:${buyer.id}`),
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: JSON.stringify({ items: [{ ...line, quantity: 1 }], shippingAddress: mumbaiAddress, paymentMethod: 'cod' }),
  });
  const body = (await res.json()) as { message?: string; order?: { _id: string } };
  return { status: res.status, message: body.message, orderId: body.order?._id };
}

async function cancel(buyer: Customer, orderId: string, url = t.url) {
  const res = await fetch(`${url}/api/orders/${orderId}/cancel`, {
    method: 'POST',
    headers: { authorization: `Bearer ${buyer.token}`, 'x-forwarded-for': addressFor(`user:${buyer.id}`) },
  });
  expect(res.status).toBe(200);
}

/** Stock put back behind the shop's back (a merchant's own SQL): no notice, so only the database knows. */
async function restockSilently(productId: string, units: number) {
  await t.database.db.execute(sql`update product_variants set stock = ${units} where product_id = ${productId}`);
}

describe('checkout tells a sold-out line at once (decision 300)', () => {
  it('refuses the next buyer from what the order that took the last unit learnt, without asking the database', async () => {
    const product = await createProduct(t, { stock: 1, name: 'Early Answer Ashwagandha' });
    const [first, second] = await createCustomers(t, 2);
    expect((await order(first!, { product: product.id })).status).toBe(201);
    await restockSilently(product.id, 2);

    // The database has two units, but this process learnt the product sold out a moment ago: so it answers.
    const refused = await order(second!, { product: product.id });
    expect(refused).toMatchObject({ status: 409, message: 'Early Answer Ashwagandha is out of stock' });
    expect(await stockOf(t, product.id)).toBe(2);
  });

  it('answers a retry of the order that took the last unit with that order, not with "sold out"', async () => {
    const product = await createProduct(t, { stock: 1 });
    const [first, second] = await createCustomers(t, 2);
    const key = `early-answer-${product.id}`;
    const placed = await order(first!, { product: product.id }, { key });
    expect(placed.status).toBe(201);
    expect((await order(second!, { product: product.id })).status).toBe(409);

    const retried = await order(first!, { product: product.id }, { key });
    expect(retried).toMatchObject({ status: 200, orderId: placed.orderId });
    // A new order from the same buyer is refused like anyone's.
    expect((await order(first!, { product: product.id }, { key: `${key}-again` })).status).toBe(409);
  });

  it('sells again as soon as a cancellation brings a unit back', async () => {
    const product = await createProduct(t, { stock: 1, name: 'Early Answer Diya Set' });
    const [first, second] = await createCustomers(t, 2);
    const placed = await order(first!, { product: product.id });
    expect(placed.status).toBe(201);
    expect(await order(second!, { product: product.id })).toMatchObject({ status: 409 });

    await cancel(first!, placed.orderId!);
    expect((await order(second!, { product: product.id })).status).toBe(201);
    expect(await stockOf(t, product.id)).toBe(0);
  });

  it("refuses only the size that sold out, and sells it again after the admin's restock", async () => {
    const kurta = await createProductWithOptions(t, adminToken, {
      options: [{ name: 'Size', values: ['S', 'M'] }],
      stock: { 'Size S': 3, 'Size M': 1 },
      product: { name: 'Early Answer Kurta', mrpPaise: 899_00 },
    });
    const [s, m] = [kurta.byTitle('Size S'), kurta.byTitle('Size M')];
    const [first, second] = await createCustomers(t, 2);
    expect((await order(first!, { product: kurta.product.id, variantId: m._id })).status).toBe(201);

    const refused = await order(second!, { product: kurta.product.id, variantId: m._id });
    expect(refused).toMatchObject({ status: 409, message: 'Early Answer Kurta (Size M) is out of stock' });
    expect((await order(second!, { product: kurta.product.id, variantId: s._id })).status).toBe(201);

    const restocked = await t.request(`/api/admin/products/${kurta.product.id}/variants`, {
      method: 'PATCH',
      token: adminToken,
      json: { variants: [{ id: m._id, stock: 2 }] },
    });
    expect(restocked.status, restocked.text).toBe(200);
    expect((await order(second!, { product: kurta.product.id, variantId: m._id })).status).toBe(201);
    expect(await variantStockOf(t, m._id)).toBe(1);
  });

  it('sells again when another server process cancelled the order that took the last unit', async (context) => {
    const elsewhere = other.serverOrSkip(context);
    const product = await createProduct(t, { stock: 1 });
    const [first, second] = await createCustomers(t, 2);
    const placed = await order(first!, { product: product.id });
    expect(placed.status).toBe(201);
    const learntAt = performance.now();
    expect((await order(second!, { product: product.id })).status).toBe(409);

    await cancel(first!, placed.orderId!, elsewhere.url);
    // The change travels by NOTIFY. Asked well within the marks' 5 s, so only the notice can have cleared it.
    let answer = await order(second!, { product: product.id });
    while (answer.status === 409 && performance.now() - learntAt < 3_000) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      answer = await order(second!, { product: product.id });
    }
    expect(answer.status).toBe(201);
    expect(performance.now() - learntAt).toBeLessThan(4_000);
  });
});
