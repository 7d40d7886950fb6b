import { paiseToRupees } from '@shop/shared/money';
import { gstStateCode } from '@shop/shared/gst';
import type { Gstr1Report } from '@shop/shared/schemas/gst-returns';
import { neutraliseFormula } from '../../lib/csv-formula';
import { buildInvoiceModel, type InvoiceModel } from './invoice-model';
import type { CreditedLine } from '../../db/schema';
import type { CreditNoteRecord } from './gst-documents.repository';
import { GSTR1_HEADERS, type Gstr1Sheet } from './gstr1-headers';
import { formatUqc } from '@shop/shared/uqc';
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

const rupees = paiseToRupees;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** The calendar date of a moment in India time. */
function indianDate(date: Date): { day: number; month: number; year: number } {
  const india = new Date(date.getTime() + 330 * 60_000);
  return { day: india.getUTCDate(), month: india.getUTCMonth() + 1, year: india.getUTCFullYear() };
}
const two = (n: number) => String(n).padStart(2, '0');
/** dd-Mon-yyyy in India time, as the offline utility's CSV reads dates. */
export function utilityDate(date: Date): string {
  const { day, month, year } = indianDate(date);
  return `${two(day)}-${MONTHS[month - 1]}-${year}`;
}
/** dd-mm-yyyy in India time, as the portal's JSON writes dates. */
export function portalDate(date: Date): string {
  const { day, month, year } = indianDate(date);
  return `${two(day)}-${two(month)}-${year}`;
}
/** "29-Karnataka". */
const posCell = (state: string) => `${gstStateCode(state) ?? '97'}-${state}`;

type Kind = 'b2b' | 'b2cl' | 'b2cs';

function kindOf(model: InvoiceModel, valuePaise: number): Kind {
  if (model.buyerGstin) return 'b2b';
  return model.gst.supplyType === 'inter' && valuePaise > B2CL_THRESHOLD_PAISE ? 'b2cl' : 'b2cs';
}

/** One taxed rate of a document, in paise: a line of its CSV rows and an item of its JSON entry. */
export interface Gstr1RateItem {
  rate: number;
  taxable: number;
  igst: number;
  cgst: number;
  sgst: number;
}

/** An invoice or credit note reported one by one (b2b, b2cl, cdnr, cdnur), in paise. */
export interface Gstr1Document {
  buyerGstin: string;
  buyerName: string;
  number: string;
  date: Date;
  valuePaise: number;
  /** Place of supply, a state's name. */
  pos: string;
  /** To another state than the seller's: IGST, else CGST + SGST. */
  inter: boolean;
  items: Gstr1RateItem[];
}

export interface B2csRow extends Gstr1RateItem {
  pos: string;
  supplyType: 'intra' | 'inter';
}

/**
 * What a month's documents add up to, in paise: the one source of the CSV sheets and of the portal JSON
 * (gstr1-json.ts), so the two cannot disagree.
 */
export interface Gstr1Ledger {
  month: string;
  gstin: string;
  documents: Record<'b2b' | 'b2cl' | 'cdnr' | 'cdnur', Gstr1Document[]>;
  b2cs: Map<string, B2csRow>;
  hsn: HsnLedger;
  exempt: Map<ExemptSupplyType, ExemptRow>;
  /** Numbers issued in the month (Table 13). */
  issued: { invoices: string[]; creditNotes: string[] };
  totals: { invoiceValue: number; creditNoteValue: number; taxable: number; igst: number; cgst: number; sgst: number };
  counts: { invoices: number; creditNotes: number };
}

type CreditNoteEntry = { note: CreditNoteRecord; order: OrderWithItems; credited: OrderWithItems };

/** Adds (sign 1) or takes off (sign -1, a credit note) a document in the HSN summary, Table 8 and the totals. */
function addSummaries(ledger: Gstr1Ledger, model: InvoiceModel, sign: 1 | -1) {
  const { totals } = ledger;
  addHsnLines(ledger.hsn, model, sign);
  addExempt(ledger.exempt, model, sign);
  totals.taxable += sign * model.gst.totals.taxablePaise;
  totals.igst += sign * model.gst.totals.igstPaise;
  totals.cgst += sign * model.gst.totals.cgstPaise;
  totals.sgst += sign * model.gst.totals.sgstPaise;
}

/** The rates a document's tax tables list: 0% goes to Table 8 (exemp) instead (decision 171). */
const taxedRates = (model: InvoiceModel): Gstr1RateItem[] =>
  model.gst.byRate
    .filter((rate) => rate.ratePercent > 0)
    .map((rate) => ({
      rate: rate.ratePercent,
      taxable: rate.taxablePaise,
      igst: rate.igstPaise,
      cgst: rate.cgstPaise,
      sgst: rate.sgstPaise,
    }));

