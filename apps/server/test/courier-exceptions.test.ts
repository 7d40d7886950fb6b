import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatOrderNumber } from '@shop/shared/order-number';
import { emailOutbox, orders, payments, shipments } from '../src/db/schema';
import {
  createProduct,
  packOrder,
  placePaidOrder,
  placeShippedOrder,
  stockOf,
} from './helpers/factories';
import { payAtCheckoutPage } from './helpers/razorpay-checkout';
import { useSignedInShop, type SignedInShop } from './helpers/test-shop';

/*
 * Every published shipment status has a meaning (docs/decisions/166-every-shipment-status.md), driven through the
 * embedded Shiprocket simulator's tracking webhooks: a parcel lost, destroyed, damaged or disposed of ends its
 * shipment and alerts the merchant, whose "Open a claim / refund the customer" closes the order without its
 * stock and refunds a paid one at most once; a shipment the courier cancelled alerts; RTO legs show as returning.
 */

let shop: SignedInShop;
useSignedInShop((s) => (shop = s), { env: { SHIPROCKET_SIM_CONTROL: 'on' } });

const LOST_STATUSES = [
  [12, 'LOST'],
  [24, 'DESTROYED'],
  [25, 'DAMAGED'],
  [44, 'DISPOSED OFF'],
] as const;

/** A courier event from the simulator, posted to the shop as Shiprocket's tracking webhook. */
async function courierSays(awb: string, srStatus: number) {
  const res = await shop.t.request('/sim/shiprocket/__sim/advance', { method: 'POST', json: { awb, sr_status: srStatus } });
  expect(res.status, res.text).toBe(200);
  expect(res.body.webhook_status).toBe(200);
}

const resendWebhook = (awb: string) => shop.t.request('/sim/shiprocket/__sim/webhook', { method: 'POST', json: { awb } });

const orderRow = async (id: string) => (await shop.t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const shipmentOf = async (id: string) =>
  (await shop.t.database.db.select().from(shipments).where(eq(shipments.orderId, id)))[0]!;
const alertsFor = (orderId: string) =>
  shop.t.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, 'shop-courier-exception'), like(emailOutbox.subject, `%${formatOrderNumber(orderId)}%`)));
const settle = (orderId: string) =>
  shop.t.request(`/api/shiprocket/lost-parcel/${orderId}`, { method: 'POST', token: shop.adminToken });

/** A COD order of one product of its own (2 units), shipped and picked up by the courier. */
async function pickedUpOrder() {
  const product = await createProduct(shop.t, { stock: 10, skuPrefix: 'EXC' });
  const { order, awb } = await placeShippedOrder(shop.t, {
    token: shop.userToken,
    adminToken: shop.adminToken,
    product: product.id,
    quantity: 2,
  });
  for (const code of [42, 6, 18]) await courierSays(awb, code);
  return { order, awb, product };
}

