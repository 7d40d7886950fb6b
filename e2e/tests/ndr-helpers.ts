import type { Page } from '@playwright/test';
import { apiLogin, apiRegister, DEMO, expect, newShopper } from '../fixtures';
import { apiPlaceOrder, apiProducts, bearer } from './checkout-helpers';

/*
 * Failed deliveries in the browser specs (issue 37): a COD order shipped through the built-in Shiprocket
 * simulator, whose courier then fails to deliver (sr-status 21 with a reason); the buyer's signed link is read
 * from the shop's outbox, as the buyer would from the mail.
 */

export async function courierSays(page: Page, awb: string, srStatus: number, ndrReason?: string) {
  const res = await page.request.post('/sim/shiprocket/__sim/advance', {
    data: { awb, sr_status: srStatus, ...(ndrReason ? { ndr_reason: ndrReason } : {}) },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** A COD order the courier could not deliver: its id, AWB, the admin's token and the buyer's link. */
export async function failedDelivery(page: Page, prefix: string, reason: string) {
  const shopper = newShopper(prefix);
  const token = await apiRegister(page, shopper);
  const product = (await apiProducts(page)).find((p) => p.stock >= 3);
  if (!product) throw new Error('no product with stock to order');
  const order = await apiPlaceOrder(page, token, [{ product: product._id, quantity: 1 }]);
  const adminToken = await apiLogin(page, DEMO.admin.email, DEMO.admin.password);
  const packed = await page.request.put(`/api/orders/${order._id}/status`, {
    headers: bearer(adminToken),
    data: { status: 'packed' },
  });
  expect(packed.status(), await packed.text()).toBe(200);
  const shipped = await page.request.post('/api/shiprocket/create-order', {
    headers: bearer(adminToken),
    data: { order_id: order._id },
  });
  expect(shipped.status(), await shipped.text()).toBe(201);
  const awb = ((await shipped.json()) as { awb_code: string }).awb_code;
  await courierSays(page, awb, 42);
  await courierSays(page, awb, 21, reason);

  const res = await page.request.get(`/api/admin/outbox?to=${encodeURIComponent(shopper.email)}`, {
    headers: bearer(adminToken),
  });
  const { emails } = (await res.json()) as { emails: { kind: string; text: string }[] };
  const mail = emails.find((e) => e.kind === 'delivery-issue');
  const link = mail?.text.match(/\/orders\/[0-9a-f-]+\/delivery-issue\?token=[A-Za-z0-9_-]+/)?.[0];
  if (!link) throw new Error(`no delivery-issue mail for ${shopper.email}`);
  return { orderId: order._id, awb, adminToken, link };
}
