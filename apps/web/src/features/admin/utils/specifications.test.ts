import { parseSpecifications } from '@shop/shared/schemas/product-form';
import { describe, expect, it } from 'vitest';
import { formatSpecifications } from './specifications';

describe('formatSpecifications', () => {
  it('writes pairs that the shared parser reads back the same', () => {
    const specs = { Colour: 'Red', Ratio: '16:9' };
    const text = formatSpecifications(specs);
    expect(text).toBe('Colour: Red, Ratio: 16:9');
    expect(parseSpecifications(text)).toEqual({ ok: true, value: specs });
  });

  it('falls back to JSON when a value holds a comma or a key a colon', () => {
    const cases: Record<string, string>[] = [{ Size: '10, 12 and 14', Colour: 'Blue' }, { 'Time:zone': 'IST' }];
    for (const specs of cases) {
      const text = formatSpecifications(specs);
      expect(text.startsWith('{')).toBe(true);
      expect(parseSpecifications(text)).toEqual({ ok: true, value: specs });
    }
  });

  it('is empty for none', () => {
    expect(formatSpecifications({})).toBe('');
    expect(formatSpecifications(undefined)).toBe('');
  });
});
