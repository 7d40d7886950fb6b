import { describe, expect, it } from 'vitest';
import { acceptedLocale } from './answer-language';

describe("the shop's language a request accepts (decision 203)", () => {
  it('takes the web client’s own header, and the best weighted language the shop has', () => {
    expect(acceptedLocale('hi')).toBe('hi');
    expect(acceptedLocale('en')).toBe('en');
    expect(acceptedLocale('hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('hi');
    expect(acceptedLocale('en-GB,en;q=0.9,hi;q=0.8')).toBe('en');
    expect(acceptedLocale('fr;q=1, hi;q=0.5, en;q=0.4')).toBe('hi');
  });

  it('is English for nothing, a language the shop lacks, a refused one or nonsense', () => {
    expect(acceptedLocale(undefined)).toBe('en');
    expect(acceptedLocale('')).toBe('en');
    expect(acceptedLocale('ta-IN,fr')).toBe('en');
    expect(acceptedLocale('hi;q=0')).toBe('en');
    expect(acceptedLocale('*')).toBe('en');
    expect(acceptedLocale(';;;,q=hi')).toBe('en');
  });
});
