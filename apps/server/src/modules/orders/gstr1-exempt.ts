import type { InvoiceModel } from './invoice-model';

/**
 * GSTR-1 Table 8 (`exemp`): nil rated, exempted and non-GST outward supplies, by intra/inter-state and
 * registered/unregistered buyer (decision 171). The shop's 0% goods (books, notebooks, fresh produce) are
 * exempt by notification, so they are reported as Exempted; a fee on an all-exempt order follows its goods.
 * Figures are net of credit notes: Table 8 has no note table of its own.
 */
export const EXEMPT_SUPPLY_TYPES = ['INTRB2B', 'INTRAB2B', 'INTRB2C', 'INTRAB2C'] as const;
export type ExemptSupplyType = (typeof EXEMPT_SUPPLY_TYPES)[number];

/** The offline utility's row descriptions, in its order. */
export const EXEMPT_DESCRIPTIONS: Record<ExemptSupplyType, string> = {
  INTRB2B: 'Inter-State supplies to registered persons',
  INTRAB2B: 'Intra-State supplies to registered persons',
  INTRB2C: 'Inter-State supplies to unregistered persons',
  INTRAB2C: 'Intra-State supplies to unregistered persons',
};

export interface ExemptRow {
  supplyType: ExemptSupplyType;
  nilPaise: number;
  exemptPaise: number;
  nonGstPaise: number;
}

export function exemptSupplyType(model: InvoiceModel): ExemptSupplyType {
  const scope = model.gst.supplyType === 'inter' ? 'INTR' : 'INTRA';
  return `${scope}${model.buyerGstin ? 'B2B' : 'B2C'}`;
}

/** Adds (sign 1) or takes off (sign -1, a credit note) a document's 0% value. */
export function addExempt(rows: Map<ExemptSupplyType, ExemptRow>, model: InvoiceModel, sign: 1 | -1): void {
  const zero = model.gst.byRate.find((r) => r.ratePercent === 0);
  if (!zero) return;
  const supplyType = exemptSupplyType(model);
  const row = rows.get(supplyType) ?? { supplyType, nilPaise: 0, exemptPaise: 0, nonGstPaise: 0 };
  row.exemptPaise += sign * zero.amountPaise;
  rows.set(supplyType, row);
}

/** The four rows in the utility's order, those with nothing left out. */
export function exemptRows(rows: Map<ExemptSupplyType, ExemptRow>): ExemptRow[] {
  return EXEMPT_SUPPLY_TYPES.flatMap((type) => {
    const row = rows.get(type);
    return row && (row.nilPaise !== 0 || row.exemptPaise !== 0 || row.nonGstPaise !== 0) ? [row] : [];
  });
}