/** B2C small supplies are reported net per place of supply and rate. */
function addB2cs({ b2cs }: Gstr1Ledger, model: InvoiceModel, sign: 1 | -1) {
  for (const item of taxedRates(model)) {
    const key = `${model.placeOfSupply}|${item.rate}`;
    const row = b2cs.get(key) ?? {
      pos: model.placeOfSupply,
      supplyType: model.gst.supplyType,
      rate: item.rate,
      taxable: 0,
      igst: 0,
      cgst: 0,
      sgst: 0,
    };
    row.taxable += sign * item.taxable;
    row.igst += sign * item.igst;
    row.cgst += sign * item.cgst;
    row.sgst += sign * item.sgst;
    b2cs.set(key, row);
  }
}

function addInvoice(ledger: Gstr1Ledger, order: OrderWithItems, sellerState: string) {
  const model = buildInvoiceModel(order, sellerState);
  const kind = kindOf(model, order.totalPaise);
  ledger.totals.invoiceValue += order.totalPaise;
  addSummaries(ledger, model, 1);
  if (kind === 'b2cs') return addB2cs(ledger, model, 1);
  const items = taxedRates(model);
  if (items.length === 0) return; // all exempt: Table 8 only
  ledger.documents[kind].push({
    buyerGstin: model.buyerGstin ?? '',
    buyerName: order.buyerLegalName ?? order.customerName,
    number: order.invoiceNumber ?? '',
    date: order.invoiceDate ?? order.createdAt,
    valuePaise: order.totalPaise,
    pos: model.placeOfSupply,
    inter: model.gst.supplyType === 'inter',
    items,
  });
}

function addCreditNote(ledger: Gstr1Ledger, { note, order, credited }: CreditNoteEntry, sellerState: string) {
  const model = buildInvoiceModel(credited, sellerState);
  const kind = kindOf(model, order.totalPaise); // the table follows the invoice, the values the note (decision 125)
  ledger.totals.creditNoteValue += credited.totalPaise;
  addSummaries(ledger, model, -1);
  // B2C small invoices are reported net in their table; notes on B2B and B2C large have their own tables.
  if (kind === 'b2cs') return addB2cs(ledger, model, -1);
  const items = taxedRates(model);
  if (items.length === 0) return;
  ledger.documents[kind === 'b2b' ? 'cdnr' : 'cdnur'].push({
    buyerGstin: model.buyerGstin ?? '',
    buyerName: order.buyerLegalName ?? order.customerName,
    number: note.number,
    date: note.issuedAt,
    valuePaise: credited.totalPaise,
    pos: model.placeOfSupply,
    inter: model.gst.supplyType === 'inter',
    items,
  });
}

/**
 * Reads the month's invoices and credit notes, each note with its order and what it credits (the whole
 * order, or a return's lines: creditedPart), into the ledger both exports are drawn from.
 */
export function collectGstr1(input: {
  month: string;
  seller: { gstin: string; state: string };
  invoices: readonly OrderWithItems[];
  creditNotes: readonly CreditNoteEntry[];
}): Gstr1Ledger {
  const ledger: Gstr1Ledger = {
    month: input.month,
    gstin: input.seller.gstin,
    documents: { b2b: [], b2cl: [], cdnr: [], cdnur: [] },
    b2cs: new Map(),
    hsn: emptyHsnLedger(),
    exempt: new Map(),
    issued: {
      invoices: input.invoices.map((o) => o.invoiceNumber ?? '').filter(Boolean),
      creditNotes: input.creditNotes.map((c) => c.note.number),
    },
    totals: { invoiceValue: 0, creditNoteValue: 0, taxable: 0, igst: 0, cgst: 0, sgst: 0 },
    counts: { invoices: input.invoices.length, creditNotes: input.creditNotes.length },
  };
  for (const order of input.invoices) addInvoice(ledger, order, input.seller.state);
  for (const entry of input.creditNotes) addCreditNote(ledger, entry, input.seller.state);
  return ledger;
}

/** Rows of a map in key order. */
export const byKey = <T>(map: Map<string, T>): T[] =>
  [...map.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, v]) => v);

/** A series' first and last number and count, as Table 13 reports it. */
export function documentRange(numbers: readonly string[]): { from: string; to: string; count: number } | null {
  const sorted = [...numbers].sort();
  const [from, to] = [sorted[0], sorted.at(-1)];
  return from && to ? { from, to, count: sorted.length } : null;
}

