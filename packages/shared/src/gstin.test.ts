import { describe, expect, it } from 'vitest';
import { findGstinProblem, gstinCheckCharacter, gstinMatchesState, gstinState, isValidGstin } from './gstin';

describe('GSTIN', () => {
  // Real-format GSTINs whose check character is right (27AAPFU0939F1ZV is the example used across GSTN-based
  // validators; the others are publicly listed company registrations).
  it.each(['27AAPFU0939F1ZV', '27AAACR5055K1Z7', '29AAGCB7383J1Z4'])('accepts %s', (gstin) => {
    expect(findGstinProblem(gstin)).toBeNull();
  });

  it('computes the check character', () => {
    expect(gstinCheckCharacter('27AAACR5055K1Z')).toBe('7');
  });

  it('rejects a wrong check character, a bad format and an unknown state code', () => {
    expect(findGstinProblem('27AAACR5055K1Z8')).toBe('checksum');
    expect(findGstinProblem('27AAACR5055K1X7')).toBe('format');
    expect(findGstinProblem('27aaacr5055k1z7')).toBe('format');
    const unknownState = '99AAACR5055K1Z';
    expect(findGstinProblem(unknownState + gstinCheckCharacter(unknownState))).toBe('state');
    expect(isValidGstin('')).toBe(false);
  });

  it('reads the state from the first two digits', () => {
    expect(gstinState('29AAACI4798L1ZI')).toBe('Karnataka');
    expect(gstinMatchesState('27AAACR5055K1Z7', 'Maharashtra')).toBe(true);
    expect(gstinMatchesState('27AAACR5055K1Z7', 'Karnataka')).toBe(false);
  });
});
