import { hsnDescription } from '@shop/shared/uqc';
import { FEE_DESCRIPTION, type InvoiceModel } from './invoice-model';

/**
 * GSTR-1 Table 12, the HSN-wise summary, in the form used from the May 2025 tax period: supplies to registered
 * buyers (`hsn_b2b`) and to unregistered ones (`hsn_b2c`) apart, each row per HSN, unit and rate with a
 * description, net of credit notes (decision 172). Exempt (0%) goods are included: Table 12 covers every outward
 * supply.
 */
export type HsnTable = 'hsn_b2b' | 'hsn_b2c';

export interface HsnRow {
  hsn: string;
  description: string;
  uqc: string;
  rate: number;
  qty: number;
  value: number;
  taxable: number;
  igst: number;
  cgst: number;
  sgst: number;
}

export type HsnLedger = Record<HsnTable, Map<string, HsnRow>>;

export const emptyHsnLedger = (): HsnLedger => ({ hsn_b2b: new Map(), hsn_b2c: new Map() });

/** Adds (sign 1) or takes off (sign -1, a credit note) a document's lines in its table. */
export function addHsnLines(ledger: HsnLedger, model: InvoiceModel, sign: 1 | -1): void {
  const table = ledger[model.buyerGstin ? 'hsn_b2b' : 'hsn_b2c'];
  for (const line of model.lines) {
    const key = `${line.hsn}|${line.uqc}|${line.ratePercent}`;
    const row = table.get(key) ?? {
      hsn: line.hsn,
      description: '',
      uqc: line.uqc,
      rate: line.ratePercent,
      qty: 0,
      value: 0,
      taxable: 0,
      igst: 0,
      cgst: 0,
      sgst: 0,
    };
    // The first product sold under the code names the row; a fee alone names it as the fee.
    if (!row.description || (row.description === FEE_DESCRIPTION && !line.isFee)) row.description = line.description;
    row.qty += sign * (line.quantity ?? 0);
    row.value += sign * line.amountPaise;
    row.taxable += sign * line.taxablePaise;
    row.igst += sign * line.igstPaise;
    row.cgst += sign * line.cgstPaise;
    row.sgst += sign * line.sgstPaise;
    table.set(key, row);
  }
}

/**
 * A table's rows in HSN order with the description cut to 30 characters; the UQC stays a code (the CSV spells
 * it out as NOS-NUMBERS, the JSON writes NOS).
 */
export function hsnRows(table: Map<string, HsnRow>): HsnRow[] {
  return [...table.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([, row]) => ({ ...row, description: hsnDescription(row.description) }));
}
