import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { computeGst, describeIncludedGst } from '@shop/shared/gst';
import { gstinCheckCharacter } from '@shop/shared/gstin';
import { formatPaise, rupeesToPaise } from '@shop/shared/money';
import { effectivePrice } from '@shop/shared/pricing';
import { creditNotes, orderItems, orders, products, users } from '../src/db/schema';
import type { TestApp } from './helpers/test-app';
import { bengaluruAddress, createProduct } from './helpers/factories';
import { pdfFonts, pdfPageText } from './helpers/poppler-pdf';
import { useSignedInShop } from './helpers/test-shop';

let t: TestApp;
let userToken: string;
let adminToken: string;

useSignedInShop((shop) => ({ t, adminToken, userToken } = shop));

// In the shop's own state; a name in Devanagari, which the invoice must draw.
const karnataka = { ...bengaluruAddress, name: 'अनन्या शर्मा' };
const VALID_MAHARASHTRA_GSTIN = '27AAPFU0939F1ZV';

/** A product of the test's own at this price and GST rate, with plenty of stock. */
const makeProduct = (name: string, pricePaise: number, gstRatePercent: number, hsn: string) =>
  createProduct(t, { name, mrpPaise: pricePaise, gstRatePercent, hsn, stock: 100, skuPrefix: 'GST' });

async function placeOrder(lines: { product: string; quantity: number }[], extra: Record<string, unknown> = {}) {
  return t.request('/api/orders', {
    method: 'POST',
    token: userToken,
    json: { items: lines, shippingAddress: karnataka, paymentMethod: 'cod', ...extra },
  });
}

const setStatus = (id: string, status: string) =>
  t.request(`/api/orders/${id}/status`, { method: 'PUT', token: adminToken, json: { status } });

