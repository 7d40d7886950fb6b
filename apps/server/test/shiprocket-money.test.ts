import { describe, expect, it } from 'vitest';
import { rupeesToPaise } from '@shop/shared/money';
import { shiprocketOrderValuePaise, type ShiprocketAmountFields } from '@shop/shared/shiprocket-money';
import { createCoupon, createProduct, placeShippedOrder } from './helpers/factories';
import { pdfPageText } from './helpers/poppler-pdf';
import { useSignedInShop, type SignedInShop } from './helpers/test-shop';

/*
 * The money a Shiprocket shipment carries (docs/decisions/165-shiprocket-money.md): with a coupon, products on
 * sale (a price below the MRP), several lines and quantities and, for cash on delivery, the COD fee, the payload
 * the embedded simulator recorded and the label it printed (read with pdftotext) both say the order's total.
 */

let shop: SignedInShop;
useSignedInShop((s) => (shop = s), { env: { SHIPROCKET_SIM_CONTROL: 'on' } });

interface RecordedOrder {
  order_id: string;
  payload: ShiprocketAmountFields & {
    payment_method: string;
    sub_total: number;
    order_items: { selling_price: number; units: number; discount: number }[] };
}

async function recordedPayload(orderId: string): Promise<RecordedOrder['payload']> {
  const state = await shop.t.request('/sim/shiprocket/__sim/state');
  const found = (state.body.orders as RecordedOrder[]).find((o) => o.order_id === orderId);
  if (!found) throw new Error(`the simulator has no order ${orderId}`);
  return found.payload;
}

async function labelText(orderId: string): Promise<string> {
  const res = await fetch(`${shop.t.url}/api/shiprocket/label/${orderId}`, {
    headers: { authorization: `Bearer ${shop.adminToken}` },
  });
  expect(res.status).toBe(200);
  return pdfPageText(Buffer.from(await res.arrayBuffer()), { layout: false });
}

/** Three lines, two of them on sale, 1-3 units each: a cart under the free-delivery threshold. */
async function saleLines() {
  const tee = await createProduct(shop.t, { mrpPaise: 149_00, sellingPricePaise: 123_45, skuPrefix: 'MONEY' });
  const mug = await createProduct(shop.t, { mrpPaise: 77_10, skuPrefix: 'MONEY' });
  const cap = await createProduct(shop.t, { mrpPaise: 99_99, sellingPricePaise: 89_99, skuPrefix: 'MONEY' });
  return [
    { product: tee.id, quantity: 2 },
    { product: mug.id, quantity: 3 },
    { product: cap.id, quantity: 1 },
  ];
}

describe('a Shiprocket shipment carries the order total', () => {
  it.each([
    ['cod', 'COD', 'COD: collect'],
    ['razorpay', 'Prepaid', 'Declared value:'],
  ] as const)('%s with a coupon, a sale price and several lines: payload and label say the total', async (method, sent, words) => {
    const coupon = await createCoupon(shop.t, shop.adminToken, { percentOff: 7 });
    const { order } = await placeShippedOrder(shop.t, {
      token: shop.userToken,
      adminToken: shop.adminToken,
      items: await saleLines(),
      paymentMethod: method,
      couponCode: coupon.code,
    });
    expect(order.discount).toBeGreaterThan(0);
    expect(order.discount * 100 % 100).not.toBe(0); // paise, not whole rupees: the rounding is tested too
    if (method === 'cod') expect(order.shippingFee).toBeGreaterThan(0); // delivery and the COD fee

    const payload = await recordedPayload(order._id);
    expect(payload.payment_method).toBe(sent);
    expect(shiprocketOrderValuePaise(payload)).toBe(rupeesToPaise(order.total));
    // The lines add up to the net sub_total: each carries its share of the coupon.
    const linesPaise = payload.order_items.reduce(
      (sum, line) => sum + rupeesToPaise(line.selling_price) * line.units - rupeesToPaise(line.discount),
      0,
    );
    expect(linesPaise).toBe(rupeesToPaise(payload.sub_total));
    expect(rupeesToPaise(payload.sub_total)).toBe(rupeesToPaise(order.subtotal - order.discount));

    const text = await labelText(order._id);
    expect(text).toContain(`${words} Rs. ${order.total.toFixed(2)}`);
  });
});
