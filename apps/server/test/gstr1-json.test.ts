import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { gstinCheckCharacter } from '@shop/shared/gstin';
import { HSN_SIX_DIGITS_MESSAGE } from '@shop/shared/gst-turnover';
import { orderItems, orders, users } from '../src/db/schema';
import type { TestApp } from './helpers/test-app';
import { bengaluruAddress, createProduct } from './helpers/factories';
import { useSignedInShop } from './helpers/test-shop';
import { gstr1PortalJsonSchema } from './fixtures/gstr1-portal-schema';

let t: TestApp;
let userToken: string;
let adminToken: string;

useSignedInShop((shop) => ({ t, adminToken, userToken } = shop));

const B2B_GSTIN = '27AAPFU0939F1ZV';
/** A moment in India time. */
const at = (date: string, hour = 12) => new Date(`${date}T${String(hour).padStart(2, '0')}:00:00+05:30`);
const makeProduct = (name: string, pricePaise: number, gstRatePercent: number, hsn: string) =>
  createProduct(t, { name, mrpPaise: pricePaise, gstRatePercent, hsn, stock: 100, skuPrefix: 'JSON' });

/**
 * One order of one product written straight into a past month, invoiced and perhaps cancelled with a credit
 * note as the server does it (the API cannot place orders in the past).
 */
async function seedOrder(spec: {
  product: Awaited<ReturnType<typeof makeProduct>>;
  quantity?: number;
  state: string;
  feePaise?: number;
  placed: Date;
  invoiced?: Date;
  cancelledAt?: Date;
  status?: 'pending' | 'packed' | 'shipped' | 'delivered' | 'cancelled';
  payment?: 'cod' | 'razorpay';
  buyer?: { buyerGstin: string; buyerLegalName: string };
}) {
  const { nextInvoiceFields, issueCreditNoteIfInvoiced } = await import('../src/modules/orders/gst-documents');
  const [customer] = await t.database.db.select().from(users).where(eq(users.email, 'user@example.com'));
  const { product, quantity = 1, payment = 'cod', status = 'delivered' } = spec;
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
        status,
        paymentMethod: payment,
        paymentStatus: payment === 'razorpay' || status === 'delivered' ? 'paid' : 'pending',
        subtotalPaise: subtotal,
        shippingFeePaise: fee,
        totalPaise: subtotal + fee,
        shippingAddress: { ...bengaluruAddress, name: 'Ravi Kumar', state: spec.state },
        createdAt: spec.placed,
        invoiceNumber: invoice?.invoiceNumber ?? null,
        invoiceDate: invoice?.invoiceDate ?? null,
        cancelledAt: spec.cancelledAt ?? null,
        ...spec.buyer,
      })
      .returning();
    await tx.insert(orderItems).values({
      orderId: order!.id,
      productId: product.id,
      name: product.name,
      hsn: product.hsn,
      uqc: product.uqc,
      gstRatePercent: product.gstRatePercent,
      unitPricePaise: product.mrpPaise,
      mrpPaise: product.mrpPaise,
      quantity,
    });
    if (spec.cancelledAt) await issueCreditNoteIfInvoiced(tx, order!, 'cancelled', spec.cancelledAt);
  });
}

async function download(
  path: string,
): Promise<{ status: number; type: string | null; disposition: string | null; text: string }> {
  const res = await fetch(`${t.url}${path}`, { headers: { authorization: `Bearer ${adminToken}` } });
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    disposition: res.headers.get('content-disposition'),
    text: await res.text(),
  };
}

/** A CSV sheet's rows (after its headings) as cells; this export never quotes a comma in these months. */
async function csvRows(month: string, sheet: string): Promise<string[][]> {
  const { text } = await download(`/api/admin/gst/gstr1/${sheet}?month=${month}`);
  return text
    .split('\r\n')
    .slice(1)
    .filter(Boolean)
    .map((line) => line.split(','));
}

const round = (n: number) => Math.round(n * 100) / 100;
const sum = <T>(list: readonly T[], value: (item: T) => number) => round(list.reduce((s, item) => s + value(item), 0));
const column = (rows: string[][], index: number) => sum(rows, (row) => Number(row[index]));

