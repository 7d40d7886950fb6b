import { describe, expect, it } from 'vitest';
import {
  asLocale,
  DEFAULT_LOCALE,
  isLocale,
  LOCALES,
  localePrefix,
  localizedPath,
  merchantText,
  splitLocalePath,
  wordTable,
} from './locale';

describe('asLocale and isLocale', () => {
  it('keep every language the shop has and make anything else English', () => {
    for (const locale of LOCALES) {
      expect(isLocale(locale)).toBe(true);
      expect(asLocale(locale)).toBe(locale);
    }
    for (const other of ['fr', 'HI', 'hi-IN', '', null, undefined]) {
      expect(isLocale(other)).toBe(false);
      expect(asLocale(other)).toBe(DEFAULT_LOCALE);
    }
    expect(DEFAULT_LOCALE).toBe('en');
  });
});

describe('the URL prefix', () => {
  it('is empty for English and /<code> for the others, and splits back', () => {
    expect(localePrefix('en')).toBe('');
    expect(localePrefix('hi')).toBe('/hi');
    expect(localizedPath('hi', '/products?q=x')).toBe('/hi/products?q=x');
    expect(splitLocalePath('/hi/products?q=x')).toEqual({ locale: 'hi', path: '/products?q=x' });
    expect(splitLocalePath('/history')).toEqual({ locale: 'en', path: '/history' });
  });
});

describe('wordTable', () => {
  it("tells each language's words their language and prefix, and returns the same object each lookup", () => {
    const table = wordTable({ en: { hello: 'Hello' }, hi: { hello: 'नमस्ते' } });
    expect(table.en).toEqual({ hello: 'Hello', locale: 'en', pathPrefix: '' });
    expect(table.hi).toEqual({ hello: 'नमस्ते', locale: 'hi', pathPrefix: '/hi' });
    expect(table[asLocale('fr')]).toBe(table.en);
    expect(Object.keys(table)).toEqual([...LOCALES]);
  });
});

describe('merchantText', () => {
  it("shows the merchant's text in the shopper's language where there is some, else the English", () => {
    expect(merchantText('Kurta', { hi: 'कुर्ता' }, 'hi')).toBe('कुर्ता');
    expect(merchantText('Kurta', { hi: 'कुर्ता' }, 'en')).toBe('Kurta');
    expect(merchantText('Kurta', { hi: null }, 'hi')).toBe('Kurta');
    expect(merchantText('Kurta', { hi: '' }, 'hi')).toBe('Kurta');
    expect(merchantText('Kurta', {}, 'hi')).toBe('Kurta');
  });
});
