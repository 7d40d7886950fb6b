import { GST_STATE_CODES, stateForGstCode, type IndianState } from './indian-states';

/** 2-digit state code, 10-character PAN, entity number, 'Z' (default), check character. */
export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The GSTIN check character (GSTN's published algorithm, a Luhn mod-36 variant): each of the first 14
 * characters' base-36 value is multiplied by 1 or 2 alternately; the quotient and remainder of each product
 * by 36 are summed; the check character is (36 - sum mod 36) mod 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const product = ALPHABET.indexOf(first14.charAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET.charAt((36 - (sum % 36)) % 36);
}

export type GstinProblem = 'format' | 'checksum' | 'state';

/** Why a GSTIN is not acceptable, or null when it is (format, check character, and a known state code). */
export function findGstinProblem(value: string): GstinProblem | null {
  if (!GSTIN_PATTERN.test(value)) return 'format';
  if (gstinCheckCharacter(value.slice(0, 14)) !== value.charAt(14)) return 'checksum';
  if (!stateForGstCode(value.slice(0, 2))) return 'state';
  return null;
}

export function isValidGstin(value: string): boolean {
  return findGstinProblem(value) === null;
}

/** The state a GSTIN is registered in (its first two digits). */
export function gstinState(value: string): IndianState | undefined {
  return stateForGstCode(value.slice(0, 2));
}

export function gstinMatchesState(value: string, state: IndianState): boolean {
  return value.slice(0, 2) === GST_STATE_CODES[state];
}

export const GSTIN_MESSAGES: Record<GstinProblem | 'stateMismatch', string> = {
  format: 'Enter a 15-character GSTIN, e.g. 29AAGCB7383J1Z4',
  checksum: 'This GSTIN is not valid: its last character does not match (check for a typo)',
  state: 'This GSTIN starts with an unknown state code',
  stateMismatch: 'The GSTIN’s first two digits must match the state',
};
