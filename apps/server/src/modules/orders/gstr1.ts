import { gstStateCode } from '@shop/shared/gst';
import { neutraliseFormula } from '../../lib/csv-formula';
import { buildInvoiceModel, type InvoiceModel } from './invoice-model';
import type { CreditedLine } from '../../db/schema';
import type { CreditNoteRecord } from './gst-documents.repository';
import { GSTR1_HEADERS, type Gstr1Sheet } from './gstr1-headers';
import { addHsnLines, emptyHsnLedger, hsnRows, type HsnLedger } from './gstr1-hsn';
import { addExempt, EXEMPT_DESCRIPTIONS, exemptRows, type ExemptRow, type ExemptSupplyType } from './gstr1-exempt';
import type { OrderWithItems } from './orders.repository';

/**
 * GSTR-1 for one month (docs/gst.md, docs/decisions/054-gstr1-export.md): the tables a shop selling goods
 * online fills, with the sheet names and column headings of the GST offline utility, figures in rupees.
 * Invoices count in the month of their invoice date, credit notes in the month they were issued.
 */

/** B2C inter-state invoices above this value are B2C Large (limit lowered from ₹2.5 lakh from 1 Aug 2024). */
export const B2CL_THRESHOLD_PAISE = 1_00_000_00;

export { GSTR1_HEADERS, GSTR1_SHEETS, type Gstr1Sheet } from './gstr1-headers';

type Cell = string | number;

export interface Gstr1Totals {
  invoices: number;
  invoiceValue: number;
  creditNotes: number;
  creditNoteValue: number;
  /** Invoice value less credit notes: what the sales report counts for a month whose orders were all invoiced in it. */
  netValue: number;
  taxableValue: number;
  igst: number;
  cgst: number;
  sgst: number;
}

export interface Gstr1Report {
  month: string;
  gstin: string;
  sheets: Record<Gstr1Sheet, Cell[][]>;
  totals: Gstr1Totals;
}

const rupees = (paise: number) => Math.round(paise) / 100;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** dd-Mon-yyyy in India time, as the offline utility reads dates. */
function utilityDate(date: Date): string {
  const india = new Date(date.getTime() + 330 * 60_000);
  return `${String(india.getUTCDate()).padStart(2, '0')}-${MONTHS[india.getUTCMonth()]}-${india.getUTCFullYear()}`;
}
/** "29-Karnataka". */
const posCell = (state: string) => `${gstStateCode(state) ?? '97'}-${state}`;

type Kind = 'b2b' | 'b2cl' | 'b2cs';

function kindOf(model: InvoiceModel, valuePaise: number): Kind {
  if (model.buyerGstin) return 'b2b';
  return model.gst.supplyType === 'inter' && valuePaise > B2CL_THRESHOLD_PAISE ? 'b2cl' : 'b2cs';
}

/** What a month's documents add up to while they are read: the sheets so far and the sums behind the rest. */
interface Ledger {
  sheets: Record<Gstr1Sheet, Cell[][]>;
  b2cs: Map<string, { pos: string; rate: number; taxable: number }>;
  hsn: HsnLedger;
  exempt: Map<ExemptSupplyType, ExemptRow>;
  totals: { invoiceValue: number; creditNoteValue: number; taxable: number; igst: number; cgst: number; sgst: number };
}

type CreditNoteEntry = { note: CreditNoteRecord; order: OrderWithItems; credited: OrderWithItems };

/** Adds (sign 1) or takes off (sign -1, a credit note) a document in the HSN summary, Table 8 and the totals. */
function addSummaries(ledger: Ledger, model: InvoiceModel, sign: 1 | -1) {
  const { totals } = ledger;
  addHsnLines(ledger.hsn, model, sign);
  addExempt(ledger.exempt, model, sign);
  totals.taxable += sign * model.gst.totals.taxablePaise;
  totals.igst += sign * model.gst.totals.igstPaise;
  totals.cgst += sign * model.gst.totals.cgstPaise;
  totals.sgst += sign * model.gst.totals.sgstPaise;
}

