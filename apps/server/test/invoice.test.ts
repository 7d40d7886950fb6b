import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orderItems, orders, users } from '../src/db/schema';
import { bengaluruAddress, createProduct, mumbaiAddressNoEmail, registerCustomer } from './helpers/factories';
import { pdfPageCount, pdfPageText } from './helpers/poppler-pdf';
import type { TestApp } from './helpers/test-app';
import { useSignedInShop } from './helpers/test-shop';

let t: TestApp;
let userToken: string;
let otherToken: string;
let adminToken: string;

useSignedInShop((shop) => ({ t, adminToken, userToken } = shop));
beforeAll(async () => {
  otherToken = await registerCustomer(t, { name: 'Priya Nair', email: 'priya@example.com', password: 'secret1' });
});

const karnataka = bengaluruAddress;
const maharashtra = { ...mumbaiAddressNoEmail, street: '221 Linking Road' };

/** Plenty of stock, and an HSN code for the invoice's lines. */
const invoiceable = { stock: 100, hsn: '8518', skuPrefix: 'INV' } as const;

async function deliveredOrder(shippingAddress: typeof karnataka, lines: { product: string; quantity: number }[]) {
  const placed = await t.request('/api/orders', {
    method: 'POST',
    token: userToken,
    json: { items: lines, shippingAddress, paymentMethod: 'cod' },
  });
  expect(placed.status).toBe(201);
  const id: string = placed.body.order._id;
  return { id, advance: () => advance(id) };
}

async function advance(id: string) {
  for (const status of ['packed', 'shipped', 'delivered']) {
    const res = await t.request(`/api/orders/${id}/status`, { method: 'PUT', token: adminToken, json: { status } });
    expect(res.status).toBe(200);
  }
  const res = await t.request(`/api/orders/${id}`, { token: adminToken });
  return res.body.order as { invoiceNumber: string; total: number };
}

async function download(id: string, token?: string) {
  const res = await fetch(`${t.url}/api/orders/${id}/invoice`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, bytes };
}

function pdfText(bytes: Buffer): { text: string; pages: number } {
  return { text: pdfPageText(bytes), pages: pdfPageCount(bytes) };
}

