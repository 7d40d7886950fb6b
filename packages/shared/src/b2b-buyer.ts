import { GSTIN_MESSAGES, findGstinProblem, gstinState } from './gstin';
import { GST_STATE_CODES, isIndianState } from './indian-states';
import { FIELD_MAX, MESSAGES } from './messages';
import { PIN_STATE_MISMATCH, pincodeMatchesState } from './pin-state';

/** The buyer's registered address (its principal place of business on the GST registration), as typed. */
export interface BuyerAddressInput {
  street?: string;
  city?: string;
  state?: string;
  pincode?: string;
}

/** The B2B details of an order as checkout sends them; all absent for a personal order. */
export interface BuyerInput {
  gstin?: string;
  legalName?: string;
  address?: BuyerAddressInput;
}

export type BuyerField =
  | 'buyerGstin'
  | 'buyerLegalName'
  | 'buyerAddress.street'
  | 'buyerAddress.city'
  | 'buyerAddress.state'
  | 'buyerAddress.pincode';

export const B2B_MESSAGES = {
  legalNameRequired: 'Enter the legal name registered with this GSTIN',
  streetRequired: 'Enter the registered address of the business (as on its GST registration)',
  cityRequired: 'Enter the city of the registered address',
  stateRequired: 'Choose the state of the registered address',
  /** The business invoice is ticked without a GSTIN (the checkout form's own check). */
  gstinRequired: 'Enter your GSTIN, or untick the business invoice',
} as const;

/**
 * "This GSTIN is registered in Maharashtra (27): the registered address must be in Maharashtra". The first two
 * digits of a GSTIN are the state code of the registration, so the registered address is in that state
 * (docs/decisions/185).
 */
export function registeredStateMismatch(gstin: string): string {
  const state = gstinState(gstin);
  return state
    ? `This GSTIN is registered in ${state} (${GST_STATE_CODES[state]}): the registered address must be in ${state}`
    : GSTIN_MESSAGES.stateMismatch;
}

const PINCODE_RE = /^[1-9][0-9]{5}$/;

/** The first problem of a registered address given with `gstin` (already a valid GSTIN), or null. */
function findAddressProblem(gstin: string, address: BuyerAddressInput): { field: BuyerField; message: string } | null {
  const street = address.street?.trim() ?? '';
  const city = address.city?.trim() ?? '';
  const state = address.state?.trim() ?? '';
  const pincode = address.pincode?.trim() ?? '';
  if (!street) return { field: 'buyerAddress.street', message: B2B_MESSAGES.streetRequired };
  if (street.length > FIELD_MAX.street)
    return { field: 'buyerAddress.street', message: `Address must be at most ${FIELD_MAX.street} characters long` };
  if (!city) return { field: 'buyerAddress.city', message: B2B_MESSAGES.cityRequired };
  if (city.length > FIELD_MAX.city)
    return { field: 'buyerAddress.city', message: `City must be at most ${FIELD_MAX.city} characters long` };
  if (!state) return { field: 'buyerAddress.state', message: B2B_MESSAGES.stateRequired };
  if (!isIndianState(state)) return { field: 'buyerAddress.state', message: MESSAGES.invalidState };
  if (gstin.slice(0, 2) !== GST_STATE_CODES[state])
    return { field: 'buyerAddress.state', message: registeredStateMismatch(gstin) };
  if (!PINCODE_RE.test(pincode)) return { field: 'buyerAddress.pincode', message: MESSAGES.invalidPincode };
  if (!pincodeMatchesState(pincode, state)) return { field: 'buyerAddress.pincode', message: PIN_STATE_MISMATCH };
  return null;
}

/**
 * Checks the optional B2B details at checkout (docs/decisions/053, 185): a GSTIN must have the right format,
 * check character and a known state code, and comes with the buyer's legal name and registered address, whose
 * state is the GSTIN's (its first two digits) and whose PIN code belongs to that state. Null when acceptable
 * or when no GSTIN is given (a personal order). The web form and the server (422) answer with these messages.
 */
export function findBuyerProblem(buyer: BuyerInput): { field: BuyerField; message: string } | null {
  const gstin = buyer.gstin?.trim().toUpperCase();
  if (!gstin) return null;
  const problem = findGstinProblem(gstin);
  if (problem) return { field: 'buyerGstin', message: GSTIN_MESSAGES[problem] };
  if (!buyer.legalName?.trim()) return { field: 'buyerLegalName', message: B2B_MESSAGES.legalNameRequired };
  return findAddressProblem(gstin, buyer.address ?? {});
}