async function pdfText(path: string, token = userToken): Promise<{ status: number; text: string; fonts: string }> {
  const res = await fetch(`${t.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const bytes = Buffer.from(await res.arrayBuffer());
  if (res.status !== 200) return { status: res.status, text: bytes.toString(), fonts: '' };
  return { status: 200, text: pdfPageText(bytes), fonts: pdfFonts(bytes) };
}

describe('per-product GST rate and HSN', () => {
  it('round-trips through the admin product API and the catalogue', async () => {
    const kurta = { name: 'Cotton Kurta', description: 'Hand block printed.', category: 'Fashion', stock: 5 };
    const created = await t.request('/api/products', {
      method: 'POST',
      token: adminToken,
      json: { ...kurta, mrp: 899, gstRate: 5, hsn: '62114210' },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body.product).toMatchObject({ gstRate: 5, hsn: '62114210' });
    const id = created.body.product._id;
    const read = await t.request(`/api/products/${id}`);
    expect(read.body.product).toMatchObject({ gstRate: 5, hsn: '62114210' });

    const edited = await t.request(`/api/products/${id}`, {
      method: 'PUT',
      token: adminToken,
      json: { ...kurta, mrp: 2999, gstRate: 18, hsn: '6211' },
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.product).toMatchObject({ gstRate: 18, hsn: '6211' });

    // Left out on edit: kept. A new product without them gets the standard rate and no HSN (never 8517).
    const kept = await t.request(`/api/products/${id}`, {
      method: 'PUT',
      token: adminToken,
      json: { ...kurta, mrp: 2999, stock: 4 },
    });
    expect(kept.body.product).toMatchObject({ gstRate: 18, hsn: '6211' });
    const plain = await t.request('/api/products', {
      method: 'POST',
      token: adminToken,
      json: { name: 'Plain Mug', description: 'Stoneware.', mrp: 299, category: 'Home', stock: 5 },
    });
    expect(plain.body.product).toMatchObject({ gstRate: 18, hsn: '' });
  });

  it.each([
    [{ gstRate: 12 }, 422, "12% is not a GST rate for goods. Choose one of this shop's rates: 0%, 5%, 18%, 40%."],
    [{ gstRate: 'eighteen' }, 400, 'GST rate must be a number of percent, such as 5 or 18'],
    [{ hsn: '73239' }, 400, 'HSN code must be 4, 6 or 8 digits'],
  ])(
    'refuses a product with %o (a removed slab, not a number, a malformed HSN) with %i and the field message',
    async (field, status, message) => {
      const base = { name: 'Steel Tiffin', description: 'Three tiers.', mrp: 699, category: 'Home', stock: 5 };
      const res = await t.request('/api/products', { method: 'POST', token: adminToken, json: { ...base, ...field } });
      expect(res.status).toBe(status);
      expect(res.body.message).toBe(message);
    },
  );

  it('the demo catalogue uses only current slabs', async () => {
    const rows = await t.database.db.select({ rate: products.gstRatePercent, hsn: products.hsn }).from(products);
    const seeded = rows.filter((r) => r.hsn !== '');
    expect(seeded.length).toBeGreaterThan(40);
    expect(seeded.every((r) => [0, 5, 18, 40].includes(r.rate) && /^(\d{4}|\d{6}|\d{8})$/.test(r.hsn))).toBe(true);
  });
});

describe('one GST calculation for cart, checkout, order and invoice', () => {
  it('₹599 @18% + ₹100 COD fee within the state: taxable ₹592.38, CGST = SGST = ₹53.31, total ₹699', async () => {
    const earbuds = await makeProduct('Sonora Buds', 599_00, 18, '85183000');
    const placed = await placeOrder([{ product: earbuds.id, quantity: 1 }]);
    expect(placed.status, placed.text).toBe(201);
    const id = placed.body.order._id;
    expect(placed.body.order.total).toBe(699);
    expect((await setStatus(id, 'packed')).status).toBe(200);
    const gst = await t.request(`/api/orders/${id}/gst`, { token: userToken });
    expect(gst.body).toMatchObject({
      supplyType: 'intra',
      feeRate: 18,
      total: 699,
      taxable: 592.38,
      cgst: 53.31,
      sgst: 53.31,
      igst: 0,
    });

    const invoice = await pdfText(`/api/orders/${id}/invoice`);
    expect(invoice.status).toBe(200);
    // The COD fee is a taxable line at the principal supply's rate (its HSN too); the lines add up to the totals.
    expect(invoice.text).toMatch(/Shipping & handling\s+85183000\s+84\.74\s+7\.63\s+7\.63\s+100\.00/);
    expect(invoice.text).toMatch(/Total\s+1\s+592\.38\s+53\.31\s+53\.31\s+699\.00/);
    expect(invoice.text).toContain('CGST @ 9% ₹53.31; SGST @ 9% ₹53.31');
    expect(invoice.text).toContain('₹699.00');
    expect(invoice.text).toContain('अनन्या');
    expect(invoice.fonts).toContain('NotoSans');
  });

  it('agrees for a mixed 5% + 18% cart: what the cart and checkout show is what the order and invoice hold', async () => {
    const tee = await makeProduct('Cotton T-shirt', 299_00, 5, '6109');
    const buds = await makeProduct('Wired Earphones', 599_00, 18, '8518');
    const catalogue = await Promise.all([tee, buds].map((p) => t.request(`/api/products/${p.id}`)));
    const lines = catalogue.map((res) => ({
      amountPaise: rupeesToPaise(effectivePrice(res.body.product)),
      ratePercent: res.body.product.gstRate as number,
    }));
    const cart = computeGst({ items: lines, supplyType: 'intra' });
    expect(describeIncludedGst(cart, formatPaise)).toBe('incl. GST ₹105.62: 5% ₹14.24, 18% ₹91.38');
    const checkout = computeGst({ items: lines, feePaise: 100_00, supplyType: 'intra' });

    const placed = await placeOrder([
      { product: tee.id, quantity: 1 },
      { product: buds.id, quantity: 1 },
    ]);
    const id = placed.body.order._id;
    expect(placed.body.order.total).toBe(998);
    await setStatus(id, 'packed');
    const gst = (await t.request(`/api/orders/${id}/gst`, { token: userToken })).body;
    expect(gst.feeRate).toBe(18);
    expect(gst.byRate).toEqual(
      checkout.byRate.map((r) => ({ rate: r.ratePercent, taxable: r.taxablePaise / 100, tax: r.taxPaise / 100 })),
    );
    expect(gst.tax).toBe(checkout.totals.taxPaise / 100);
    const { text } = await pdfText(`/api/orders/${id}/invoice`);
    for (const r of checkout.byRate) {
      expect(text).toContain(
        `GST @ ${r.ratePercent}%: taxable ${formatPaise(r.taxablePaise)}; CGST @ ${r.ratePercent / 2}% ${formatPaise(r.cgstPaise)}; SGST @ ${r.ratePercent / 2}% ${formatPaise(r.sgstPaise)}`,
      );
    }
  });
});

describe('Indian-language names on the invoice', () => {
  // pdftotext reads back what pdfkit wrote through each font's ToUnicode map: the names must round-trip.
  it.each([
    {
      script: 'Tamil',
      name: 'கார்த்திக் முருகன்',
      city: 'சென்னை',
      state: 'Tamil Nadu',
      pincode: '600004',
      font: 'NotoSansTamil',
    },
    {
      script: 'Kannada',
      name: 'ಅನಿಲ್ ಕುಮಾರ್',
      city: 'ಬೆಂಗಳೂರು',
      state: 'Karnataka',
      pincode: '560025',
      font: 'NotoSansKannada',
    },
  ])('prints a $script customer name and city as typed, with the ₹ sign and Devanagari', async (c) => {
    const item = await makeProduct('पीतल दीया', 450_00, 5, '7418');
    const placed = await placeOrder([{ product: item.id, quantity: 1 }], {
      shippingAddress: { ...karnataka, name: c.name, city: c.city, state: c.state, pincode: c.pincode },
    });
    expect(placed.status, placed.text).toBe(201);
    const id = placed.body.order._id;
    expect((await setStatus(id, 'packed')).status).toBe(200);
    const invoice = await pdfText(`/api/orders/${id}/invoice`);
    expect(invoice.status).toBe(200);
    expect(invoice.text).toContain(c.name);
    expect(invoice.text).toContain(c.city);
    expect(invoice.text).toContain('पीतल दीया');
    expect(invoice.text).toContain('₹550.00');
    expect(invoice.fonts).toContain(c.font);
  });
});

describe('invoice at dispatch and credit notes', () => {
  it('numbers the invoice at packing; cancelling then issues a credit note referencing it', async () => {
    const lamp = await makeProduct('Brass Lamp', 799_00, 18, '9405');
    const placed = await placeOrder([{ product: lamp.id, quantity: 1 }]);
    const id = placed.body.order._id;
    expect((await pdfText(`/api/orders/${id}/invoice`)).status).toBe(409);
    const packed = await setStatus(id, 'packed');
    const invoiceNumber: string = packed.body.order.invoiceNumber;
    expect(invoiceNumber).toMatch(/^INV\d{4}-\d{6}$/);
    expect(invoiceNumber.length).toBeLessThanOrEqual(16);
    expect((await pdfText(`/api/orders/${id}/credit-note`)).status).toBe(409);

    const cancelled = await t.request(`/api/orders/${id}/cancel`, { method: 'POST', token: userToken });
    expect(cancelled.status, cancelled.text).toBe(200);
    const [note] = await t.database.db.select().from(creditNotes).where(eq(creditNotes.orderId, id));
    expect(note).toMatchObject({ invoiceNumber, reason: 'cancelled' });
    expect(note!.number).toMatch(/^CN\d{4}-\d{6}$/);
    const pdf = await pdfText(`/api/orders/${id}/credit-note`);
    expect(pdf.status).toBe(200);
    expect(pdf.text).toContain('Credit Note');
    expect(pdf.text).toContain(note!.number);
    expect(pdf.text).toContain(invoiceNumber);
    // The invoice stays downloadable: the credit note cancels it, it does not disappear.
    expect((await pdfText(`/api/orders/${id}/invoice`)).status).toBe(200);
  });

  it('issues no credit note for an order cancelled before its invoice', async () => {
    const lamp = await makeProduct('Clay Lamp', 199_00, 5, '6913');
    const placed = await placeOrder([{ product: lamp.id, quantity: 1 }]);
    const id = placed.body.order._id;
    expect((await t.request(`/api/orders/${id}/cancel`, { method: 'POST', token: userToken })).status).toBe(200);
    expect(await t.database.db.select().from(creditNotes).where(eq(creditNotes.orderId, id))).toEqual([]);
  });
});

describe('B2B orders', () => {
  it('prints the buyer GSTIN and takes the place of supply from it (IGST to another state)', async () => {
    const chair = await makeProduct('Office Chair', 7499_00, 18, '9401');
    const placed = await placeOrder([{ product: chair.id, quantity: 2 }], {
      buyerGstin: VALID_MAHARASHTRA_GSTIN.toLowerCase(),
      buyerLegalName: 'Udyam Traders LLP',
      buyerAddress: { street: '5 Nariman Point', city: 'Mumbai', state: 'Maharashtra', pincode: '400021' },
    });
    expect(placed.status, placed.text).toBe(201);
    const id = placed.body.order._id;
    await setStatus(id, 'packed');
    const gst = (await t.request(`/api/orders/${id}/gst`, { token: userToken })).body;
    expect(gst).toMatchObject({
      buyerGstin: VALID_MAHARASHTRA_GSTIN,
      placeOfSupply: 'Maharashtra',
      supplyType: 'inter',
      cgst: 0,
      sgst: 0,
    });
    const { text } = await pdfText(`/api/orders/${id}/invoice`);
    expect(text).toContain(`GSTIN: ${VALID_MAHARASHTRA_GSTIN}`);
    expect(text).toContain('Udyam Traders LLP');
    expect(text).toContain('Maharashtra (27)');
    expect(text).toContain('IGST');
  });

  it('answers 422 for an invalid GSTIN and writes nothing', async () => {
    const chair = await makeProduct('Desk Lamp', 999_00, 18, '9405');
    const before = (await t.database.db.select({ n: count() }).from(orders))[0]!.n;
    const checksum = await placeOrder([{ product: chair.id, quantity: 1 }], {
      buyerGstin: '27AAPFU0939F1ZX',
      buyerLegalName: 'Udyam Traders LLP',
    });
    expect(checksum.status).toBe(422);
    expect(checksum.body.message).toBe('This GSTIN is not valid: its last character does not match (check for a typo)');
    const format = await placeOrder([{ product: chair.id, quantity: 1 }], {
      buyerGstin: '27AAPFU0939',
      buyerLegalName: 'X',
    });
    expect(format.status).toBe(422);
    const state = await placeOrder([{ product: chair.id, quantity: 1 }], {
      buyerGstin: '99AAPFU0939F1ZV',
      buyerLegalName: 'X',
    });
    expect(state.status).toBe(422);
    const noName = await placeOrder([{ product: chair.id, quantity: 1 }], { buyerGstin: VALID_MAHARASHTRA_GSTIN });
    expect(noName.status).toBe(422);
    expect((await t.database.db.select({ n: count() }).from(orders))[0]!.n).toBe(before);
  });
});

describe('GSTR-1 export', () => {
  const may = (day: number, hour = 12) =>
    new Date(`2026-05-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00+05:30`);

  /**
   * One order of one product (one unit unless said) written straight into a past month, invoiced (and perhaps
   * credited) as the server would.
   */
  async function seedOrder(spec: {
    product: Awaited<ReturnType<typeof makeProduct>>;
    quantity?: number;
    state: string;
    feePaise?: number;
    placed: Date;
    invoiced?: Date;
    creditedAt?: Date;
    status?: 'delivered' | 'cancelled';
    buyer?: { buyerGstin: string; buyerLegalName: string };
  }) {
    const { nextInvoiceFields, issueCreditNoteIfInvoiced } = await import('../src/modules/orders/gst-documents');
    const [customer] = await t.database.db.select().from(users).where(eq(users.email, 'user@example.com'));
    const { product, quantity = 1 } = spec;
    const subtotal = product.mrpPaise * quantity;
    const fee = spec.feePaise ?? 0;
    await t.database.db.transaction(async (tx) => {
      const invoice = spec.invoiced ? await nextInvoiceFields(tx, spec.invoiced) : null;
      const [order] = await tx
        .insert(orders)
        .values({
          userId: customer!.id,
          customerName: customer!.name,
          customerEmail: customer!.email,
          status: spec.status ?? 'delivered',
          paymentMethod: 'cod',
          paymentStatus: spec.status === 'cancelled' ? 'pending' : 'paid',
          subtotalPaise: subtotal,
          shippingFeePaise: fee,
          totalPaise: subtotal + fee,
          shippingAddress: { ...karnataka, name: 'Ravi Kumar', state: spec.state },
          createdAt: spec.placed,
          invoiceNumber: invoice?.invoiceNumber ?? null,
          invoiceDate: invoice?.invoiceDate ?? null,
          cancelledAt: spec.status === 'cancelled' ? (spec.creditedAt ?? spec.placed) : null,
          ...spec.buyer,
        })
        .returning();
      await tx.insert(orderItems).values({
        orderId: order!.id,
        productId: product.id,
        name: product.name,
        hsn: product.hsn,
        gstRatePercent: product.gstRatePercent,
        unitPricePaise: product.mrpPaise,
        mrpPaise: product.mrpPaise,
        quantity,
      });
      if (spec.creditedAt) await issueCreditNoteIfInvoiced(tx, order!, 'cancelled', spec.creditedAt);
    });
  }

  it('builds B2B, B2CL, B2CS, notes, HSN and documents sheets for May 2026 that reconcile with the sales report', async () => {
    const buds = await makeProduct('May Earbuds', 599_00, 18, '85183000');
    const chair = await makeProduct('May Chair', 7499_00, 18, '9401');
    const laptop = await makeProduct('May Laptop', 120000_00, 18, '84713010');
    const tee = await makeProduct('May T-shirt', 299_00, 5, '6109');
    const kettle = await makeProduct('May Kettle', 1499_00, 18, '8516');
    const maySales: Parameters<typeof seedOrder>[0][] = [
      { product: buds, state: 'Karnataka', feePaise: 100_00, placed: may(3), invoiced: may(4) },
      {
        product: chair,
        quantity: 2,
        state: 'Karnataka',
        placed: may(5),
        invoiced: may(6),
        buyer: { buyerGstin: VALID_MAHARASHTRA_GSTIN, buyerLegalName: 'Udyam Traders LLP' },
      },
      { product: laptop, state: 'Delhi', placed: may(7), invoiced: may(8) },
      { product: tee, quantity: 2, state: 'Delhi', feePaise: 100_00, placed: may(9), invoiced: may(10) },
      {
        product: kettle,
        state: 'Karnataka',
        placed: may(11),
        invoiced: may(12),
        creditedAt: may(13),
        status: 'cancelled',
      },
      { product: kettle, state: 'Karnataka', placed: may(14), status: 'cancelled' },
      // Outside the month: placed and invoiced in April (31 March / 1 April are covered by the unit tests).
      {
        product: buds,
        state: 'Karnataka',
        placed: new Date('2026-04-30T10:00:00+05:30'),
        invoiced: new Date('2026-04-30T23:59:00+05:30'),
      },
    ];
    for (const sale of maySales) await seedOrder(sale);

    const res = await t.request('/api/admin/gst/gstr1?month=2026-05', { token: adminToken });
    expect(res.status, res.text).toBe(200);
    const report = res.body;
    expect(report.sheets.b2b).toEqual([
      [
        VALID_MAHARASHTRA_GSTIN,
        'Udyam Traders LLP',
        expect.stringMatching(/^INV2627-\d{6}$/),
        '06-May-2026',
        14998,
        '27-Maharashtra',
        'N',
        '',
        'Regular B2B',
        '',
        18,
        12710.16,
        0,
      ],
    ]);
    expect(report.sheets.b2cl).toEqual([
      [expect.stringMatching(/^INV2627-/), '08-May-2026', 120000, '07-Delhi', '', 18, 101694.92, 0, ''],
    ]);
    // Karnataka 18%: the ₹599 + ₹100 COD order (₹592.38); the cancelled kettle is netted out by its credit note.
    expect(report.sheets.b2cs).toEqual([
      ['OE', '07-Delhi', '', 5, 664.76, 0, ''],
      ['OE', '29-Karnataka', '', 18, 592.38, 0, ''],
    ]);
    expect(report.sheets.cdnr).toEqual([]);
    expect(report.sheets.cdnur).toEqual([]);
    expect(report.sheets.docs).toEqual([
      ['Invoices for outward supply', expect.stringMatching(/^INV2627-/), expect.stringMatching(/^INV2627-/), 5, 0],
      ['Credit Note', expect.stringMatching(/^CN2627-/), expect.stringMatching(/^CN2627-/), 1, 0],
    ]);
    const hsnKettle = report.sheets.hsn_b2c.find((row: unknown[]) => row[0] === '8516');
    // The B2B invoice is summarised in the B2B tab of Table 12, apart from the B2C supplies.
    expect(report.sheets.hsn_b2b.map((row: unknown[]) => row.slice(2, 4))).toEqual([['NOS-NUMBERS', 2]]);
    const hsn = [...report.sheets.hsn_b2b, ...report.sheets.hsn_b2c];
    expect(hsnKettle.slice(3, 7)).toEqual([0, 0, 18, 0]);

    // Reconciliation: every May order was invoiced in May, so invoices less credit notes = the sales report.
    const sales = await t.request('/api/admin/reports/sales?startDate=2026-05-01&endDate=2026-05-31', {
      token: adminToken,
    });
    expect(sales.status).toBe(200);
    expect(report.totals).toMatchObject({ invoices: 5, creditNotes: 1, netValue: sales.body.revenue });
    const sum = (rows: unknown[][], column: number) =>
      Math.round(rows.reduce((s, row) => s + Number(row[column]), 0) * 100) / 100;
    expect(sum(hsn, 4)).toBe(sales.body.revenue);
    const taxable = sum(report.sheets.b2b, 11) + sum(report.sheets.b2cl, 6) + sum(report.sheets.b2cs, 4);
    expect(Math.round(taxable * 100) / 100).toBe(report.totals.taxableValue);
    expect(sum(hsn, 6)).toBe(report.totals.taxableValue);

    const csv = await fetch(`${t.url}/api/admin/gst/gstr1/b2b?month=2026-05`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="gstr1-2026-05-b2b.csv"');
    const [header, row] = (await csv.text()).split('\r\n');
    expect(header).toBe(
      'GSTIN/UIN of Recipient,Receiver Name,Invoice Number,Invoice date,Invoice Value,Place Of Supply,Reverse Charge,Applicable % of Tax Rate,Invoice Type,E-Commerce GSTIN,Rate,Taxable Value,Cess Amount',
    );
    expect(row).toMatch(
      /^27AAPFU0939F1ZV,Udyam Traders LLP,INV2627-\d{6},06-May-2026,14998,27-Maharashtra,N,,Regular B2B,,18,12710.16,0$/,
    );
  });

  it('is for admins only and checks the month', async () => {
    expect((await t.request('/api/admin/gst/gstr1?month=2026-05', { token: userToken })).status).toBe(403);
    expect((await t.request('/api/admin/gst/gstr1?month=2026-13', { token: adminToken })).status).toBe(400);
    expect((await t.request('/api/admin/gst/gstr1/b2x?month=2026-05', { token: adminToken })).status).toBe(400);
  });
});

describe("the shop's GST rate list (shop settings)", () => {
  async function saveSettings(changes: Record<string, unknown>) {
    const current = (await t.request('/api/admin/settings', { token: adminToken })).body.settings;
    // The test app lifts the order caps on read (test-app.ts): saved back, they take the shop's own values.
    // The demo GSTIN has no valid check character (a save refuses it): the same PAN with a valid one.
    const caps = {
      maxUnitsPerProduct: 10,
      maxOpenUnpaidOrders: 3,
      maxOpenCodOrders: 3,
      gstin: `29ABCDE1234F1Z${gstinCheckCharacter('29ABCDE1234F1Z')}`,
    };
    return t.request('/api/admin/settings', {
      method: 'PUT',
      token: adminToken,
      json: { ...current, ...caps, ...changes },
    });
  }
  const productJson = (gstRate: number) => ({
    name: 'Silver Anklet',
    description: '925 silver.',
    mrp: 1999,
    category: 'Jewellery',
    stock: 5,
    gstRate,
    hsn: '7113',
  });

  it('starts with the slabs, takes only rates in force, and keeps them sorted', async () => {
    const initial = (await t.request('/api/admin/settings', { token: adminToken })).body.settings;
    expect(initial.gstRatesPercent).toEqual([0, 5, 18, 40]);
    const removed = await saveSettings({ gstRatesPercent: [5, 12, 18, 28] });
    expect(removed.status).toBe(422);
    expect(removed.body.message).toBe('12%, 28% are not GST rates for goods; choose from 0%, 0.25%, 3%, 5%, 18%, 40%');
    expect(removed.body.field).toBe('gstRatesPercent');
    expect((await saveSettings({ gstRatesPercent: [] })).status).toBe(422);
    const saved = await saveSettings({ gstRatesPercent: [18, 3, 0, 0.25, 5, 5] });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.settings.gstRatesPercent).toEqual([0, 0.25, 3, 5, 18]);
    await saveSettings({ gstRatesPercent: [0, 5, 18, 40] });
  });

  it('a product save takes only a listed rate (422 otherwise); a product keeps a rate dropped from the list', async () => {
    // A product at 40% while the shop still offers it.
    const luxury = await t.request('/api/products', { method: 'POST', token: adminToken, json: productJson(40) });
    expect(luxury.status, luxury.text).toBe(201);
    const id = luxury.body.product._id;
    expect((await saveSettings({ gstRatesPercent: [0, 3, 5, 18] })).status).toBe(200);
    try {
      const refused = await t.request('/api/products', { method: 'POST', token: adminToken, json: productJson(40) });
      expect(refused.status).toBe(422);
      expect(refused.body.message).toBe(
        "GST rate 40% is not in this shop's list of rates (0%, 3%, 5%, 18%). Choose one of them, or add 40% on the Settings screen first.",
      );
      const jewellery = await t.request('/api/products', { method: 'POST', token: adminToken, json: productJson(3) });
      expect(jewellery.status, jewellery.text).toBe(201);
      expect(jewellery.body.product.gstRate).toBe(3);

      // The 40% product is edited (price, stock) with its own rate kept, and still sells and invoices at 40%.
      const edited = await t.request(`/api/products/${id}`, {
        method: 'PUT',
        token: adminToken,
        json: { ...productJson(40), mrp: 2099, stock: 6 },
      });
      expect(edited.status, edited.text).toBe(200);
      expect(edited.body.product).toMatchObject({ gstRate: 40, mrp: 2099 });
      // Moved to a listed rate it cannot go back.
      expect(
        (await t.request(`/api/products/${id}`, { method: 'PUT', token: adminToken, json: productJson(18) })).status,
      ).toBe(200);
      const back = await t.request(`/api/products/${id}`, { method: 'PUT', token: adminToken, json: productJson(40) });
      expect(back.status).toBe(422);
      // Nothing was written by the refused saves.
      expect((await t.request(`/api/products/${id}`)).body.product.gstRate).toBe(18);
    } finally {
      await saveSettings({ gstRatesPercent: [0, 5, 18, 40] });
    }
  });

  it('a product at a rate no longer listed still sells and is invoiced at its own rate', async () => {
    const hookah = await makeProduct('Brass Hookah', 2000_00, 40, '9614');
    expect((await saveSettings({ gstRatesPercent: [0, 5, 18] })).status).toBe(200);
    try {
      const placed = await placeOrder([{ product: hookah.id, quantity: 1 }]);
      expect(placed.status, placed.text).toBe(201);
      const id = placed.body.order._id;
      expect((await setStatus(id, 'packed')).status).toBe(200);
      const gst = (await t.request(`/api/orders/${id}/gst`, { token: userToken })).body;
      // ₹2,000 at 40% (free shipping): half = round(200000 x 20 / 140 = 28571.43) = ₹285.71.
      expect(gst).toMatchObject({ total: 2000, taxable: 1428.58, cgst: 285.71, sgst: 285.71 });
      expect(gst.byRate).toEqual([{ rate: 40, taxable: 1428.58, tax: 571.42 }]);
    } finally {
      await saveSettings({ gstRatesPercent: [0, 5, 18, 40] });
    }
  });

  it('a special rate with decimals (0.25%) is stored, ordered and invoiced exactly', async () => {
    expect((await saveSettings({ gstRatesPercent: [0, 0.25, 3, 5, 18, 40] })).status).toBe(200);
    try {
      const created = await t.request('/api/products', {
        method: 'POST',
        token: adminToken,
        json: { ...productJson(0.25), name: 'Rough Diamond 0.5 ct', hsn: '7102', mrp: 40100 },
      });
      expect(created.status, created.text).toBe(201);
      expect(created.body.product.gstRate).toBe(0.25);
      const placed = await placeOrder([{ product: created.body.product._id, quantity: 1 }], { paymentMethod: 'cod' });
      expect(placed.status, placed.text).toBe(201);
      const id = placed.body.order._id;
      const [item] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, id));
      expect(item!.gstRatePercent).toBe(0.25);
      expect((await setStatus(id, 'packed')).status).toBe(200);
      const expected = computeGst({
        items: [{ amountPaise: 40100_00, ratePercent: 0.25 }],
        feePaise: placed.body.order.total * 100 - 40100_00,
        supplyType: 'intra',
      });
      const gst = (await t.request(`/api/orders/${id}/gst`, { token: userToken })).body;
      expect(gst).toMatchObject({
        feeRate: expected.feeRatePercent,
        cgst: expected.totals.cgstPaise / 100,
        sgst: expected.totals.sgstPaise / 100,
      });
      // ₹40,100 at 0.25%: half = round(4010000 x 0.125 / 100.25 = 5000) = ₹50.00 each.
      expect(gst.cgst).toBe(50);
      const { text } = await pdfText(`/api/orders/${id}/invoice`);
      expect(text).toContain(
        `GST @ 0.25%: taxable ${formatPaise(expected.byRate[0]!.taxablePaise)}; CGST @ 0.125% ${formatPaise(expected.totals.cgstPaise)}; SGST @ 0.125% ${formatPaise(expected.totals.sgstPaise)}`,
      );
    } finally {
      await saveSettings({ gstRatesPercent: [0, 5, 18, 40] });
    }
  });
});
