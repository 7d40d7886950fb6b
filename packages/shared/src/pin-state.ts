import type { IndianState } from './indian-states';

/**
 * Does a PIN code belong to the chosen state? India Post's postal circles give each state its PIN prefixes
 * (first two digits; a few three-digit prefixes name a smaller state or union territory inside another
 * circle). The check is deliberately generous where circles overlap (e.g. 80-85 serve Bihar and Jharkhand,
 * 160 Chandigarh and Mohali in Punjab): it exists to catch a clearly wrong state, which would put the wrong
 * GST place of supply on the invoice, never to refuse a real address (docs/decisions/044-pin-state-check.md).
 * Army Postal Service PINs (9xxxxx) belong to no state and are not checked.
 */
const PREFIX_STATES: Record<string, readonly IndianState[]> = {
  '11': ['Delhi'],
  '12': ['Haryana'],
  '13': ['Haryana'],
  '14': ['Punjab'],
  '15': ['Punjab'],
  '16': ['Punjab', 'Chandigarh'],
  '17': ['Himachal Pradesh'],
  '18': ['Jammu and Kashmir'],
  '19': ['Jammu and Kashmir', 'Ladakh'],
  '20': ['Uttar Pradesh'],
  '21': ['Uttar Pradesh'],
  '22': ['Uttar Pradesh'],
  '23': ['Uttar Pradesh'],
  '24': ['Uttar Pradesh', 'Uttarakhand'],
  '25': ['Uttar Pradesh'],
  '26': ['Uttar Pradesh', 'Uttarakhand'],
  '27': ['Uttar Pradesh'],
  '28': ['Uttar Pradesh'],
  '30': ['Rajasthan'],
  '31': ['Rajasthan'],
  '32': ['Rajasthan'],
  '33': ['Rajasthan'],
  '34': ['Rajasthan'],
  '36': ['Gujarat'],
  '37': ['Gujarat'],
  '38': ['Gujarat'],
  '39': ['Gujarat'],
  '40': ['Maharashtra'],
  '41': ['Maharashtra'],
  '42': ['Maharashtra'],
  '43': ['Maharashtra'],
  '44': ['Maharashtra'],
  '45': ['Madhya Pradesh'],
  '46': ['Madhya Pradesh'],
  '47': ['Madhya Pradesh'],
  '48': ['Madhya Pradesh'],
  '49': ['Chhattisgarh'],
  '50': ['Telangana', 'Andhra Pradesh'],
  '51': ['Andhra Pradesh'],
  '52': ['Andhra Pradesh'],
  '53': ['Andhra Pradesh'],
  '56': ['Karnataka'],
  '57': ['Karnataka'],
  '58': ['Karnataka'],
  '59': ['Karnataka'],
  '60': ['Tamil Nadu'],
  '61': ['Tamil Nadu'],
  '62': ['Tamil Nadu'],
  '63': ['Tamil Nadu'],
  '64': ['Tamil Nadu'],
  '67': ['Kerala'],
  '68': ['Kerala'],
  '69': ['Kerala'],
  '70': ['West Bengal'],
  '71': ['West Bengal'],
  '72': ['West Bengal'],
  '73': ['West Bengal'],
  '74': ['West Bengal'],
  '75': ['Odisha'],
  '76': ['Odisha'],
  '77': ['Odisha'],
  '78': ['Assam'],
  '80': ['Bihar', 'Jharkhand'],
  '81': ['Bihar', 'Jharkhand'],
  '82': ['Bihar', 'Jharkhand'],
  '83': ['Bihar', 'Jharkhand'],
  '84': ['Bihar'],
  '85': ['Bihar'],
  // Smaller states and union territories inside another circle's prefix.
  '160': ['Chandigarh'],
  '194': ['Ladakh'],
  '362': ['Dadra and Nagar Haveli and Daman and Diu'],
  '396': ['Dadra and Nagar Haveli and Daman and Diu'],
  '403': ['Goa'],
  '533': ['Puducherry'],
  '605': ['Puducherry'],
  '607': ['Puducherry'],
  '609': ['Puducherry'],
  '673': ['Puducherry'],
  '682': ['Lakshadweep'],
  '737': ['Sikkim'],
  '744': ['Andaman and Nicobar Islands'],
  '790': ['Arunachal Pradesh'],
  '791': ['Arunachal Pradesh'],
  '792': ['Arunachal Pradesh'],
  '793': ['Meghalaya'],
  '794': ['Meghalaya'],
  '795': ['Manipur'],
  '796': ['Mizoram'],
  '797': ['Nagaland'],
  '798': ['Nagaland'],
  '799': ['Tripura'],
};

export const PIN_STATE_MISMATCH = 'This PIN code does not belong to the chosen state. Check the PIN code or the state.';

/** The states a PIN's prefixes allow; empty when the PIN is not checked (APS, unknown prefix). */
export function statesForPincode(pincode: string): readonly IndianState[] {
  const pin = pincode.trim();
  return [...(PREFIX_STATES[pin.slice(0, 2)] ?? []), ...(PREFIX_STATES[pin.slice(0, 3)] ?? [])];
}

/** True unless the PIN clearly belongs to another state. Format is checked elsewhere (pincodeSchema). */
export function pincodeMatchesState(pincode: string, state: string): boolean {
  const allowed = statesForPincode(pincode);
  return allowed.length === 0 || (allowed as readonly string[]).includes(state);
}
