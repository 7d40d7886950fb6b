import { describe, expect, it } from 'vitest';
import { describeComparison } from './admin-overview';

const rupees = (n: number) => `₹${n}`;

describe('describeComparison', () => {
  it('says there were no orders instead of a percentage of nothing', () => {
    expect(describeComparison({ change: null, previous: 0 }, 'month', 0, rupees)).toBe(
      'No orders in the previous period',
    );
  });
  it('states the previous figure when a % is not defined but orders existed', () => {
    expect(describeComparison({ change: null, previous: 0 }, 'week', 3, rupees)).toBe(
      '₹0 in the previous 7 days: no % change',
    );
  });
  it('gives a signed % with one decimal against the named period', () => {
    expect(describeComparison({ change: 62.5, previous: 800 }, 'week', 1, rupees)).toBe(
      '+62.5% against the previous 7 days',
    );
    expect(describeComparison({ change: -18.7, previous: 800 }, 'year', 1, rupees)).toBe(
      '−18.7% against the previous 365 days',
    );
    expect(describeComparison({ change: 0, previous: 5 }, 'month', 1, rupees)).toBe(
      '±0.0% against the previous 30 days',
    );
  });
});