describe('GSTR-1 portal JSON (August 2025): the schema, and the same totals as the CSV sheets', () => {
  const month = '2025-08';
  const aug = (day: number, hour = 12) => at(`2025-08-${String(day).padStart(2, '0')}`, hour);

  it('covers b2b, b2cl, b2cs, cdnr, cdnur, nil, hsn_b2b / hsn_b2c and doc_issue', async () => {
    const buds = await makeProduct('Aug Earbuds', 599_00, 18, '85183000');
    const chair = await makeProduct('Aug Chair', 7499_00, 18, '940130');
    const laptop = await makeProduct('Aug Laptop', 120000_00, 18, '84713010');
    const tee = await makeProduct('Aug T-shirt', 299_00, 5, '6109');
    const book = await makeProduct('Aug Atlas', 250_00, 0, '4901');
    const b2b = { buyerGstin: B2B_GSTIN, buyerLegalName: 'Udyam Traders LLP' };
    const sales: Parameters<typeof seedOrder>[0][] = [
      { product: buds, state: 'Karnataka', feePaise: 100_00, placed: aug(3), invoiced: aug(4) },
      { product: chair, quantity: 2, state: 'Karnataka', placed: aug(5), invoiced: aug(6), buyer: b2b },
      // B2B, cancelled after its invoice: a credit note in cdnr.
      {
        product: chair,
        state: 'Karnataka',
        placed: aug(6),
        invoiced: aug(7),
        cancelledAt: aug(8),
        status: 'cancelled',
        buyer: b2b,
      },
      { product: laptop, state: 'Delhi', placed: aug(7), invoiced: aug(8) },
      // B2C large, cancelled after its invoice: a credit note in cdnur.
      {
        product: laptop,
        state: 'Tamil Nadu',
        placed: aug(9),
        invoiced: aug(10),
        cancelledAt: aug(11),
        status: 'cancelled',
      },
      { product: tee, quantity: 2, state: 'Delhi', feePaise: 100_00, placed: aug(9), invoiced: aug(10) },
      { product: book, quantity: 2, state: 'Karnataka', feePaise: 100_00, placed: aug(12), invoiced: aug(13) },
    ];
    for (const sale of sales) await seedOrder(sale);

    const file = await download(`/api/admin/gst/gstr1.json?month=${month}`);
    expect(file.status, file.text).toBe(200);
    expect(file.type).toMatch(/^application\/json/);
    expect(file.disposition).toBe(`attachment; filename="gstr1-${month}.json"`);
    const json = JSON.parse(file.text);

    // The published shape: the contract fixture, read as a JSON Schema.
    const portalSchema = z.fromJSONSchema(gstr1PortalJsonSchema as unknown as Parameters<typeof z.fromJSONSchema>[0]);
    const checked = portalSchema.safeParse(json);
    expect(checked.success, JSON.stringify(checked.error?.issues)).toBe(true);
    // The schema has teeth: the shapes of the export this replaced are refused.
    for (const wrong of [
      { ...json, fp: '2025-08' },
      { ...json, b2cs: [{ ...json.b2cs[0], pos: '29-Karnataka' }] },
      { ...json, hsn: { data: json.hsn.hsn_b2c } },
      { ...json, sheets: {} },
    ])
      expect(portalSchema.safeParse(wrong).success).toBe(false);
    // Every amount has at most two decimals, as the portal takes them.
    const numbers: number[] = [];
    JSON.parse(file.text, (_key, value) => (typeof value === 'number' && numbers.push(value), value));
    expect(numbers.filter((n) => round(n) !== n)).toEqual([]);

    const settings = (await t.request('/api/admin/settings', { token: adminToken })).body.settings;
    expect(json).toMatchObject({ gstin: settings.gstin, fp: '082025' });
    expect(json.b2b).toEqual([
      {
        ctin: B2B_GSTIN,
        inv: [
          {
            inum: expect.stringMatching(/^INV2526-\d{6}$/),
            idt: '06-08-2025',
            val: 14998,
            pos: '27',
            rchrg: 'N',
            inv_typ: 'R',
            itms: [{ num: 1, itm_det: { rt: 18, txval: 12710.16, iamt: 2287.84, csamt: 0 } }],
          },
          expect.objectContaining({ idt: '07-08-2025', val: 7499 }),
        ],
      },
    ]);
    expect(json.cdnr[0].nt[0]).toMatchObject({
      ntty: 'C',
      nt_num: expect.stringMatching(/^CN2526-/),
      nt_dt: '08-08-2025',
      val: 7499,
    });
    expect(json.b2cl.map((g: { pos: string }) => g.pos)).toEqual(['07', '33']);
    expect(json.cdnur).toEqual([
      expect.objectContaining({ typ: 'B2CL', ntty: 'C', nt_dt: '11-08-2025', val: 120000, pos: '33' }),
    ]);
    // Within the state: CGST + SGST and no IGST key.
    expect(json.b2cs).toContainEqual({
      sply_ty: 'INTRA',
      pos: '29',
      typ: 'OE',
      rt: 18,
      txval: 592.38,
      camt: 53.31,
      samt: 53.31,
      csamt: 0,
    });
    expect(json.nil).toEqual({ inv: [{ sply_ty: 'INTRAB2C', nil_amt: 0, expt_amt: 600, ngsup_amt: 0 }] });
    expect(json.hsn.hsn_b2b).toEqual([
      expect.objectContaining({ num: 1, hsn_sc: '940130', desc: 'Aug Chair', uqc: 'NOS', qty: 2, rt: 18 }),
    ]);
    expect(json.doc_issue.doc_det).toEqual([
      { doc_num: 1, docs: [expect.objectContaining({ num: 1, totnum: 7, cancel: 0, net_issue: 7 })] },
      { doc_num: 5, docs: [expect.objectContaining({ num: 1, totnum: 2, cancel: 0, net_issue: 2 })] },
    ]);

    // The JSON and the CSV sheets of the same month add up to the same figures, table by table.
    const items = (docs: { itms: { itm_det: { txval: number; iamt?: number } }[] }[]) =>
      docs.flatMap((doc) => doc.itms.map((item) => item.itm_det));
    const b2bInv = json.b2b.flatMap((g: { inv: unknown[] }) => g.inv);
    const b2clInv = json.b2cl.flatMap((g: { inv: unknown[] }) => g.inv);
    const cdnrNotes = json.cdnr.flatMap((g: { nt: unknown[] }) => g.nt);
    const csv = {
      b2b: await csvRows(month, 'b2b'),
      b2cl: await csvRows(month, 'b2cl'),
      b2cs: await csvRows(month, 'b2cs'),
      cdnr: await csvRows(month, 'cdnr'),
      cdnur: await csvRows(month, 'cdnur'),
      exemp: await csvRows(month, 'exemp'),
      hsnB2b: await csvRows(month, 'hsn_b2b'),
      hsnB2c: await csvRows(month, 'hsn_b2c'),
      docs: await csvRows(month, 'docs'),
    };
    expect(sum(items(b2bInv), (i) => i.txval)).toBe(column(csv.b2b, 11));
    expect(sum(items(b2clInv), (i) => i.txval)).toBe(column(csv.b2cl, 6));
    expect(sum(json.b2cs, (row: { txval: number }) => row.txval)).toBe(column(csv.b2cs, 4));
    expect(sum(items(cdnrNotes), (i) => i.txval)).toBe(column(csv.cdnr, 11));
    expect(sum(items(json.cdnur), (i) => i.txval)).toBe(column(csv.cdnur, 8));
    expect(sum(json.nil.inv, (row: { expt_amt: number }) => row.expt_amt)).toBe(column(csv.exemp, 2));
    for (const [rows, table] of [
      [json.hsn.hsn_b2b, csv.hsnB2b],
      [json.hsn.hsn_b2c, csv.hsnB2c],
    ] as const) {
      expect(sum(rows, (row: { qty: number }) => row.qty)).toBe(column(table, 3));
      expect(sum(rows, (row: { txval: number }) => row.txval)).toBe(column(table, 6));
      expect(sum(rows, (row: { iamt: number; camt: number; samt: number }) => row.iamt + row.camt + row.samt)).toBe(
        round(column(table, 7) + column(table, 8) + column(table, 9)),
      );
    }
    expect(json.doc_issue.doc_det.map((d: { docs: { totnum: number }[] }) => d.docs[0]!.totnum)).toEqual(
      csv.docs.map((row) => Number(row[3])),
    );
    // Invoice values: the one-by-one tables, each invoice once however many rates it has.
    expect(sum(b2bInv, (inv: { val: number }) => inv.val)).toBe(14998 + 7499);

    // And both agree with the screen's totals (its taxable value includes the exempt value of Table 8).
    const report = (await t.request(`/api/admin/gst/gstr1?month=${month}`, { token: adminToken })).body;
    const taxable =
      sum(items(b2bInv), (i) => i.txval) +
      sum(items(b2clInv), (i) => i.txval) +
      sum(json.b2cs, (row: { txval: number }) => row.txval) -
      sum(items(cdnrNotes), (i) => i.txval) -
      sum(items(json.cdnur), (i) => i.txval) +
      sum(json.nil.inv, (row: { expt_amt: number }) => row.expt_amt);
    expect(round(taxable)).toBe(report.totals.taxableValue);
    const igst =
      sum([...items(b2bInv), ...items(b2clInv)], (i) => i.iamt ?? 0) -
      sum([...items(cdnrNotes), ...items(json.cdnur)], (i) => i.iamt ?? 0);
    const b2csIgst = sum(json.b2cs, (row: { iamt?: number }) => row.iamt ?? 0);
    expect(round(igst + b2csIgst)).toBe(report.totals.igst);
  });

  it('is for admins only, checks the month, and a month without documents has only gstin and fp', async () => {
    expect((await t.request('/api/admin/gst/gstr1.json?month=2025-08', { token: userToken })).status).toBe(403);
    const bad = await t.request('/api/admin/gst/gstr1.json?month=2025-13', { token: adminToken });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/month must look like 2026-05/);
    const empty = JSON.parse((await download('/api/admin/gst/gstr1.json?month=2019-02')).text);
    expect(empty).toEqual({ gstin: expect.any(String), fp: '022019', version: 'GST3.2.4', hash: 'hash' });
  });
});

