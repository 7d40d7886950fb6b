import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCustomer,
  createProductWithOptions,
  placeDeliveredOrder,
  placeOrder,
  type Customer,
} from './helpers/factories';
import { pdfPageText } from './helpers/poppler-pdf';
import { startTestApp, type TestApp } from './helpers/test-app';

/*
 * Top sizes and colours (issue 36, docs/decisions/246-top-sizes-and-colours.md): the sales report of a range gives
 * units and revenue by size and by colour, by the revenue rule: delivered (or paid) orders count, an order still
 * pending does not, and options named otherwise ("Material") are not sizes or colours.
 */

let t: TestApp;
let adminToken: string;
let customer: Customer;

beforeAll(async () => {
  t = await startTestApp();
  adminToken = await t.login('admin@example.com', 'admin123');
  customer = await createCustomer(t, { emailPrefix: 'top-sizes' });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

/** Today in India, as the report's dates are. */
const today = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

describe('the sales report by size and colour', () => {
  it('adds up units and revenue per size and per colour over the range, best first', async () => {
    const shirt = await createProductWithOptions(t, adminToken, {
      options: [
        { name: 'Size', values: ['S', 'M', 'L'] },
        { name: 'Colour', values: ['Red', 'Blue'] },
      ],
      stock: { 'Size M / Red': 10, 'Size M / Blue': 10, 'Size L / Blue': 10, 'Size S / Red': 10 },
      prices: { 'Size M / Red': 500, 'Size M / Blue': 500, 'Size L / Blue': 600, 'Size S / Red': 400 },
      product: { mrpPaise: 900_00 },
    });
    const cotton = await createProductWithOptions(t, adminToken, {
      options: [{ name: 'Material', values: ['Cotton', 'Linen'] }],
      stock: { 'Material Cotton': 5 },
      prices: { 'Material Cotton': 300 },
    });
    const line = (title: string, quantity: number) => ({
      product: shirt.product.id,
      variantId: shirt.byTitle(title)._id,
      quantity,
    });
    await placeDeliveredOrder(t, {
      token: customer.token,
      adminToken,
      items: [line('Size M / Red', 3), line('Size L / Blue', 1)],
    });
    await placeDeliveredOrder(t, {
      token: customer.token,
      adminToken,
      items: [
        line('Size M / Blue', 2),
        { product: cotton.product.id, variantId: cotton.byTitle('Material Cotton')._id, quantity: 1 },
      ],
    });
    // Not delivered, not paid: no money in yet, not counted.
    await placeOrder(t, { token: customer.token, items: [line('Size S / Red', 4)] });

    const res = await t.request(`/api/admin/reports/sales?startDate=${today()}&endDate=${today()}`, {
      token: adminToken,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.topSizes).toEqual([
      { value: 'M', units: 5, revenue: 2500 },
      { value: 'L', units: 1, revenue: 600 },
    ]);
    expect(res.body.topColours).toEqual([
      // Equal units: the larger revenue first.
      { value: 'Blue', units: 3, revenue: 1600 },
      { value: 'Red', units: 3, revenue: 1500 },
    ]);

    // The report's PDF has the same two tables, in the same order (decision 246's addendum).
    const pdf = await fetch(`${t.url}/api/admin/reports/sales-pdf?startDate=${today()}&endDate=${today()}`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(pdf.status).toBe(200);
    const text = pdfPageText(Buffer.from(await pdf.arrayBuffer()));
    const lines = text.split('\n').map((l) => l.trim().replace(/\s+/g, ' '));
    const section = (title: string, next: string) => lines.slice(lines.indexOf(title), lines.indexOf(next));
    expect(section('Top sizes', 'Top colours')).toEqual(
      expect.arrayContaining(['1 M 5 Rs. 2,500.00', '2 L 1 Rs. 600.00']),
    );
    const colours = section('Top colours', 'Payment methods');
    expect(colours).toEqual(expect.arrayContaining(['1 Blue 3 Rs. 1,600.00', '2 Red 3 Rs. 1,500.00']));
    expect(colours.join(' ')).not.toContain('Cotton');
  });
});
