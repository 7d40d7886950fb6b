import { paiseToRupees } from '@shop/shared/money';
import { gstStateCode } from '@shop/shared/gst';
import { exemptRows, type EXEMPT_SUPPLY_TYPES } from './gstr1-exempt';
import { hsnRows, type HsnRow } from './gstr1-hsn';
import { byKey, documentRange, portalDate, type Gstr1Document, type Gstr1Ledger, type Gstr1RateItem } from './gstr1';

/**
 * GSTR-1 as the GST portal's upload JSON (the file the GST offline tool writes and the portal's "Upload JSON"
 * takes), drawn from the same ledger as the CSV sheets (docs/decisions/180-gstr1-portal-json.md). Keys and shapes:
 * gstin, fp (MMYYYY), b2b[].inv[].itms[].itm_det, b2cl[].inv[], b2cs[], cdnr[].nt[], cdnur[], nil.inv[],
 * hsn.hsn_b2b[] / hsn.hsn_b2c[] (the Table 12 split from the May 2025 period), doc_issue.doc_det[].docs[].
 * Amounts in rupees with 2 decimals; a place of supply is the state's two-digit code; a section with nothing in
 * it is left out, as the offline tool leaves it out.
 */

/** The offline tool version the file is written for (its `version` key), and its placeholder hash. */
export const GSTR1_JSON_VERSION = 'GST3.2.4';

interface ItemDetail {
  rt: number;
  txval: number;
  iamt?: number;
  camt?: number;
  samt?: number;
  csamt: number;
}
interface Item {
  num: number;
  itm_det: ItemDetail;
}

export interface Gstr1PortalJson {
  gstin: string;
  fp: string;
  version: string;
  hash: string;
  b2b?: {
    ctin: string;
    inv: { inum: string; idt: string; val: number; pos: string; rchrg: 'N'; inv_typ: 'R'; itms: Item[] }[];
  }[];
  b2cl?: { pos: string; inv: { inum: string; idt: string; val: number; itms: Item[] }[] }[];
  b2cs?: ({ sply_ty: 'INTRA' | 'INTER'; pos: string; typ: 'OE' } & ItemDetail)[];
  cdnr?: {
    ctin: string;
    nt: {
      ntty: 'C';
      nt_num: string;
      nt_dt: string;
      val: number;
      pos: string;
      rchrg: 'N';
      inv_typ: 'R';
      itms: Item[];
    }[];
  }[];
  cdnur?: { typ: 'B2CL'; ntty: 'C'; nt_num: string; nt_dt: string; val: number; pos: string; itms: Item[] }[];
  nil?: {
    inv: { sply_ty: (typeof EXEMPT_SUPPLY_TYPES)[number]; nil_amt: number; expt_amt: number; ngsup_amt: number }[];
  };
  hsn?: { hsn_b2b?: HsnEntry[]; hsn_b2c?: HsnEntry[] };
  doc_issue?: {
    doc_det: {
      doc_num: number;
      docs: { num: number; from: string; to: string; totnum: number; cancel: number; net_issue: number }[];
    }[];
  };
}

interface HsnEntry {
  num: number;
  hsn_sc: string;
  desc: string;
  uqc: string;
  qty: number;
  rt: number;
  txval: number;
  iamt: number;
  camt: number;
  samt: number;
  csamt: number;
}

/** Rupees with 2 decimals from paise. */
const money = paiseToRupees;
/** "Karnataka" -> "29" (97: other territory, never expected for a shop in India). */
const stateCode = (state: string) => gstStateCode(state) ?? '97';

/** The tax of a rate: IGST between states, CGST + SGST within one (the portal refuses the other kind). */
function itemDetail(item: Gstr1RateItem, inter: boolean): ItemDetail {
  const tax = inter ? { iamt: money(item.igst) } : { camt: money(item.cgst), samt: money(item.sgst) };
  return { rt: item.rate, txval: money(item.taxable), ...tax, csamt: 0 };
}

function items(doc: Gstr1Document): Item[] {
  return doc.items.map((item, index) => ({ num: index + 1, itm_det: itemDetail(item, doc.inter) }));
}

/** Groups documents under a key in first-seen order (b2b and cdnr by buyer GSTIN, b2cl by place of supply). */
function groupBy<T>(docs: Gstr1Document[], key: (doc: Gstr1Document) => string, entry: (doc: Gstr1Document) => T) {
  const groups = new Map<string, T[]>();
  for (const doc of docs) groups.set(key(doc), [...(groups.get(key(doc)) ?? []), entry(doc)]);
  return [...groups.entries()];
}