describe('GST tax invoice', () => {
  it('is refused before packing with 409 and hidden from other customers with 404', async () => {
    const p = await createProduct(t, { ...invoiceable, name: 'Brass Diya Set', mrpPaise: 499_00 });
    const { id, advance: deliver } = await deliveredOrder(karnataka, [{ product: p.id, quantity: 1 }]);
    const early = await download(id, userToken);
    expect(early.status).toBe(409);
    expect(JSON.parse(early.bytes.toString()).message).toBe('The invoice is available once the order is packed');
    await deliver();
    expect((await download(id, otherToken)).status).toBe(404);
    expect((await download(id)).status).toBe(401);
    expect((await download(randomUUID(), userToken)).status).toBe(404);
    expect((await download('nope', userToken)).status).toBe(404);
    expect((await download(id, userToken)).status).toBe(200);
    expect((await download(id, adminToken)).status).toBe(200);
  });

  it('is a PDF with seller GSTIN, invoice number, totals and CGST + SGST within the seller state', async () => {
    const a = await createProduct(t, {
      ...invoiceable,
      name: 'Sonora Rockwave 450 Headphones',
      mrpPaise: 3999_00,
      sellingPricePaise: 1499_00,
    });
    const b = await createProduct(t, { ...invoiceable, name: 'Chai Masala 200 g', mrpPaise: 250_50, gstRatePercent: 5 });
    const { id, advance: deliver } = await deliveredOrder(karnataka, [
      { product: a.id, quantity: 2 },
      { product: b.id, quantity: 1 },
    ]);
    const order = await deliver();
    const res = await download(id, userToken);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="invoice-${id.slice(-8).toLowerCase()}.pdf"`);
    expect(res.bytes.subarray(0, 4).toString()).toBe('%PDF');

    const { text, pages } = pdfText(res.bytes);
    expect(pages).toBe(1);
    expect(text).toContain('Tax Invoice');
    expect(text).toContain(order.invoiceNumber);
    expect(text).toContain(id.slice(-8).toUpperCase());
    expect(text).toContain('29ABCDE1234F1ZW');
    expect(text).toContain('ShopKart Retail Private Limited');
    expect(text).toContain('Karnataka (29)');
    expect(text).toContain('Asha Rao');
    expect(text).toContain('9876543210');
    expect(order.total).toBe(3248.5);
    expect(text).toContain('₹3,248.50');
    expect(text).toContain('Rupees Three Thousand Two Hundred Forty-Eight and Fifty Paise Only');
    expect(text).toContain('CGST');
    expect(text).toContain('SGST');
    expect(text).not.toContain('IGST');
    // 2 x 1,499.00 at 18%: taxable 2,540.68, CGST = SGST = 228.66
    expect(text).toContain('2,540.68');
    expect(text).toContain('228.66');
    expect(text).toContain('Authorised Signatory');
  });

  it('charges IGST when the buyer is in another state', async () => {
    const a = await createProduct(t, { ...invoiceable, name: 'Steel Water Bottle', mrpPaise: 1200_00 });
    const { id, advance: deliver } = await deliveredOrder(maharashtra, [{ product: a.id, quantity: 1 }]);
    const order = await deliver();
    const { text } = pdfText((await download(id, userToken)).bytes);
    expect(text).toContain(order.invoiceNumber);
    expect(text).toContain('Maharashtra (27)');
    expect(text).toContain('IGST');
    expect(text).not.toContain('CGST');
    expect(text).not.toContain('SGST');
    expect(text).toContain('₹1,200.00');
  });

  it('numbers invoices uniquely and keeps the number on later downloads', async () => {
    const a = await createProduct(t, { ...invoiceable, name: 'Notebook A5', mrpPaise: 120_00 });
    const first = await deliveredOrder(karnataka, [{ product: a.id, quantity: 1 }]);
    const second = await deliveredOrder(karnataka, [{ product: a.id, quantity: 1 }]);
    const [n1, n2] = [(await first.advance()).invoiceNumber, (await second.advance()).invoiceNumber];
    expect(n1).not.toBe(n2);
    const seq = (n: string) => Number(n.split('-')[1]);
    expect(seq(n2)).toBe(seq(n1) + 1);
    const again = pdfText((await download(first.id, userToken)).bytes).text;
    expect(again).toContain(n1);
  });

  it('runs a 60-line order over several pages, repeating the table header', async () => {
    const [customer] = await t.database.db.select().from(users).where(eq(users.email, 'user@example.com'));
    const lines = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        createProduct(t, {
          ...invoiceable,
          name: `Assorted item number ${i + 1} with a descriptive name`,
          mrpPaise: (100 + i) * 100,
        }),
      ),
    );
    const subtotal = lines.reduce((s, p) => s + p.mrpPaise, 0);
    const [row] = await t.database.db
      .insert(orders)
      .values({
        userId: customer!.id,
        customerName: customer!.name,
        customerEmail: customer!.email,
        status: 'delivered',
        paymentMethod: 'cod',
        paymentStatus: 'paid',
        subtotalPaise: subtotal,
        shippingFeePaise: 0,
        totalPaise: subtotal,
        shippingAddress: maharashtra,
        deliveredAt: new Date(),
      })
      .returning();
    await t.database.db.insert(orderItems).values(
      lines.map((p) => ({
        orderId: row!.id,
        productId: p.id,
        name: p.name,
        sku: p.sku,
        hsn: p.hsn,
        gstRatePercent: p.gstRatePercent,
        unitPricePaise: p.mrpPaise,
        mrpPaise: p.mrpPaise,
        quantity: 1,
      })),
    );
    const res = await download(row!.id, userToken);
    expect(res.status).toBe(200);
    const { text, pages } = pdfText(res.bytes);
    expect(pages).toBeGreaterThan(1);
    expect(text.split('\f').filter((page) => page.includes('Taxable Value')).length).toBe(pages);
    expect(text).toContain('Assorted item number 60');
    expect(text).toContain(`Page ${pages} of ${pages}`);
    // An order delivered before numbering gets its invoice number on first download, and keeps it.
    const [numbered] = await t.database.db.select().from(orders).where(eq(orders.id, row!.id));
    expect(numbered!.invoiceNumber).toMatch(/^INV\d{4}-\d{6}$/);
    expect(text).toContain(numbered!.invoiceNumber!);
  });

  it('serves seeded delivered orders to admins', async () => {
    const list = await t.request('/api/orders?status=delivered&limit=100', { token: adminToken });
    const seeded = list.body.orders.find((o: any) => o.invoiceNumber);
    const res = await download(seeded._id, adminToken);
    expect(res.status).toBe(200);
    expect(pdfText(res.bytes).text).toContain(seeded.invoiceNumber);
  });
});