/** B2C small supplies are reported net per place of supply and rate. */
function addB2cs({ b2cs }: Ledger, model: InvoiceModel, sign: 1 | -1) {
  for (const rate of taxedRates(model)) {
    const key = `${model.placeOfSupply}|${rate.ratePercent}`;
    const row = b2cs.get(key) ?? { pos: model.placeOfSupply, rate: rate.ratePercent, taxable: 0 };
    row.taxable += sign * rate.taxablePaise;
    b2cs.set(key, row);
  }
}

/** The rates a document's tax tables list: 0% goes to Table 8 (exemp) instead (decision 171). */
const taxedRates = (model: InvoiceModel) => model.gst.byRate.filter((rate) => rate.ratePercent > 0);

function addInvoice(ledger: Ledger, order: OrderWithItems, sellerState: string) {
  const { sheets, totals } = ledger;
  const model = buildInvoiceModel(order, sellerState);
  const kind = kindOf(model, order.totalPaise);
  const date = order.invoiceDate ? utilityDate(order.invoiceDate) : '';
  totals.invoiceValue += order.totalPaise;
  addSummaries(ledger, model, 1);
  if (kind === 'b2cs') addB2cs(ledger, model, 1);
  for (const rate of taxedRates(model)) {
    if (kind === 'b2b') {
      sheets.b2b.push([
        model.buyerGstin ?? '',
        order.buyerLegalName ?? order.customerName,
        order.invoiceNumber ?? '',
        date,
        rupees(order.totalPaise),
        posCell(model.placeOfSupply),
        'N',
        '',
        'Regular B2B',
        '',
        rate.ratePercent,
        rupees(rate.taxablePaise),
        0,
      ]);
    } else if (kind === 'b2cl') {
      sheets.b2cl.push([
        order.invoiceNumber ?? '',
        date,
        rupees(order.totalPaise),
        posCell(model.placeOfSupply),
        '',
        rate.ratePercent,
        rupees(rate.taxablePaise),
        0,
        '',
      ]);
    }
  }
}

function addCreditNote(ledger: Ledger, { note, order, credited }: CreditNoteEntry, sellerState: string) {
  const { sheets, totals } = ledger;
  const model = buildInvoiceModel(credited, sellerState);
  const kind = kindOf(model, order.totalPaise); // the table follows the invoice, the values the note (decision 125)
  totals.creditNoteValue += credited.totalPaise;
  addSummaries(ledger, model, -1);
  // B2C small invoices are reported net in their table; notes on B2B and B2C large have their own tables.
  if (kind === 'b2cs') addB2cs(ledger, model, -1);
  for (const rate of taxedRates(model)) {
    if (kind === 'b2b') {
      sheets.cdnr.push([
        model.buyerGstin ?? '',
        order.buyerLegalName ?? order.customerName,
        note.number,
        utilityDate(note.issuedAt),
        'C',
        posCell(model.placeOfSupply),
        'N',
        'Regular B2B',
        rupees(credited.totalPaise),
        '',
        rate.ratePercent,
        rupees(rate.taxablePaise),
        0,
      ]);
    } else if (kind === 'b2cl') {
      sheets.cdnur.push([
        'B2CL',
        note.number,
        utilityDate(note.issuedAt),
        'C',
        posCell(model.placeOfSupply),
        rupees(credited.totalPaise),
        '',
        rate.ratePercent,
        rupees(rate.taxablePaise),
        0,
      ]);
    }
  }
}

/** The summary sheets, once every document is in: B2C small, HSN, and the documents issued. */
function closeSheets({ sheets, b2cs, hsn, exempt }: Ledger, documents: { invoices: string[]; creditNotes: string[] }) {
  const byKey = <T>(map: Map<string, T>) => [...map.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, v]) => v);
  for (const row of byKey(b2cs)) {
    sheets.b2cs.push(['OE', posCell(row.pos), '', row.rate, rupees(row.taxable), 0, '']);
  }
  for (const row of exemptRows(exempt)) {
    sheets.exemp.push([
      EXEMPT_DESCRIPTIONS[row.supplyType],
      rupees(row.nilPaise),
      rupees(row.exemptPaise),
      rupees(row.nonGstPaise),
    ]);
  }
  for (const table of ['hsn_b2b', 'hsn_b2c'] as const)
    for (const row of hsnRows(hsn[table])) {
      sheets[table].push([
        row.hsn,
        row.description,
        row.uqc,
        row.qty,
        rupees(row.value),
        row.rate,
        rupees(row.taxable),
        rupees(row.igst),
        rupees(row.cgst),
        rupees(row.sgst),
        0,
      ]);
    }
  const numbered = documents.invoices.filter(Boolean).sort();
  if (numbered.length > 0) {
    sheets.docs.push(['Invoices for outward supply', numbered[0] ?? '', numbered.at(-1) ?? '', numbered.length, 0]);
  }
  const notes = [...documents.creditNotes].sort();
  if (notes.length > 0) sheets.docs.push(['Credit Note', notes[0] ?? '', notes.at(-1) ?? '', notes.length, 0]);
}