const nonEmpty = <T>(list: T[]): T[] | undefined => (list.length > 0 ? list : undefined);

function hsnEntries(rows: HsnRow[]): HsnEntry[] {
  return rows.map((row, index) => ({
    num: index + 1,
    hsn_sc: row.hsn,
    desc: row.description,
    uqc: row.uqc,
    qty: row.qty,
    rt: row.rate,
    txval: money(row.taxable),
    iamt: money(row.igst),
    camt: money(row.cgst),
    samt: money(row.sgst),
    csamt: 0,
  }));
}

function docIssue(issued: Gstr1Ledger['issued']): Gstr1PortalJson['doc_issue'] {
  // Table 13's natures: 1 invoices for outward supply (bills of supply included), 5 credit notes.
  const series = [
    { doc_num: 1, range: documentRange(issued.invoices) },
    { doc_num: 5, range: documentRange(issued.creditNotes) },
  ];
  const doc_det = series.flatMap(({ doc_num, range }) =>
    range
      ? [
          {
            doc_num,
            docs: [{ num: 1, from: range.from, to: range.to, totnum: range.count, cancel: 0, net_issue: range.count }],
          },
        ]
      : [],
  );
  return doc_det.length > 0 ? { doc_det } : undefined;
}

/** The month ('YYYY-MM') as the return period 'MMYYYY'. */
export const returnPeriod = (month: string) => `${month.slice(5, 7)}${month.slice(0, 4)}`;

/** The month's GSTR-1 as the portal's upload JSON. */
export function gstr1PortalJson(ledger: Gstr1Ledger): Gstr1PortalJson {
  const { documents } = ledger;
  const b2b = groupBy(
    documents.b2b,
    (d) => d.buyerGstin,
    (d) => ({
      inum: d.number,
      idt: portalDate(d.date),
      val: money(d.valuePaise),
      pos: stateCode(d.pos),
      rchrg: 'N' as const,
      inv_typ: 'R' as const,
      itms: items(d),
    }),
  ).map(([ctin, inv]) => ({ ctin, inv }));
  const b2cl = groupBy(
    documents.b2cl,
    (d) => stateCode(d.pos),
    (d) => ({
      inum: d.number,
      idt: portalDate(d.date),
      val: money(d.valuePaise),
      itms: items(d),
    }),
  ).map(([pos, inv]) => ({ pos, inv }));
  const cdnr = groupBy(
    documents.cdnr,
    (d) => d.buyerGstin,
    (d) => ({
      ntty: 'C' as const,
      nt_num: d.number,
      nt_dt: portalDate(d.date),
      val: money(d.valuePaise),
      pos: stateCode(d.pos),
      rchrg: 'N' as const,
      inv_typ: 'R' as const,
      itms: items(d),
    }),
  ).map(([ctin, nt]) => ({ ctin, nt }));
  const cdnur = documents.cdnur.map((d) => ({
    typ: 'B2CL' as const,
    ntty: 'C' as const,
    nt_num: d.number,
    nt_dt: portalDate(d.date),
    val: money(d.valuePaise),
    pos: stateCode(d.pos),
    itms: items(d),
  }));
  const b2cs = byKey(ledger.b2cs).map((row) => ({
    sply_ty: row.supplyType === 'inter' ? ('INTER' as const) : ('INTRA' as const),
    pos: stateCode(row.pos),
    typ: 'OE' as const,
    ...itemDetail(row, row.supplyType === 'inter'),
  }));
  const nil = exemptRows(ledger.exempt).map((row) => ({
    sply_ty: row.supplyType,
    nil_amt: money(row.nilPaise),
    expt_amt: money(row.exemptPaise),
    ngsup_amt: money(row.nonGstPaise),
  }));
  const hsnB2b = hsnEntries(hsnRows(ledger.hsn.hsn_b2b));
  const hsnB2c = hsnEntries(hsnRows(ledger.hsn.hsn_b2c));
  const hasHsn = hsnB2b.length > 0 || hsnB2c.length > 0;
  return {
    gstin: ledger.gstin,
    fp: returnPeriod(ledger.month),
    version: GSTR1_JSON_VERSION,
    hash: 'hash',
    b2b: nonEmpty(b2b),
    b2cl: nonEmpty(b2cl),
    b2cs: nonEmpty(b2cs),
    cdnr: nonEmpty(cdnr),
    cdnur: nonEmpty(cdnur),
    nil: nil.length > 0 ? { inv: nil } : undefined,
    hsn: hasHsn ? { hsn_b2b: nonEmpty(hsnB2b), hsn_b2c: nonEmpty(hsnB2c) } : undefined,
    doc_issue: docIssue(ledger.issued),
  };
}