describe('a parcel lost, destroyed, damaged or disposed of', () => {
  it.each(LOST_STATUSES)('%i %s: the shipment ends, the merchant is alerted once, the order waits for the claim', async (code, label) => {
    const { order, awb, product } = await pickedUpOrder();
    const stockBefore = await stockOf(shop.t, product.id);
    await courierSays(awb, code);

    expect((await shipmentOf(order._id)).status).toBe(label);
    expect((await orderRow(order._id)).status).toBe('shipped');
    const alerts = await alertsFor(order._id);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.text).toContain(label);
    expect(alerts[0]!.text).toContain('Open a claim / refund the customer');
    // The same news again (a re-sent webhook) alerts nobody twice.
    expect((await resendWebhook(awb)).status).toBe(200);
    expect(await alertsFor(order._id)).toHaveLength(1);

    // COD: nothing was collected, so nothing is refunded; the order closes and its stock stays out.
    const settled = await settle(order._id);
    expect(settled.status, settled.text).toBe(200);
    expect(settled.body).toMatchObject({ refund: 'not-needed', order: { status: 'cancelled' } });
    expect(settled.body.order.cancelReason).toContain(label.toLowerCase());
    expect(await stockOf(shop.t, product.id)).toBe(stockBefore);
  });

  it('a paid order is refunded once, however often the admin presses, and its stock is not returned', async () => {
    const product = await createProduct(shop.t, { stock: 10, mrpPaise: 820_00, skuPrefix: 'EXC' });
    const pay = payAtCheckoutPage(`${shop.t.url}/sim/razorpay`, shop.t.config.razorpay.keyId);
    const { order } = await placePaidOrder(shop.t, { token: shop.userToken, product: product.id, pay });
    await packOrder(shop.t, shop.adminToken, order._id);
    const shipped = await shop.t.request('/api/shiprocket/create-order', {
      method: 'POST',
      token: shop.adminToken,
      json: { order_id: order._id },
    });
    expect(shipped.status, shipped.text).toBe(201);
    const awb = shipped.body.awb_code as string;
    for (const code of [42, 6, 12]) await courierSays(awb, code);
    const stockBefore = await stockOf(shop.t, product.id);

    const [first, second] = await Promise.all([settle(order._id), settle(order._id)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const third = await settle(order._id);
    expect(third.status).toBe(200);
    expect((await orderRow(order._id)).paymentStatus).toBe('refunded');
    const [payment] = await shop.t.database.db.select().from(payments).where(eq(payments.orderId, order._id));
    expect(payment!.refundedPaise).toBe(payment!.amountPaise);
    const refunds = await fetch(`${shop.t.url}/sim/razorpay/v1/payments/${payment!.providerPaymentId}/refunds`, {
      headers: {
        authorization: `Basic ${Buffer.from(`${shop.t.config.razorpay.keyId}:${shop.t.config.razorpay.keySecret}`).toString('base64')}`,
      },
    });
    expect(((await refunds.json()) as { count: number }).count).toBe(1);
    expect(await stockOf(shop.t, product.id)).toBe(stockBefore);
  });

  it('is refused for a parcel still on its way (409, nothing changes)', async () => {
    const { order } = await pickedUpOrder();
    const refused = await settle(order._id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/lost, destroyed, damaged or disposed of/);
    expect((await orderRow(order._id)).status).toBe('shipped');
  });
});

describe('the other exceptions', () => {
  it('45 cancelled before dispatch by the courier: the merchant is alerted; cancelling the order gives the stock back', async () => {
    const product = await createProduct(shop.t, { stock: 10, skuPrefix: 'EXC' });
    const { order, awb } = await placeShippedOrder(shop.t, {
      token: shop.userToken,
      adminToken: shop.adminToken,
      product: product.id,
    });
    const stockBefore = await stockOf(shop.t, product.id);
    await courierSays(awb, 45);
    expect((await shipmentOf(order._id)).status).toBe('CANCELLED BEFORE DISPATCHED');
    expect((await orderRow(order._id)).status).toBe('shipped');
    const alerts = await alertsFor(order._id);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.subject).toMatch(/Courier cancelled the shipment/);

    const cancelled = await shop.t.request(`/api/shiprocket/cancel/${order._id}`, { method: 'POST', token: shop.adminToken });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect((await orderRow(order._id)).status).toBe('cancelled');
    expect(await stockOf(shop.t, product.id)).toBe(stockBefore + 1);
  });

  it.each([
    [46, 'RTO IN TRANSIT'],
    [40, 'RTO NDR'],
    [41, 'RTO OFD'],
  ] as const)('%i %s: the shipment is returning, the order stays shipped; back with the seller it closes', async (code, label) => {
    const { order, awb } = await pickedUpOrder();
    await courierSays(awb, 9);
    await courierSays(awb, code);
    expect((await shipmentOf(order._id)).status).toBe(label);
    expect((await orderRow(order._id)).status).toBe('shipped');
    const tracking = await shop.t.request(`/api/shiprocket/track/${order._id}`, { token: shop.userToken });
    expect(tracking.body.tracking_data.shipment_status).toBe(label);
    await courierSays(awb, 10);
    const closed = await orderRow(order._id);
    expect(closed.status).toBe('cancelled');
    expect(closed.returnedAt).toBeInstanceOf(Date);
  });
});
