import { describe, expect, it } from 'vitest';
import { collectGstr1, gstr1Report } from './gstr1';
import { gstr1PortalJson } from './gstr1-json';
import type { OrderWithItems } from './orders.repository';

/** A minimal invoiced order of November 2026: what the GSTR-1 builder reads. */
function invoiced(
  n: number,
  input: {
    state: string;
    buyerGstin?: string;
    feePaise?: number;
    items: { name: string; hsn: string; rate: number; price: number; qty: number }[];
  },
): OrderWithItems {
  const subtotal = input.items.reduce((sum, item) => sum + item.price * item.qty, 0);
  const fee = input.feePaise ?? 0;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    invoiceNumber: `INV2627-${String(n).padStart(6, '0')}`,
    invoiceDate: new Date(`2026-11-${String(n + 9).padStart(2, '0')}T20:00:00Z`), // the next day in India
    buyerGstin: input.buyerGstin ?? null,
    buyerLegalName: input.buyerGstin ? 'Udyam Traders LLP' : null,
    customerName: 'Asha',
    shippingAddress: { state: input.state },
    subtotalPaise: subtotal,
    discountPaise: 0,
    shippingFeePaise: fee,
    totalPaise: subtotal + fee,
    items: input.items.map((item, i) => ({
      id: `item-${n}-${i}`,
      name: item.name,
      sku: null,
      hsn: item.hsn,
      uqc: 'PCS',
      gstRatePercent: item.rate,
      unitPricePaise: item.price,
      quantity: item.qty,
      discountPaise: 0,
    })),
  } as unknown as OrderWithItems;
}

describe('GSTR-1 portal JSON: the worked example of docs/gst.md (decision 180)', () => {
  const ledger = collectGstr1({
    month: '2026-11',
    seller: { gstin: '29AABCU9603R1ZM', state: 'Karnataka' },
    creditNotes: [],
    invoices: [
      // ₹599 earbuds + ₹100 COD fee, within Karnataka, no GSTIN: B2C small.
      invoiced(1, {
        state: 'Karnataka',
        feePaise: 100_00,
        items: [{ name: 'Earbuds', hsn: '851830', rate: 18, price: 599_00, qty: 1 }],
      }),
      // 2 chairs at ₹7,499 to a Maharashtra GSTIN: B2B, IGST.
      invoiced(2, {
        state: 'Karnataka',
        buyerGstin: '27AAPFU0939F1ZV',
        items: [{ name: 'Ergonomic Office Chair with Headrest', hsn: '940130', rate: 18, price: 7499_00, qty: 2 }],
      }),
      // 2 books at ₹250 + ₹100 fee: exempt, Table 8.
      invoiced(3, {
        state: 'Karnataka',
        feePaise: 100_00,
        items: [{ name: 'Atlas', hsn: '4901', rate: 0, price: 250_00, qty: 2 }],
      }),
    ],
  });
  const json = gstr1PortalJson(ledger);

  it('writes each table in the portal’s keys, amounts in rupees, places of supply as state codes', () => {
    expect(json).toEqual({
      gstin: '29AABCU9603R1ZM',
      fp: '112026',
      version: 'GST3.2.4',
      hash: 'hash',
      b2b: [
        {
          ctin: '27AAPFU0939F1ZV',
          inv: [
            {
              inum: 'INV2627-000002',
              idt: '12-11-2026',
              val: 14998,
              pos: '27',
              rchrg: 'N',
              inv_typ: 'R',
              itms: [{ num: 1, itm_det: { rt: 18, txval: 12710.16, iamt: 2287.84, csamt: 0 } }],
            },
          ],
        },
      ],
      b2cs: [{ sply_ty: 'INTRA', pos: '29', typ: 'OE', rt: 18, txval: 592.38, camt: 53.31, samt: 53.31, csamt: 0 }],
      nil: { inv: [{ sply_ty: 'INTRAB2C', nil_amt: 0, expt_amt: 600, ngsup_amt: 0 }] },
      hsn: {
        hsn_b2b: [
          {
            num: 1,
            hsn_sc: '940130',
            desc: 'Ergonomic Office Chair with He',
            uqc: 'PCS',
            qty: 2,
            rt: 18,
            txval: 12710.16,
            iamt: 2287.84,
            camt: 0,
            samt: 0,
            csamt: 0,
          },
        ],
        hsn_b2c: [
          {
            num: 1,
            hsn_sc: '4901',
            desc: 'Atlas',
            uqc: 'PCS',
            qty: 2,
            rt: 0,
            txval: 600,
            iamt: 0,
            camt: 0,
            samt: 0,
            csamt: 0,
          },
          {
            num: 2,
            hsn_sc: '851830',
            desc: 'Earbuds',
            uqc: 'PCS',
            qty: 1,
            rt: 18,
            txval: 592.38,
            iamt: 0,
            camt: 53.31,
            samt: 53.31,
            csamt: 0,
          },
        ],
      },
      doc_issue: {
        doc_det: [
          {
            doc_num: 1,
            docs: [{ num: 1, from: 'INV2627-000001', to: 'INV2627-000003', totnum: 3, cancel: 0, net_issue: 3 }],
          },
        ],
      },
    });
  });

  it('is drawn from the same ledger as the CSV sheets: the same taxable value', () => {
    const report = gstr1Report(ledger);
    const b2bTaxable = report.sheets.b2b.reduce((sum, row) => sum + Number(row[11]), 0);
    expect(b2bTaxable).toBe(json.b2b![0]!.inv[0]!.itms[0]!.itm_det.txval);
    expect(report.sheets.b2cs).toEqual([['OE', '29-Karnataka', '', 18, 592.38, 0, '']]);
    expect(report.sheets.hsn_b2c.map((row) => row[2])).toEqual(['PCS-PIECES', 'PCS-PIECES']);
    expect(report.totals.taxableValue).toBe(13902.54); // 12,710.16 + 592.38 + 600.00 exempt
  });
});
