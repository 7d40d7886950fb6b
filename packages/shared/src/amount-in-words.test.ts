import { describe, expect, it } from 'vitest';
import { formatAmountInWords, spellIndianNumber } from './amount-in-words';

describe('Indian number words', () => {
  it.each([
    [0, 'Zero'],
    [7, 'Seven'],
    [13, 'Thirteen'],
    [20, 'Twenty'],
    [45, 'Forty-Five'],
    [100, 'One Hundred'],
    [101, 'One Hundred One'],
    [999, 'Nine Hundred Ninety-Nine'],
    [1000, 'One Thousand'],
    [1234, 'One Thousand Two Hundred Thirty-Four'],
    [99_999, 'Ninety-Nine Thousand Nine Hundred Ninety-Nine'],
    [100_000, 'One Lakh'],
    [250_050, 'Two Lakh Fifty Thousand Fifty'],
    [10_000_000, 'One Crore'],
    [12_345_678, 'One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight'],
    [1_000_000_000, 'One Hundred Crore'],
    [10_000_000_000, 'One Thousand Crore'],
  ])('spells %i', (n, words) => {
    expect(spellIndianNumber(n)).toBe(words);
  });

  it('refuses negative and fractional numbers', () => {
    expect(() => spellIndianNumber(-1)).toThrow(RangeError);
    expect(() => spellIndianNumber(1.5)).toThrow(RangeError);
  });
});

describe('amount in words', () => {
  it('writes rupees and paise the way an invoice does', () => {
    expect(formatAmountInWords(123_450)).toBe('Rupees One Thousand Two Hundred Thirty-Four and Fifty Paise Only');
    expect(formatAmountInWords(99_900)).toBe('Rupees Nine Hundred Ninety-Nine Only');
    expect(formatAmountInWords(0)).toBe('Rupees Zero Only');
    expect(formatAmountInWords(1)).toBe('Rupees Zero and One Paisa Only');
    expect(formatAmountInWords(1_500_000_005)).toBe('Rupees One Crore Fifty Lakh and Five Paise Only');
  });

  it('refuses amounts that are not whole paise', () => {
    expect(() => formatAmountInWords(10.5)).toThrow(RangeError);
    expect(() => formatAmountInWords(-100)).toThrow(RangeError);
  });
});
