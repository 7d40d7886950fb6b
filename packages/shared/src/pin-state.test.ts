import { describe, expect, it } from 'vitest';
import { pincodeMatchesState, statesForPincode } from './pin-state';

describe('pincodeMatchesState', () => {
  it.each([
    ['400050', 'Maharashtra'],
    ['560001', 'Karnataka'],
    ['110001', 'Delhi'],
    ['403001', 'Goa'],
    ['160017', 'Chandigarh'],
    ['160062', 'Punjab'],
    ['194101', 'Ladakh'],
    ['248001', 'Uttarakhand'],
    ['737101', 'Sikkim'],
    ['744101', 'Andaman and Nicobar Islands'],
    ['605001', 'Puducherry'],
    ['834001', 'Jharkhand'],
    ['500001', 'Telangana'],
    ['795001', 'Manipur'],
  ])('accepts %s in %s', (pin, state) => {
    expect(pincodeMatchesState(pin, state)).toBe(true);
  });

  it.each([
    ['400050', 'Karnataka'],
    ['560001', 'Maharashtra'],
    ['110001', 'Haryana'],
    ['795001', 'Assam'],
    ['600001', 'Kerala'],
  ])('refuses %s in %s', (pin, state) => {
    expect(pincodeMatchesState(pin, state)).toBe(false);
  });

  it('does not check Army Postal Service PINs', () => {
    expect(statesForPincode('901234')).toEqual([]);
    expect(pincodeMatchesState('901234', 'Kerala')).toBe(true);
  });
});
