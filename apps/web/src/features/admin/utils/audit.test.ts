import { describe, expect, it } from 'vitest';
import { detailsSummary } from './audit';

describe('audit helpers', () => {
  it('summarises flat, nested and top-level changes', () => {
    expect(detailsSummary({ email: 'a@b.in', from: 'user', to: 'admin' })).toBe('user → admin, email: a@b.in');
    expect(detailsSummary({ from: 'user', to: 'admin' }, 'user.role_change')).toBe('role: user → admin');
    expect(
      detailsSummary({ name: 'Bottle', changes: { stock: { from: 3, to: 20 }, sellingPrice: { from: null, to: 99 } } }),
    ).toBe('name: Bottle, stock: 3 → 20, selling price: — → 99');
    expect(detailsSummary({ images: ['/a', '/b', '/c', '/d'] })).toBe('images: 4 items');
    // Field names in words, and a group of fields by its set members, never raw JSON.
    expect(
      detailsSummary({
        socialLinks: { from: { x: '', instagram: '' }, to: { x: '', instagram: 'kala.crafts' } },
        aggregateTurnoverAbove5Crore: { from: true, to: false },
      }),
    ).toBe('social links: — → instagram kala.crafts, aggregate turnover above 5 crore: true → false');
    expect(detailsSummary(null)).toBe('');
    expect(detailsSummary('plain')).toBe('plain');
  });
});
