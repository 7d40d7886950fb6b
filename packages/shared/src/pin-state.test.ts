import { describe, expect, it } from 'vitest';
import { pincodeMatchesState, statesForPincode } from './pin-state';

describe('pincodeMatchesState', () => {
  it.each([
    ['400050', 'Maharashtra', true],
    ['560001', 'Karnataka', true],
    ['110001', 'Delhi', true],
    ['403001', 'Goa', true],
    ['160017', 'Chandigarh', true],
    ['160062', 'Punjab', true],
    ['194101', 'Ladakh', true],
    ['248001', 'Uttarakhand', true],
    ['737101', 'Sikkim', true],
    ['744101', 'Andaman and Nicobar Islands', true],
    ['605001', 'Puducherry', true],
    ['834001', 'Jharkhand', true],
    ['500001', 'Telangana', true],
    ['795001', 'Manipur', true],
    ['400050', 'Karnataka', false],
    ['560001', 'Maharashtra', false],
    ['110001', 'Haryana', false],
    ['795001', 'Assam', false],
    ['600001', 'Kerala', false],
  ])('%s in %s: accepted %s', (pin, state, accepted) => {
    expect(pincodeMatchesState(pin, state)).toBe(accepted);
  });

  it('does not check Army Postal Service PINs', () => {
    expect(statesForPincode('901234')).toEqual([]);
    expect(pincodeMatchesState('901234', 'Kerala')).toBe(true);
  });
});