describe('GST reconciliation with the sales report (September 2025)', () => {
  const sep = (day: number, hour = 12) => at(`2025-09-${String(day).padStart(2, '0')}`, hour);

  it('explains every difference: nothing is left unexplained and the sales figure is the sales report’s', async () => {
    const lamp = await makeProduct('Sep Lamp', 1000_00, 18, '940540');
    const sales: Parameters<typeof seedOrder>[0][] = [
      // Both sides: placed, invoiced and delivered in September.
      { product: lamp, state: 'Karnataka', placed: sep(2), invoiced: sep(3) },
      // COD invoiced at packing, not delivered yet: not revenue.
      { product: lamp, quantity: 2, state: 'Karnataka', placed: sep(4), invoiced: sep(5), status: 'shipped' },
      // Placed in August, invoiced in September.
      { product: lamp, quantity: 3, state: 'Karnataka', placed: at('2025-08-30'), invoiced: sep(1) },
      // Invoiced, then cancelled (its credit note the same month).
      {
        product: lamp,
        quantity: 4,
        state: 'Karnataka',
        placed: sep(6),
        invoiced: sep(7),
        cancelledAt: sep(8),
        status: 'cancelled',
      },
      // Invoiced in August, cancelled in September: the credit note alone.
      {
        product: lamp,
        quantity: 5,
        state: 'Karnataka',
        placed: at('2025-08-20'),
        invoiced: at('2025-08-21'),
        cancelledAt: sep(9),
        status: 'cancelled',
      },
      // Paid online, not packed yet: revenue without an invoice.
      { product: lamp, quantity: 6, state: 'Karnataka', placed: sep(28), status: 'pending', payment: 'razorpay' },
      // Paid online on the 30th, invoiced on 1 October (India time).
      {
        product: lamp,
        quantity: 7,
        state: 'Karnataka',
        placed: sep(30, 22),
        invoiced: at('2025-10-01', 9),
        status: 'packed',
        payment: 'razorpay',
      },
    ];
    for (const sale of sales) await seedOrder(sale);

    const res = await t.request('/api/admin/gst/reconciliation?month=2025-09', { token: adminToken });
    expect(res.status, res.text).toBe(200);
    const sales2 = await t.request('/api/admin/reports/sales?startDate=2025-09-01&endDate=2025-09-30', {
      token: adminToken,
    });
    const gstr1 = (await t.request('/api/admin/gst/gstr1?month=2025-09', { token: adminToken })).body;
    expect(res.body).toMatchObject({
      month: '2025-09',
      gstNetValue: gstr1.totals.netValue,
      salesRevenue: sales2.body.revenue,
      unexplained: 0,
    });
    // Invoices 1+2+3+4 lamps = ₹10,000; notes 4+5 = ₹9,000: net ₹1,000. Revenue: 1 + 6 + 7 lamps = ₹14,000.
    expect(res.body.gstNetValue).toBe(1000);
    expect(res.body.salesRevenue).toBe(14000);
    expect(
      res.body.lines.map((l: { key: string; count: number; amount: number }) => [l.key, l.count, l.amount]),
    ).toEqual([
      ['creditNotesCancelled', 2, 9000],
      ['invoicedPlacedEarlier', 1, -3000],
      ['invoicedThenCancelled', 1, -4000],
      ['invoicedNotRevenue', 1, -2000],
      ['revenueNotInvoiced', 1, 6000],
      ['revenueInvoicedLater', 1, 7000],
    ]);
    expect(res.body.lines[0].label).toMatch(/^Credit notes for orders cancelled after invoicing/);
    expect((await t.request('/api/admin/gst/reconciliation?month=2025-09', { token: userToken })).status).toBe(403);
  });
});

