import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { orders } from '../src/db/schema';
import type { TestApp } from './helpers/test-app';
import { createCustomer, createProduct, stockOf } from './helpers/factories';
import { pdfPageText } from './helpers/poppler-pdf';
import { useSignedInShop } from './helpers/test-shop';

/*
 * Issue 32, B2B (docs/decisions/185): a registered buyer's invoice bills its legal name, registered address and
 * GSTIN ("Bill to", CGST Rules 46(d)) and names the delivery address apart ("Ship to", 46(o)); the registered
 * address must be in the GSTIN's state (its first two digits), else 422 and nothing is written.
 */

let t: TestApp;
let adminToken: string;

useSignedInShop((shop) => ({ t, adminToken } = shop));

const MAHARASHTRA_GSTIN = '27AAPFU0939F1ZV';
const REGISTERED = {
  street: '5th Floor, Nariman Bhavan, Nariman Point',
  city: 'Mumbai',
  state: 'Maharashtra',
  pincode: '400021',
};
// The buyer's Bengaluru warehouse, in the shop's own state (Karnataka).
const DELIVERY = {
  name: 'Kiran Warehouse Desk',
  phone: '9845012345',
  street: 'Plot 22, Peenya Industrial Area',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560058',
};

async function invoiceText(orderId: string, token: string): Promise<string> {
  const res = await fetch(`${t.url}/api/orders/${orderId}/invoice`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return pdfPageText(Buffer.from(await res.arrayBuffer()));
}

/** The text from `start` up to (not including) `end`, or to the end. */
function section(text: string, start: string, end?: string): string {
  const from = text.indexOf(start);
  expect(from, `"${start}" in the invoice`).toBeGreaterThanOrEqual(0);
  const to = end ? text.indexOf(end, from + start.length) : -1;
  return text.slice(from, to === -1 ? undefined : to);
}

describe('B2B invoice: Bill to and Ship to', () => {
  it('bills the registered address and GSTIN, ships to the delivery address; the order keeps both', async () => {
    const buyer = await createCustomer(t, { name: 'Kiran Desai', emailPrefix: 'b2b' });
    const chair = await createProduct(t, {
      name: 'Ergo Office Chair',
      mrpPaise: 7499_00,
      gstRatePercent: 18,
      hsn: '9401',
      stock: 20,
      skuPrefix: 'B2B',
    });
    const placed = await t.request('/api/orders', {
      method: 'POST',
      token: buyer.token,
      json: {
        items: [{ product: chair.id, quantity: 2 }],
        shippingAddress: DELIVERY,
        paymentMethod: 'cod',
        buyerGstin: MAHARASHTRA_GSTIN,
        buyerLegalName: 'Udyam Traders LLP',
        buyerAddress: REGISTERED,
      },
    });
    expect(placed.status, placed.text).toBe(201);
    const id: string = placed.body.order._id;
    const [stored] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    expect(stored).toMatchObject({
      buyerGstin: MAHARASHTRA_GSTIN,
      buyerLegalName: 'Udyam Traders LLP',
      buyerAddress: REGISTERED,
    });

    const packed = await t.request(`/api/orders/${id}/status`, {
      method: 'PUT',
      token: adminToken,
      json: { status: 'packed' },
    });
    expect(packed.status, packed.text).toBe(200);

    // The place of supply stays the registration's state (decision 053; docs/decisions/185 keeps it).
    const gst = await t.request(`/api/orders/${id}/gst`, { token: buyer.token });
    expect(gst.body).toMatchObject({
      buyerGstin: MAHARASHTRA_GSTIN,
      billTo: { legalName: 'Udyam Traders LLP', ...REGISTERED, gstin: MAHARASHTRA_GSTIN },
      placeOfSupply: 'Maharashtra',
      supplyType: 'inter',
    });

    const text = await invoiceText(id, buyer.token);
    const billTo = section(text, 'Bill to', 'Ship to');
    for (const line of [
      'Udyam Traders LLP',
      REGISTERED.street,
      'Mumbai, Maharashtra - 400021',
      'State: Maharashtra (27)',
      `GSTIN: ${MAHARASHTRA_GSTIN}`,
    ])
      expect(billTo).toContain(line);
    expect(billTo).not.toContain(DELIVERY.street);

    const shipTo = section(text, 'Ship to', 'HSN');
    for (const line of [DELIVERY.name, DELIVERY.street, 'Bengaluru, Karnataka - 560058', `Phone: ${DELIVERY.phone}`])
      expect(shipTo).toContain(line);
    expect(shipTo).not.toContain(REGISTERED.street);
    expect(shipTo).not.toContain(MAHARASHTRA_GSTIN);
    expect(text).toContain('Maharashtra (27)');
    expect(text).toContain('IGST');

    // The owner and the admin read the same document.
    expect(await invoiceText(id, adminToken)).toContain(`GSTIN: ${MAHARASHTRA_GSTIN}`);
  });

  it('refuses a registered address outside the GSTIN’s state with 422 and writes nothing', async () => {
    const buyer = await createCustomer(t, { name: 'Kiran Desai', emailPrefix: 'b2b-mismatch' });
    const lamp = await createProduct(t, {
      name: 'Desk Lamp',
      mrpPaise: 999_00,
      gstRatePercent: 18,
      hsn: '9405',
      stock: 20,
      skuPrefix: 'B2B',
    });
    const ordersBefore = (await t.database.db.select({ n: count() }).from(orders))[0]!.n;
    const order = (buyerAddress: Record<string, string> | undefined) =>
      t.request('/api/orders', {
        method: 'POST',
        token: buyer.token,
        json: {
          items: [{ product: lamp.id, quantity: 1 }],
          shippingAddress: DELIVERY,
          paymentMethod: 'cod',
          buyerGstin: MAHARASHTRA_GSTIN,
          buyerLegalName: 'Udyam Traders LLP',
          ...(buyerAddress ? { buyerAddress } : {}),
        },
      });

    // Registered in Karnataka, with a Maharashtra GSTIN (27…).
    const mismatch = await order({ ...REGISTERED, city: 'Bengaluru', state: 'Karnataka', pincode: '560001' });
    expect(mismatch.status, mismatch.text).toBe(422);
    expect(mismatch.body.message).toBe(
      'This GSTIN is registered in Maharashtra (27): the registered address must be in Maharashtra',
    );

    // No registered address at all, and a PIN code of another state.
    const missing = await order(undefined);
    expect(missing.status).toBe(422);
    expect(missing.body.message).toBe('Enter the registered address of the business (as on its GST registration)');
    const wrongPin = await order({ ...REGISTERED, pincode: '560001' });
    expect(wrongPin.status).toBe(422);
    expect(wrongPin.body.message).toBe(
      'This PIN code does not belong to the chosen state. Check the PIN code or the state.',
    );

    expect((await t.database.db.select({ n: count() }).from(orders))[0]!.n).toBe(ordersBefore);
    expect(await stockOf(t, lamp.id)).toBe(20);
  });
});
