import { describe, expect, it } from 'vitest';
import { challengeText, leadingZeroBits } from './form-challenge';

describe('leadingZeroBits', () => {
  it.each([
    [[0xff], 0],
    [[0x80], 0],
    [[0x40], 1],
    [[0x01], 7],
    [[0x00, 0x80], 8],
    [[0x00, 0x00, 0x0f], 20],
    [[0x00, 0x00], 16],
  ])('%j starts with %i zero bits', (bytes, bits) => {
    expect(leadingZeroBits(Uint8Array.from(bytes))).toBe(bits);
  });

  it('hashes the token and the nonce joined by a colon', () => {
    expect(challengeText('v1.grievance.1.14.abc.sig', '42')).toBe('v1.grievance.1.14.abc.sig:42');
  });
});