/** The invoice and note sheets: one row per document and taxed rate. */
function documentSheets(ledger: Gstr1Ledger): Pick<Gstr1Report['sheets'], 'b2b' | 'b2cl' | 'cdnr' | 'cdnur'> {
  const { b2b, b2cl, cdnr, cdnur } = ledger.documents;
  const perRate = (docs: Gstr1Document[], row: (doc: Gstr1Document, item: Gstr1RateItem) => Cell[]) =>
    docs.flatMap((doc) => doc.items.map((item) => row(doc, item)));
  const tail = (item: Gstr1RateItem) => [item.rate, rupees(item.taxable), 0];
  return {
    b2b: perRate(b2b, (d, item) => [
      d.buyerGstin,
      d.buyerName,
      d.number,
      utilityDate(d.date),
      rupees(d.valuePaise),
      posCell(d.pos),
      'N',
      '',
      'Regular B2B',
      '',
      ...tail(item),
    ]),
    b2cl: perRate(b2cl, (d, item) => [
      d.number,
      utilityDate(d.date),
      rupees(d.valuePaise),
      posCell(d.pos),
      '',
      ...tail(item),
      '',
    ]),
    cdnr: perRate(cdnr, (d, item) => [
      d.buyerGstin,
      d.buyerName,
      d.number,
      utilityDate(d.date),
      'C',
      posCell(d.pos),
      'N',
      'Regular B2B',
      rupees(d.valuePaise),
      '',
      ...tail(item),
    ]),
    cdnur: perRate(cdnur, (d, item) => [
      'B2CL',
      d.number,
      utilityDate(d.date),
      'C',
      posCell(d.pos),
      rupees(d.valuePaise),
      '',
      ...tail(item),
    ]),
  };
}

/** The summary sheets: B2C small, Table 8, HSN and the documents issued. */
function summarySheets({
  b2cs,
  hsn,
  exempt,
  issued,
}: Gstr1Ledger): Omit<Gstr1Report['sheets'], 'b2b' | 'b2cl' | 'cdnr' | 'cdnur'> {
  const hsnSheet = (table: 'hsn_b2b' | 'hsn_b2c') =>
    hsnRows(hsn[table]).map((row) => [
      row.hsn,
      row.description,
      formatUqc(row.uqc),
      row.qty,
      rupees(row.value),
      row.rate,
      rupees(row.taxable),
      rupees(row.igst),
      rupees(row.cgst),
      rupees(row.sgst),
      0,
    ]);
  const invoices = documentRange(issued.invoices);
  const notes = documentRange(issued.creditNotes);
  return {
    b2cs: byKey(b2cs).map((row) => ['OE', posCell(row.pos), '', row.rate, rupees(row.taxable), 0, '']),
    exemp: exemptRows(exempt).map((row) => [
      EXEMPT_DESCRIPTIONS[row.supplyType],
      rupees(row.nilPaise),
      rupees(row.exemptPaise),
      rupees(row.nonGstPaise),
    ]),
    hsn_b2b: hsnSheet('hsn_b2b'),
    hsn_b2c: hsnSheet('hsn_b2c'),
    docs: [
      ...(invoices ? [['Invoices for outward supply', invoices.from, invoices.to, invoices.count, 0]] : []),
      ...(notes ? [['Credit Note', notes.from, notes.to, notes.count, 0]] : []),
    ],
  };
}

/** The month's return as the offline utility's sheets (CSV) and its totals. */
export function gstr1Report(ledger: Gstr1Ledger): Gstr1Report {
  const { totals, counts } = ledger;
  return {
    month: ledger.month,
    gstin: ledger.gstin,
    sheets: { ...documentSheets(ledger), ...summarySheets(ledger) },
    totals: {
      invoices: counts.invoices,
      invoiceValue: rupees(totals.invoiceValue),
      creditNotes: counts.creditNotes,
      creditNoteValue: rupees(totals.creditNoteValue),
      netValue: rupees(totals.invoiceValue - totals.creditNoteValue),
      taxableValue: rupees(totals.taxable),
      igst: rupees(totals.igst),
      cgst: rupees(totals.cgst),
      sgst: rupees(totals.sgst),
    },
  };
}

/** Builds the month's return (sheets and totals) from its invoices and credit notes. */
export function buildGstr1(input: Parameters<typeof collectGstr1>[0]): Gstr1Report {
  return gstr1Report(collectGstr1(input));
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
  return (
    [GSTR1_HEADERS[sheet], ...report.sheets[sheet]].map((row) => row.map(gstr1Cell).join(',')).join('\r\n') + '\r\n'
  );
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
