import { describe, expect, it } from 'vitest';
import { formatIndianNumber, formatIndianRupees, pluralCategory } from './indian-numbers';
import { localizedPath, splitLocalePath } from './locale';

describe('Indian number formatting', () => {
  it.each(['en', 'hi'] as const)('groups lakh and crore in %s', (locale) => {
    expect(formatIndianNumber(100000, locale)).toBe('1,00,000');
    expect(formatIndianNumber(1234567, locale)).toBe('12,34,567');
    expect(formatIndianNumber(10000000, locale)).toBe('1,00,00,000');
    expect(formatIndianNumber(999, locale)).toBe('999');
  });

  it.each(['en', 'hi'] as const)('writes rupees with paise in %s', (locale) => {
    expect(formatIndianRupees(123456.5, locale)).toBe('₹1,23,456.50');
    expect(formatIndianRupees(12500000, locale)).toBe('₹1,25,00,000.00');
  });
});

describe('plural categories (CLDR)', () => {
  it('English: one only for 1', () => {
    expect([0, 1, 2, 5].map((n) => pluralCategory(n, 'en'))).toEqual(['other', 'one', 'other', 'other']);
  });

  it('Hindi: one for 0 and 1', () => {
    expect([0, 1, 2, 5].map((n) => pluralCategory(n, 'hi'))).toEqual(['one', 'one', 'other', 'other']);
  });
});

describe('language in the URL', () => {
  it('splits the Hindi prefix off and puts it back', () => {
    expect(splitLocalePath('/hi/products?q=kurta')).toEqual({ locale: 'hi', path: '/products?q=kurta' });
    expect(splitLocalePath('/hi')).toEqual({ locale: 'hi', path: '/' });
    expect(splitLocalePath('/hi/')).toEqual({ locale: 'hi', path: '/' });
    expect(splitLocalePath('/history')).toEqual({ locale: 'en', path: '/history' });
    expect(splitLocalePath('/cart')).toEqual({ locale: 'en', path: '/cart' });
    expect(localizedPath('hi', '/cart')).toBe('/hi/cart');
    expect(localizedPath('en', '/cart')).toBe('/cart');
  });
});
