import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSY_MESSAGE } from '../src/plugins/errors';
import { createCustomer, createProduct, mumbaiAddress } from './helpers/factories';
import { startTestApp, type TestApp } from './helpers/test-app';

/*
 * Load shedding (docs/decisions/268-load-shedding-on-event-loop-delay.md), switched on at 1,000 ms: while the event
 * loop has stalled past it in two half-second windows in a row, an API call that changes something is refused at
 * once with 503 BUSY and Retry-After; pages, API reads and the health route go on. The server runs in this
 * process, so the test makes its event loop late itself: a busy main thread, in slices of 1.2 s, as an embedded
 * database's long statements make it. Slices that long are far from what a loaded test machine does on its own.
 */
let t: TestApp;
let token: string;
let productId: string;

beforeAll(async () => {
  t = await startTestApp({ env: { SHED_EVENT_LOOP_DELAY_MS: '1000' } });
  token = (await createCustomer(t, { emailPrefix: 'shed-buyer' })).token;
  productId = (await createProduct(t, { stock: 10 })).id;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

/** Keeps the main thread busy for `ms`, yielding between 1.2 s slices so timers see each slice's delay. */
async function saturate(ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const slice = Date.now() + 1_200;
    while (Date.now() < slice) {
      // busy: what a long synchronous statement does to the event loop
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const order = () =>
  t.request('/api/orders', {
    method: 'POST',
    token,
    json: { items: [{ product: productId, quantity: 1 }], shippingAddress: mumbaiAddress, paymentMethod: 'cod' },
  });

describe('load shedding on event-loop delay', () => {
  it('takes orders while the process keeps up', async () => {
    const placed = await order();
    expect(placed.status, placed.text).toBe(201);
  });

  it('refuses an order at once with 503 BUSY and Retry-After while the loop is late; reads and health go on', async () => {
    await saturate(3_700);
    const started = performance.now();
    const refused = await order();
    const ms = performance.now() - started;
    expect(refused.status, refused.text).toBe(503);
    expect(refused.body).toMatchObject({ message: BUSY_MESSAGE, code: 'BUSY' });
    expect(refused.headers.get('retry-after')).toBe('2');
    expect(ms).toBeLessThan(1_000);
    expect((await t.request('/api/health')).status).toBe(200);
    expect((await t.request(`/api/products/${productId}`)).status).toBe(200);
    expect((await t.request('/api/products?limit=5')).status).toBe(200);
  });

  it('takes orders again once the loop has caught up (the cart was never touched)', async () => {
    // As the storefront's retry does: after the Retry-After (2 s), once the next second's sample is in.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const placed = await order();
    expect(placed.status, placed.text).toBe(201);
  });

  it('takes the orders that follow a single long stall (a backup of the embedded database): it is already over', async () => {
    const until = Date.now() + 2_500;
    while (Date.now() < until) {
      // one stall, as a dump of the embedded database makes
    }
    await new Promise((resolve) => setTimeout(resolve, 60));
    const placed = await order();
    expect(placed.status, placed.text).toBe(201);
  });
});
