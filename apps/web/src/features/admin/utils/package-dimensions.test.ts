import { describe, expect, it } from 'vitest';
import { defaultPackageValues, parsePackageDimensions } from './package-dimensions';

describe('parsePackageDimensions', () => {
  it('starts at 10 x 10 x 10 cm and 0.5 kg, which is valid', () => {
    expect(defaultPackageValues()).toEqual({ length: '10', breadth: '10', height: '10', weight: '0.5' });
    expect(parsePackageDimensions(defaultPackageValues())).toEqual({
      ok: true,
      dimensions: { length: 10, breadth: 10, height: 10, weight: 0.5 },
    });
  });

  it('reads decimals', () => {
    expect(parsePackageDimensions({ length: '20', breadth: '15.5', height: ' 8 ', weight: '1.2' })).toEqual({
      ok: true,
      dimensions: { length: 20, breadth: 15.5, height: 8, weight: 1.2 },
    });
  });

  it('keeps sides at 1 cm or more and the weight at 0.1 kg or more', () => {
    const result = parsePackageDimensions({ length: '0.5', breadth: '10', height: '10', weight: '0' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.length).toMatch(/^Length must be at least 1/);
    expect(result.errors.weight).toMatch(/^Weight must be at least 0.1/);
    expect(result.errors.breadth).toBeUndefined();
  });

  it('requires every field and a number in each', () => {
    const result = parsePackageDimensions({ length: '', breadth: 'abc', height: '10', weight: '600' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.length).toBe('Length is required');
    expect(result.errors.breadth).toBe('Breadth must be a number');
    expect(result.errors.weight).toMatch(/^Weight must be at most 500/);
  });
});