/**
 * Builds the month's return from its invoices and credit notes, each with its order and what it credits (the
 * whole order, or a return's lines: creditedPart).
 */
export function buildGstr1(input: {
  month: string;
  seller: { gstin: string; state: string };
  invoices: readonly OrderWithItems[];
  creditNotes: readonly CreditNoteEntry[];
}): Gstr1Report {
  const ledger: Ledger = {
    sheets: { b2b: [], b2cl: [], b2cs: [], cdnr: [], cdnur: [], exemp: [], hsn_b2b: [], hsn_b2c: [], docs: [] },
    b2cs: new Map(),
    hsn: emptyHsnLedger(),
    exempt: new Map(),
    totals: { invoiceValue: 0, creditNoteValue: 0, taxable: 0, igst: 0, cgst: 0, sgst: 0 },
  };
  for (const order of input.invoices) addInvoice(ledger, order, input.seller.state);
  for (const entry of input.creditNotes) addCreditNote(ledger, entry, input.seller.state);
  closeSheets(ledger, {
    invoices: input.invoices.map((o) => o.invoiceNumber ?? ''),
    creditNotes: input.creditNotes.map((c) => c.note.number),
  });
  const { sheets, totals } = ledger;
  return {
    month: input.month,
    gstin: input.seller.gstin,
    sheets,
    totals: {
      invoices: input.invoices.length,
      invoiceValue: rupees(totals.invoiceValue),
      creditNotes: input.creditNotes.length,
      creditNoteValue: rupees(totals.creditNoteValue),
      netValue: rupees(totals.invoiceValue - totals.creditNoteValue),
      taxableValue: rupees(totals.taxable),
      igst: rupees(totals.igst),
      cgst: rupees(totals.cgst),
      sgst: rupees(totals.sgst),
    },
  };
}

/**
 * One cell as the offline utility reads it: numbers bare (2 decimals), text neutralised against formulas and
 * quoted when it holds a quote, a comma or a line break of either kind (a bare CR ends a row in Excel too).
 */
export function gstr1Cell(value: Cell): string {
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : value.toFixed(2);
  const safe = neutraliseFormula(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One sheet as the offline utility's CSV: its headings, then the rows. */
export function gstr1Csv(report: Gstr1Report, sheet: Gstr1Sheet): string {
  return [GSTR1_HEADERS[sheet], ...report.sheets[sheet]].map((row) => row.map(gstr1Cell).join(',')).join('\r\n') + '\r\n';
}

/**
 * The part of an order a return's credit note credits: its lines at the returned units, each with its own
 * coupon discount share, and no shipping or COD fee (a return refunds neither, decision 121), so the GST of
 * the note is worked out by the same invoice model as the invoice (docs/decisions/125-return-credit-notes-in-gstr1.md).
 */
export function creditedPart(order: OrderWithItems, lines: readonly CreditedLine[]): OrderWithItems {
  const byItem = new Map(lines.map((line) => [line.orderItemId, line]));
  const items = order.items.flatMap((item) => {
    const line = byItem.get(item.id);
    return line ? [{ ...item, quantity: line.quantity, discountPaise: line.discountSharePaise }] : [];
  });
  const subtotalPaise = items.reduce((sum, item) => sum + item.unitPricePaise * item.quantity, 0);
  const discountPaise = items.reduce((sum, item) => sum + item.discountPaise, 0);
  return {
    ...order,
    items,
    subtotalPaise,
    discountPaise,
    shippingFeePaise: 0,
    totalPaise: subtotalPaise - discountPaise,
  };
}
