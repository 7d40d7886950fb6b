import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { describeIncludedGst, orderGst } from '@shop/shared/gst';
import { formatPaise } from '@shop/shared/money';
import { emailOutbox } from '../src/db/schema';
import type { TestApp } from './helpers/test-app';
import {
  bengaluruAddress,
  createCustomer,
  createProduct,
  placeDeliveredOrder,
  placePackedOrder,
  sendReturnRequest,
  type Customer,
} from './helpers/factories';
import { pdfPageText } from './helpers/poppler-pdf';
import { useSignedInShop } from './helpers/test-shop';

/*
 * Issue 32: the GST documents a chartered accountant files without edits — the document kind by content
 * (decision 170), the unit beside the quantity (172), a credit note PDF for each return (173).
 */

let t: TestApp;
let adminToken: string;
let customer: Customer;

useSignedInShop((shop) => ({ t, adminToken } = shop));

const indiaDay = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso));

async function pdfText(path: string, token: string): Promise<{ status: number; text: string; disposition: string }> {
  const res = await fetch(`${t.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const bytes = Buffer.from(await res.arrayBuffer());
  return {
    status: res.status,
    text: res.status === 200 ? pdfPageText(bytes) : bytes.toString(),
    disposition: res.headers.get('content-disposition') ?? '',
  };
}

const product = (name: string, pricePaise: number, gstRatePercent: number, hsn: string, uqc = 'NOS') =>
  createProduct(t, { name, mrpPaise: pricePaise, gstRatePercent, hsn, uqc, stock: 50, skuPrefix: 'GSTDOC' });

describe('the document an order gets, by what it supplies', () => {
  it('an all-0% order is a Bill of Supply: no tax columns or lines; the unit is printed beside the quantity', async () => {
    customer ??= await createCustomer(t, { name: 'Meera Iyer', emailPrefix: 'gstdoc' });
    const book = await product('Monsoon Tales', 250_00, 0, '4901');
    const order = await placePackedOrder(t, {
      token: customer.token,
      adminToken,
      product: book.id,
      quantity: 2,
      shippingAddress: bengaluruAddress,
    });
    const { status, text } = await pdfText(`/api/orders/${order._id}/invoice`, customer.token);
    expect(status, text).toBe(200);
    expect(text).toContain('Bill of Supply');
    expect(text).not.toContain('Tax Invoice');
    expect(text).not.toMatch(/CGST(?! Act)|SGST|IGST|Taxable Value/);
    expect(text).toMatch(/2 NOS/);
    expect(text).toContain('no tax is charged (CGST Act s.31(3)(c), Rule 49)');
    const gst = await t.request(`/api/orders/${order._id}/gst`, { token: customer.token });
    expect(gst.body).toMatchObject({ documentKind: 'bill-of-supply', tax: 0 });
  });

  it('a 0% + 18% B2C order is an Invoice-cum-Bill of Supply with the exempt line marked', async () => {
    customer ??= await createCustomer(t, { name: 'Meera Iyer', emailPrefix: 'gstdoc' });
    const book = await product('Monsoon Tales', 250_00, 0, '4901');
    const buds = await product('Wireless Earbuds', 1499_00, 18, '85183000', 'PCS');
    const order = await placePackedOrder(t, {
      token: customer.token,
      adminToken,
      shippingAddress: bengaluruAddress,
      items: [
        { product: book.id, quantity: 1 },
        { product: buds.id, quantity: 1 },
      ],
    });
    const { text } = await pdfText(`/api/orders/${order._id}/invoice`, customer.token);
    expect(text).toContain('Invoice-cum-Bill of Supply');
    expect(text).toMatch(/Exempt\s+Exempt/);
    expect(text).toMatch(/1 PCS/);
  });
});

describe('order page and mails show the invoice breakup', () => {
  it("the order API gives each line's rate and the confirmation mail the invoice's GST line", async () => {
    customer ??= await createCustomer(t, { name: 'Meera Iyer', emailPrefix: 'gstdoc' });
    const kurta = await product('Block Print Kurta', 699_00, 5, '6211');
    const placed = await t.request('/api/orders', {
      method: 'POST',
      token: customer.token,
      json: {
        items: [{ product: kurta.id, quantity: 1 }],
        paymentMethod: 'cod',
        shippingAddress: {
          name: 'Meera',
          phone: '9876543210',
          street: '12 MG Road',
          city: 'Bengaluru',
          state: 'Karnataka',
          pincode: '560001',
        },
      },
    });
    expect(placed.status, placed.text).toBe(201);
    const order = placed.body.order;
    expect(order.items[0].gstRate).toBe(5);
    const line = describeIncludedGst(
      orderGst({
        items: [{ unitPricePaise: 699_00, quantity: 1, ratePercent: 5 }],
        shippingFeePaise: Math.round(order.shippingFee * 100),
      }),
      formatPaise,
    );
    // ₹699 + ₹100 COD fee, all at 5%: half = round(79900 × 2.5 / 105) = 19.02, GST ₹38.04 (not 18%).
    if (order.shippingFee === 100) expect(line).toBe('incl. GST ₹38.04: 5% ₹38.04');
    const gst = await t.request(`/api/orders/${order._id}/gst`, { token: customer.token });
    expect(gst.body.tax).toBe(Number(line.match(/₹([\d.]+):/)![1]));
    const mails = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, customer.email));
    expect(mails.some((mail) => mail.text.includes(line))).toBe(true);
  });
});

describe('a credit note for each return (decision 173)', () => {
  it('return -> refund -> the credit note PDF, for the owner and the admin, attached to the refund mail', async () => {
    customer ??= await createCustomer(t, { name: 'Meera Iyer', emailPrefix: 'gstdoc' });
    const kurta = await product('Block Print Kurta', 699_00, 5, '6211', 'PCS');
    const buds = await product('Wireless Earbuds', 1499_00, 18, '8518');
    const { order } = await placeDeliveredOrder(t, {
      token: customer.token,
      adminToken,
      items: [
        { product: kurta.id, quantity: 2 },
        { product: buds.id, quantity: 1 },
      ],
    });
    const detail = await t.request(`/api/orders/${order._id}`, { token: customer.token });
    const { invoiceNumber, invoiceDate } = detail.body.order;
    const choices = await t.request(`/api/orders/${order._id}/returns`, { token: customer.token });
    const kurtaLine = choices.body.items.find((i: { name: string }) => i.name === 'Block Print Kurta').orderItemId;
    const asked = await sendReturnRequest(t, {
      token: customer.token,
      orderId: order._id,
      items: [{ orderItemId: kurtaLine, quantity: 1 }],
      payout: { method: 'upi', upiId: 'meera@okaxis' },
    });
    expect(asked.status, asked.text).toBe(201);
    const id = asked.body.return._id;
    const admin = (path: string, json: unknown = {}) => t.request(path, { method: 'POST', token: adminToken, json });
    expect((await admin(`/api/admin/returns/${id}/decision`, { decision: 'approve' })).status).toBe(200);
    expect((await admin(`/api/admin/returns/${id}/received`, { damagedItemIds: [] })).status).toBe(200);
    expect((await admin(`/api/admin/returns/${id}/refund`)).status).toBe(200);
    const paid = await admin(`/api/admin/returns/${id}/payout-paid`, { reference: 'UPI-REF-320001' });
    expect(paid.status, paid.text).toBe(200);
    const number = paid.body.return.creditNoteNumber as string;
    expect(number).toMatch(/^CN\d{4}-\d{6}$/);

    // The order lists the note for its customer and the admin.
    for (const token of [customer.token, adminToken]) {
      const gst = await t.request(`/api/orders/${order._id}/gst`, { token });
      expect(gst.status, gst.text).toBe(200);
      expect(gst.body.creditNoteNumber).toBe(number);
      expect(gst.body.creditNotes).toEqual([{ number, issuedAt: expect.any(String), reason: 'returned', amount: 699 }]);
    }

    // One kurta back at 5%, to Maharashtra: half = round(69900 × 2.5 / 105) = 16.64, IGST 33.28; taxable 665.72.
    const owner = await pdfText(`/api/orders/${order._id}/credit-note`, customer.token);
    expect(owner.status, owner.text).toBe(200);
    expect(owner.disposition).toContain(`credit-note-${number.toLowerCase()}.pdf`);
    const byAdmin = await pdfText(`/api/orders/${order._id}/credit-note?number=${number}`, adminToken);
    expect(byAdmin.status).toBe(200);
    for (const { text } of [owner, byAdmin]) {
      expect(text).toContain('Credit Note');
      expect(text).toContain(number);
      expect(text).toContain(invoiceNumber);
      expect(text).toContain(indiaDay(invoiceDate));
      expect(text).toContain('Goods returned');
      expect(text).toContain('Block Print Kurta');
      expect(text).toMatch(/1 PCS/);
      expect(text).not.toContain('Wireless Earbuds');
      expect(text).toMatch(/IGST\s+₹33\.28/);
      expect(text).toMatch(/Taxable Value\s+₹665\.72/);
      expect(text).toMatch(/Total credited\s+₹699\.00/);
    }
    const stranger = await createCustomer(t, { name: 'Someone Else', emailPrefix: 'gstdoc-other' });
    expect((await pdfText(`/api/orders/${order._id}/credit-note`, stranger.token)).status).toBe(404);
    expect((await pdfText(`/api/orders/${order._id}/credit-note?number=CN9999-000001`, adminToken)).status).toBe(404);

    const refundMail = (await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, customer.email))).find(
      (mail) => mail.kind === 'return-refunded',
    );
    expect(refundMail?.attachments).toEqual([{ type: 'credit-note', orderId: order._id, number }]);
  }, 120_000);
});