describe('Aggregate turnover above ₹5 crore (shop settings)', () => {
  async function saveSettings(changes: Record<string, unknown>) {
    const current = (await t.request('/api/admin/settings', { token: adminToken })).body.settings;
    // As in gst.test.ts: the caps the test app lifts, and the demo GSTIN with a valid check character.
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
  const productJson = (hsn?: string) => ({
    name: 'Steel Water Bottle',
    description: '1 litre.',
    mrp: 599,
    category: 'Home',
    stock: 5,
    gstRate: 18,
    ...(hsn === undefined ? {} : { hsn }),
  });

  it('round-trips, is off by default, and is not shown to visitors', async () => {
    expect(
      (await t.request('/api/admin/settings', { token: adminToken })).body.settings.aggregateTurnoverAbove5Crore,
    ).toBe(false);
    const on = await saveSettings({ aggregateTurnoverAbove5Crore: true });
    expect(on.status, on.text).toBe(200);
    expect(on.body.settings.aggregateTurnoverAbove5Crore).toBe(true);
    expect(
      (await t.request('/api/admin/settings', { token: adminToken })).body.settings.aggregateTurnoverAbove5Crore,
    ).toBe(true);
    const shop = await t.request('/api/shop');
    expect(shop.status).toBe(200);
    expect(shop.body).not.toHaveProperty('aggregateTurnoverAbove5Crore');
    const wrong = await saveSettings({ aggregateTurnoverAbove5Crore: 'yes' });
    expect(wrong.status).toBe(422);
    expect(
      (await saveSettings({ aggregateTurnoverAbove5Crore: false })).body.settings.aggregateTurnoverAbove5Crore,
    ).toBe(false);
  });

  it('when on, a product save without a 6- or 8-digit HSN code is refused on the HSN field', async () => {
    const four = await t.request('/api/products', { method: 'POST', token: adminToken, json: productJson('7323') });
    expect(four.status, four.text).toBe(201);
    const id = four.body.product._id;
    expect((await saveSettings({ aggregateTurnoverAbove5Crore: true })).status).toBe(200);
    try {
      for (const hsn of ['7323', undefined]) {
        const refused = await t.request('/api/products', { method: 'POST', token: adminToken, json: productJson(hsn) });
        expect(refused.status).toBe(422);
        expect(refused.body).toMatchObject({ message: HSN_SIX_DIGITS_MESSAGE, field: 'hsn' });
      }
      // An edit that leaves the HSN out keeps the product's 4-digit code: refused too, and nothing is written.
      const edit = await t.request(`/api/products/${id}`, {
        method: 'PUT',
        token: adminToken,
        json: { ...productJson(), stock: 9 },
      });
      expect(edit.status).toBe(422);
      expect(edit.body.field).toBe('hsn');
      expect((await t.request(`/api/products/${id}`)).body.product.stock).toBe(5);
      for (const hsn of ['732393', '73239390']) {
        const saved = await t.request(`/api/products/${id}`, {
          method: 'PUT',
          token: adminToken,
          json: productJson(hsn),
        });
        expect(saved.status, saved.text).toBe(200);
        expect(saved.body.product.hsn).toBe(hsn);
      }
      const created = await t.request('/api/products', {
        method: 'POST',
        token: adminToken,
        json: productJson('732393'),
      });
      expect(created.status, created.text).toBe(201);
    } finally {
      await saveSettings({ aggregateTurnoverAbove5Crore: false });
    }
    // Off again: 4 digits are enough.
    expect(
      (await t.request(`/api/products/${id}`, { method: 'PUT', token: adminToken, json: productJson('7323') })).status,
    ).toBe(200);
  });
});
