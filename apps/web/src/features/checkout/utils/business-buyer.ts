import { findBuyerProblem } from '@shop/shared/b2b-buyer';

/** The optional "GST invoice for my business" part of checkout (docs/decisions/053-b2b-invoices.md). */
export interface BusinessBuyerValues {
  isBusiness: boolean;
  gstin: string;
  legalName: string;
}

export const EMPTY_BUSINESS_BUYER: BusinessBuyerValues = { isBusiness: false, gstin: '', legalName: '' };

export type BusinessBuyerErrors = Partial<Record<'gstin' | 'legalName', string>>;

/** The field messages the server would answer with (same shared check): empty when acceptable or not asked. */
export function businessBuyerErrors(values: BusinessBuyerValues): BusinessBuyerErrors {
  if (!values.isBusiness) return {};
  if (!values.gstin.trim()) return { gstin: 'Enter your GSTIN, or untick the business invoice' };
  const problem = findBuyerProblem(values.gstin, values.legalName);
  if (!problem) return {};
  return problem.field === 'buyerGstin' ? { gstin: problem.message } : { legalName: problem.message };
}

/** What goes into the order payload: nothing for a personal order. */
export function toBuyerPayload(
  values: BusinessBuyerValues,
): { buyerGstin: string; buyerLegalName: string } | undefined {
  if (!values.isBusiness || !values.gstin.trim()) return undefined;
  return { buyerGstin: values.gstin.trim().toUpperCase(), buyerLegalName: values.legalName.trim() };
}
