import { describe, expect, it } from 'vitest';
import { buildGstr1 } from './gstr1';
import type { OrderWithItems } from './orders.repository';

/** A minimal invoiced order: what the GSTR-1 builder reads. */
function invoicedOrder(input: {
  n: number;
  state?: string;
  buyerGstin?: string;
  feePaise?: number;
  items: { name: string; hsn: string; uqc?: string; ratePercent: number; pricePaise: number; quantity: number }[];
}): OrderWithItems {
  const subtotal = input.items.reduce((sum, item) => sum + item.pricePaise * item.quantity, 0);
  const fee = input.feePaise ?? 0;
  return {
    id: `00000000-0000-4000-8000-${String(input.n).padStart(12, '0')}`,
    invoiceNumber: `INV2627-${String(input.n).padStart(6, '0')}`,
    invoiceDate: new Date('2026-11-10T06:00:00Z'),
    buyerGstin: input.buyerGstin ?? null,
    buyerLegalName: input.buyerGstin ? 'Buyer Traders' : null,
    customerName: 'Asha',
    shippingAddress: { state: input.state ?? 'Karnataka' },
    subtotalPaise: subtotal,
    discountPaise: 0,
    shippingFeePaise: fee,
    totalPaise: subtotal + fee,
    items: input.items.map((item, i) => ({
      id: `item-${input.n}-${i}`,
      name: item.name,
      sku: null,
      hsn: item.hsn,
      uqc: item.uqc ?? null,
      gstRatePercent: item.ratePercent,
      unitPricePaise: item.pricePaise,
      quantity: item.quantity,
      discountPaise: 0,
    })),
  } as unknown as OrderWithItems;
}

const seller = { gstin: '29AABCU9603R1ZM', state: 'Karnataka' };
const book = { name: 'The Indian Monsoon: A Natural History', hsn: '4901', ratePercent: 0, pricePaise: 25000 };
const earbuds = { name: 'Wireless Earbuds', hsn: '8518', ratePercent: 18, pricePaise: 149900 };

describe('GSTR-1: exempt supplies in Table 8, HSN summary split B2B / B2C (decisions 171, 172)', () => {
  const report = buildGstr1({
    month: '2026-11',
    seller,
    creditNotes: [],
    invoices: [
      // All-exempt, within the state: 2 books + ₹100 fee (exempt with them) = ₹600.00 exempt.
      invoicedOrder({ n: 1, feePaise: 10000, items: [{ ...book, quantity: 2 }] }),
      // Mixed, to Maharashtra: book ₹250 exempt; earbuds ₹1,499 + fee ₹100 at 18% (IGST 243.92, taxable 1355.08).
      invoicedOrder({
        n: 2,
        state: 'Maharashtra',
        feePaise: 10000,
        items: [
          { ...book, quantity: 1 },
          { ...earbuds, quantity: 1 },
        ],
      }),
      // B2B, Karnataka buyer: earbuds ×2 = ₹2,998 at 18%: half = round(299800 × 9 / 118) = 228.66.
      invoicedOrder({ n: 3, buyerGstin: '29AAPFU0939F1ZV', items: [{ ...earbuds, uqc: 'PCS', quantity: 2 }] }),
    ],
  });

  it('reports 0% value in exemp by intra/inter and registered/unregistered, never in b2cs', () => {
    expect(report.sheets.exemp).toEqual([
      ['Inter-State supplies to unregistered persons', 0, 250, 0],
      ['Intra-State supplies to unregistered persons', 0, 600, 0],
    ]);
    expect(report.sheets.b2cs).toEqual([['OE', '27-Maharashtra', '', 18, 1355.08, 0, '']]);
    expect(report.sheets.b2b.map((row) => row[10])).toEqual([18]);
  });

  it('splits the HSN summary: the B2B invoice in hsn_b2b, the rest in hsn_b2c, with description and unit', () => {
    expect(report.sheets.hsn_b2b).toEqual([
      ['8518', 'Wireless Earbuds', 'PCS-PIECES', 2, 2998, 18, 2540.68, 0, 228.66, 228.66, 0],
    ]);
    expect(report.sheets.hsn_b2c).toEqual([
      // The description is the product's name cut to 30 characters; the fee is counted with its goods.
      ['4901', 'The Indian Monsoon: A Natural', 'NOS-NUMBERS', 3, 850, 0, 850, 0, 0, 0, 0],
      ['8518', 'Wireless Earbuds', 'NOS-NUMBERS', 1, 1599, 18, 1355.08, 243.92, 0, 0, 0],
    ]);
    // Every rupee invoiced is in exactly one of the two tables.
    const value = [...report.sheets.hsn_b2b, ...report.sheets.hsn_b2c].reduce((sum, row) => sum + Number(row[4]), 0);
    expect(value).toBe(report.totals.invoiceValue);
  });
});
