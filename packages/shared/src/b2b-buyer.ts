import { GSTIN_MESSAGES, findGstinProblem } from './gstin';

export const B2B_MESSAGES = {
  legalNameRequired: 'Enter the legal name registered with this GSTIN',
} as const;

/**
 * Checks the optional B2B details at checkout (docs/decisions/053): a GSTIN must have the right format,
 * check character and a known state code, and comes with the buyer's legal name. Null when acceptable.
 */
export function findBuyerProblem(
  gstin: string | undefined,
  legalName: string | undefined,
): { field: 'buyerGstin' | 'buyerLegalName'; message: string } | null {
  if (!gstin) return null;
  const problem = findGstinProblem(gstin.trim().toUpperCase());
  if (problem) return { field: 'buyerGstin', message: GSTIN_MESSAGES[problem] };
  if (!legalName?.trim()) return { field: 'buyerLegalName', message: B2B_MESSAGES.legalNameRequired };
  return null;
}
